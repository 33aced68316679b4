/// A stored property of a view that the view graph updates before evaluating the body.
///
/// `State`, `StateObject`, `ObservedObject`, `EnvironmentObject`, `Environment`, `Binding`
/// and `Bindable` conform. Your own structs may conform too: the graph installs the
/// wrappers stored inside them as if they were declared on the view, then calls
/// ``update()`` — innermost property first — before each evaluation of the body, so a value
/// derived there from the wrapped state or environment is always fresh:
///
/// ```swift
/// struct Doubled: DynamicProperty {
///     @State private var base = 1
///     private(set) var value = 0
///     mutating func update() { value = base * 2 }
/// }
/// ```
///
/// As in SwiftUI, the update is made to the view's own copy of the property just before the
/// body reads it; the graph keeps no other copy.
@MainActor
public protocol DynamicProperty {
    /// Updates the property's derived values; called before each evaluation of the body of
    /// the view that stores it.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}
