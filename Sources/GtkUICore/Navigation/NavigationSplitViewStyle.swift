/// How a ``NavigationSplitView`` shares the window between its columns.
///
/// On GNOME every style places the columns side by side in resizable panes; the style is
/// accepted so that SwiftUI code compiles, and read as a hint.
@MainActor
public protocol NavigationSplitViewStyle {}

/// The style that shrinks the detail column to make room for the sidebar (a hint on GNOME).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// The style that keeps the detail column at full size (a hint on GNOME).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// The platform's default style: side-by-side panes on GNOME.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The style that shrinks the detail column to make room for the sidebar.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The style that keeps the detail column at full size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// Sets the style of the split views inside this view: accepted, and a hint on GNOME, where
    /// the columns always sit side by side in resizable panes.
    ///
    /// ```swift
    /// NavigationSplitView { Sidebar() } detail: { Detail() }
    ///     .navigationSplitViewStyle(.balanced)
    /// ```
    ///
    /// - Parameter style: The style.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Sets the width of the split view column this view is the root of.
    ///
    /// - Parameter width: The column's width in points; the pane starts at it and the divider
    ///   can still move.
    public func navigationSplitViewColumnWidth(_ width: Double) -> ModifiedContent<Self, _SplitColumnWidthModifier> {
        modifier(_SplitColumnWidthModifier(width: SplitColumnWidth(min: width, ideal: width, max: width)))
    }

    /// Sets the least, starting and greatest width of the split view column this view is the
    /// root of.
    ///
    /// ```swift
    /// List(selection: $selected) { … }
    ///     .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 320)
    /// ```
    ///
    /// - Parameters:
    ///   - min: The least width, or nil for none.
    ///   - ideal: The starting width.
    ///   - max: The greatest width, or nil for none.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil)
        -> ModifiedContent<Self, _SplitColumnWidthModifier>
    {
        modifier(_SplitColumnWidthModifier(width: SplitColumnWidth(min: min, ideal: ideal, max: max)))
    }
}

/// A split view column's width, from `.navigationSplitViewColumnWidth`.
public struct _SplitColumnWidthModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let width: SplitColumnWidth
    func makeNode(in graph: ViewGraph) -> ViewNode { ModifierNode<_SplitColumnWidthModifier>(graph: graph) }
}

/// The outermost column width set on `view`, if any.
@MainActor
func splitColumnWidth(of view: any View) -> SplitColumnWidth? {
    outermostModifier(_SplitColumnWidthModifier.self, of: view)?.width
}
