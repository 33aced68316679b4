/// A view that switches between pages with a row of tabs.
///
/// Each view in `content` is one page; its `.tabItem { Label(…) }` names the tab, and its
/// `.tag(_:)` (or a ``Tab``'s `value`) is the selection value it stands for. On GNOME the tabs are
/// a linked row of buttons showing each tab's icon and title: in the window's header bar when
/// the tab view fills a window, above the pages otherwise (in a sheet, or inside another tab
/// view). Every page stays mounted, so `@State` in a tab survives switching tabs; only the
/// page shown is visible to keyboard focus and assistive technologies.
///
/// ```swift
/// @State private var selection = "inbox"
///
/// TabView(selection: $selection) {
///     InboxView()
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .tag("inbox")
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag("settings")
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Tab views are primitive.
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view whose shown page is the one tagged with `selection`'s value.
    ///
    /// Clicking a tab writes its tag to `selection` once; setting `selection` from code shows the
    /// page with that tag. A tab without a tag of `SelectionValue`'s type is shown but cannot be
    /// chosen through the binding (reported once).
    ///
    /// - Parameters:
    ///   - selection: The tag of the page shown; nil lets the tab view keep its own.
    ///   - content: The pages, each with a `.tabItem` and a `.tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Creates a tab view that keeps its own selection, starting on the first page.
    ///
    /// - Parameter content: The pages, each with a `.tabItem`.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.selection = nil
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { TabViewNode<SelectionValue>(graph: graph) }
}

/// What a ``TabViewNode`` reads from a ``TabView``.
@MainActor
protocol TabViewRepresentable<SelectionValue> {
    associatedtype SelectionValue: Hashable
    var selectionBinding: Binding<SelectionValue>? { get }
    var pagesContent: any View { get }
}

extension TabView: TabViewRepresentable {
    var selectionBinding: Binding<SelectionValue>? { selection }
    var pagesContent: any View { content }
}
