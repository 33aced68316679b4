/// A column of views that builds only the rows on screen.
///
/// It takes the same content as `List` — static views, `ForEach`, `Section` — and shows it
/// without list styling: no row padding, highlight or selection, just the views stacked with
/// `spacing` between them and aligned by `alignment`. Rows keep their state and are recycled
/// exactly as in a `List`.
///
/// A lazy stack scrolls on its own (it is a `GtkListView` in a `GtkScrolledWindow`) and fills
/// the space it is offered. Inside a `ScrollView` it still scrolls its rows itself, in the
/// visible part of the scroll view, where SwiftUI scrolls the stack with the content around
/// it. Spacing is applied as a
/// margin of half the spacing above and below each row. `pinnedViews` is accepted but
/// headers scroll with the rows.
///
/// ```swift
/// LazyVStack(alignment: .leading, spacing: 4) {
///     ForEach(messages) { MessageRow(message: $0) }
/// }
/// ```
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Lazy stacks are primitive.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy column of the views `content` builds.
    ///
    /// - Parameters:
    ///   - alignment: Where rows narrower than the stack sit.
    ///   - spacing: Points between rows; nil for the default of 8.
    ///   - pinnedViews: Accepted for SwiftUI compatibility; nothing is pinned.
    ///   - content: The rows.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LazyListNode(graph: graph) }
}

extension LazyVStack: LazyContainerView {
    var lazyConfiguration: LazyListConfiguration {
        LazyListConfiguration(style: .plain, spacing: spacing ?? defaultStackSpacing, alignment: alignment.position)
    }
    var lazyContent: any View { content }
    var lazySelection: ListSelection? { nil }
}
