/// Namespace for the title bar's settings, as in SwiftUI.
public struct NavigationBarItem: Sendable {
    /// How a page's title is shown in the title bar.
    ///
    /// GNOME header bars show one size of title, centered; every mode shows it so.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The platform's choice: inline on GNOME.
        case automatic
        /// A small title in the title bar.
        case inline
        /// A large title under the title bar on iOS; inline on GNOME.
        case large
    }
}

/// Hides the title bar's back button while this view's page is on top.
public struct _NavigationBackButtonHiddenModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let isHidden: Bool
    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationBackButtonHiddenNode(graph: graph) }
}

extension View {
    /// Sets how the page's title is shown; a hint that GNOME's header bar shows every title inline.
    ///
    /// Accepted so iOS code ports unchanged; it changes nothing on GNOME.
    ///
    /// - Parameter displayMode: The title's style.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self {
        self
    }

    /// Hides the back button while this view's page is on top of the navigation stack.
    ///
    /// With the button hidden, Escape and Alt+Left do not go back either; offer your own way
    /// back, for example a button calling `dismiss()`.
    ///
    /// - Parameter hidesBackButton: Whether to hide the back button; true unless given.
    public func navigationBarBackButtonHidden(
        _ hidesBackButton: Bool = true
    ) -> ModifiedContent<Self, _NavigationBackButtonHiddenModifier> {
        modifier(_NavigationBackButtonHiddenModifier(isHidden: hidesBackButton))
    }
}

@MainActor
final class NavigationBackButtonHiddenNode: ModifierNode<_NavigationBackButtonHiddenModifier> {
    private weak var page: PageNode?

    override func didUpdate(isFirst: Bool) {
        guard let modifier, let page = environment.navigationPage else { return }
        self.page = page
        page.setBackButtonHidden(modifier.isHidden)
    }

    override func unmount() {
        page?.setBackButtonHidden(false)
        super.unmount()
    }
}
