/// A stored property of a view that the view graph updates before evaluating the body.
///
/// `State`, `StateObject`, `ObservedObject`, `EnvironmentObject`, `Environment`, `Binding`
/// and `Bindable` conform. Your own structs may conform too: the graph installs the
/// wrappers stored inside them as if they were declared on the view.
public protocol DynamicProperty {
    /// Called before the body is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}
