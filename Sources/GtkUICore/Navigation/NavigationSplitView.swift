/// A view of two or three columns side by side: a sidebar, an optional content column, and a
/// detail column.
///
/// A `List(selection:)` in the sidebar (or content column) usually drives the next column:
/// selecting a row writes the selection, and the detail closure, built with the new
/// selection, is shown. The detail keeps its `@State` while the same kind of view is shown.
/// On GNOME the columns sit in `GtkPaned`s, the sidebar's lists in GNOME's
/// `navigation-sidebar` style. When the window is narrower than 500 points the columns collapse
/// into a stack, the sidebar first: selecting a row there shows the next column, and the
/// header bar's back button (or Escape, Alt+Left) goes back.
///
/// ```swift
/// @State private var selected: Mail.ID?
///
/// NavigationSplitView {
///     List(mails, selection: $selected) { Text($0.subject) }
/// } detail: {
///     if let selected { MailView(id: selected) } else { Text("Select a mail") }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    /// Split views are primitive.
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// Creates a three-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The leading column.
    ///   - content: The middle column.
    ///   - detail: The trailing column.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = nil
    }

    /// Creates a three-column split view whose shown columns follow `columnVisibility`.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns are shown.
    ///   - sidebar: The leading column.
    ///   - content: The middle column.
    ///   - detail: The trailing column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// Creates a two-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: The leading column.
    ///   - detail: The trailing column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = nil
    }

    /// Creates a two-column split view whose shown columns follow `columnVisibility`.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns are shown.
    ///   - sidebar: The leading column.
    ///   - detail: The trailing column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationSplitViewNode(graph: graph) }
}

/// What a ``NavigationSplitViewNode`` reads from a ``NavigationSplitView``.
@MainActor
protocol NavigationSplitViewRepresentable {
    /// The columns, leading first: two or three.
    var columnViews: [any View] { get }
    var visibilityBinding: Binding<NavigationSplitViewVisibility>? { get }
}

extension NavigationSplitView: NavigationSplitViewRepresentable {
    var columnViews: [any View] { content.map { [sidebar, $0, detail] } ?? [sidebar, detail] }
    var visibilityBinding: Binding<NavigationSplitViewVisibility>? { columnVisibility }
}

/// Which columns of a ``NavigationSplitView`` are shown.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        case all, doubleColumn, detailOnly, automatic
    }
    let kind: Kind

    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The content and detail columns of a three-column view; both columns of a two-column one.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
    /// What suits the window: every column on GNOME.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)

    /// Whether the column at `index` of `count` columns is shown.
    func shows(column index: Int, of count: Int) -> Bool {
        switch kind {
        case .all, .automatic: true
        case .doubleColumn: index >= count - 2
        case .detailOnly: index == count - 1
        }
    }
}
