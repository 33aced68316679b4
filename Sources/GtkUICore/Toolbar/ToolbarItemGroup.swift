/// Several views at one placement of the window's title bar, each its own item, in order.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .primaryAction) {
///         Button("Share", systemImage: "square.and.arrow.up") { share() }
///         Button("Add", systemImage: "plus") { add() }
///     }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// Groups have no body.
    public typealias Body = Never
    /// Groups have no body.
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group showing the views of `content` at `placement`.
    ///
    /// - Parameters:
    ///   - placement: Where the views go; the trailing end unless given.
    ///   - content: The views, usually `Button`s.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func appendItems(to items: inout [ToolbarEntry]) {
        items.append(ToolbarEntry(id: nil, placement: placement, content: content))
    }
}
