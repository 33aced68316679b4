/// A row of views that builds only the views on screen.
///
/// It takes the same content as `List` — static views, `ForEach`, `Section` — and shows it
/// side by side without list styling, with `spacing` between the views and aligned by
/// `alignment`. Views keep their state and are recycled exactly as list rows are.
///
/// Like ``LazyVStack`` it scrolls on its own (a horizontal `GtkListView` in a
/// `GtkScrolledWindow`): it takes the width offered and is as tall as its tallest view on
/// screen. Spacing is applied as a margin of half the spacing before and after each view.
/// `pinnedViews` is accepted but headers scroll with the views.
///
/// ```swift
/// LazyHStack(spacing: 12) {
///     ForEach(albums) { AlbumCover(album: $0) }
/// }
/// ```
public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// Lazy stacks are primitive.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy row of the views `content` builds.
    ///
    /// - Parameters:
    ///   - alignment: Where views shorter than the stack sit.
    ///   - spacing: Points between views; nil for the default of 8.
    ///   - pinnedViews: Accepted for SwiftUI compatibility; nothing is pinned.
    ///   - content: The views.
    public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LazyListNode(graph: graph) }
}

extension LazyHStack: LazyContainerView {
    var lazyConfiguration: LazyListConfiguration {
        LazyListConfiguration(
            style: .plain, spacing: spacing ?? defaultStackSpacing, alignment: alignment.position, axis: .horizontal)
    }
    var lazyContent: any View { content }
    var lazySelection: ListSelection? { nil }
}
