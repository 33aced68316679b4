/// A node that follows what the views inside it show, not only its own updates: registered in
/// ``ViewGraph/descendantObservers``, it is told after each pass that re-rendered a node
/// inside it.
@MainActor
protocol DescendantUpdateObserving: AnyObject {
    /// Called once after a pass that re-rendered at least one node inside this one.
    func descendantsDidUpdate()
}
