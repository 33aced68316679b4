/// The value a view stands for among its siblings, set with `.tag(_:)`: a ``Picker`` row's
/// selection value.
public struct _TagModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let tag: AnyHashable
    let includesOptional: Bool
    func makeNode(in graph: ViewGraph) -> ViewNode { ModifierNode<_TagModifier>(graph: graph) }
}

extension View {
    /// Sets the value this view stands for: choosing this row of a ``Picker`` sets the picker's
    /// selection to `tag`.
    ///
    /// As in SwiftUI, a tag of type `V` also matches a selection of type `V?` unless
    /// `includeOptional` is false; `.tag(nil as V?)` is the row that stands for no selection.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) {
    ///     Text("None").tag(nil as Flavor?)
    ///     Text("Chocolate").tag(Flavor.chocolate)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether the tag also matches an optional selection of its type.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> ModifiedContent<Self, _TagModifier> {
        modifier(_TagModifier(tag: AnyHashable(tag), includesOptional: includeOptional))
    }
}

/// The outermost `.tag(_:)` on `view`, if it carries one.
@MainActor
func explicitTag(of view: any View) -> _TagModifier? {
    outermostModifier(_TagModifier.self, of: view)
}
