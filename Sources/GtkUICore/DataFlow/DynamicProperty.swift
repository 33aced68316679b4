/// A stored property of a view that the view graph updates before evaluating the body.
///
/// `State`, `StateObject`, `ObservedObject`, `EnvironmentObject`, `Environment`, `Binding`
/// and `Bindable` conform. Your own structs may conform too: the graph installs the
/// wrappers stored inside them as if they were declared on the view.
public protocol DynamicProperty {
    /// SwiftUI calls this before the body is evaluated. GtkUI keeps the requirement so
    /// conforming types port unchanged, but does not call it yet: view values are immutable
    /// once built, and the wrappers inside are installed directly instead.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}
