/// Whether the interface is drawn light or dark.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

extension View {
    /// Asks for the window to be drawn in `colorScheme` while this view is shown; nil follows
    /// the desktop again. GTK 4.8's dark style is per application, so every window follows the
    /// latest request still shown.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(darkMode ? .dark : nil)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<
        Self, _PreferredColorSchemeModifier
    > {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

/// `.preferredColorScheme(_:)`: a request to the window's host while the view is shown.
public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let colorScheme: ColorScheme?
    func makeNode(in graph: ViewGraph) -> ViewNode { PreferredColorSchemeNode(graph: graph) }
}

@MainActor
final class PreferredColorSchemeNode: ModifierNode<_PreferredColorSchemeModifier> {
    private weak var state: _SceneState?

    override func didUpdate(isFirst: Bool) {
        state = environment._sceneState
        state?.setPreferredColorScheme(modifier?.colorScheme, from: ObjectIdentifier(self))
    }

    override func unmount() {
        state?.setPreferredColorScheme(nil, from: ObjectIdentifier(self))
        super.unmount()
    }
}
