/// A grid of cells, filled column by column, that builds only the cells on screen.
///
/// The horizontal counterpart of ``LazyVGrid``: `rows` describes the rows, and the cells of
/// the content fill the first column from top to bottom, then the next, scrolling sideways.
/// Cells keep their state and are recycled exactly as list rows are.
///
/// It is a horizontal `GtkGridView` in a `GtkScrolledWindow`. `GtkGridView` gives every row
/// the same height, so `rows` is approximated as `LazyVGrid` approximates its columns:
/// `.fixed` and `.flexible` items make exactly that many rows, each cell at least the tallest
/// `.fixed` height; with an `.adaptive(minimum:)` item each cell is at least that minimum tall
/// and there are as many rows as there are other items (at least one), since a grid that
/// scrolls sideways is as tall as its rows. `maximum` and per-item `spacing` are not applied;
/// `spacing` (default 8) is used between rows and columns, as a margin of half of it around
/// each cell.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
///     ForEach(emoji, id: \.self) { Text($0).font(.largeTitle) }
/// }
/// ```
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// Lazy grids are primitive.
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy grid of the cells `content` builds.
    ///
    /// - Parameters:
    ///   - rows: The rows (see the type's discussion for how they are approximated).
    ///   - alignment: Where a cell's content sits when no item says.
    ///   - spacing: Points between columns and between rows; nil for the default of 8.
    ///   - pinnedViews: Accepted for SwiftUI compatibility; nothing is pinned.
    ///   - content: The cells.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LazyListNode(graph: graph) }
}

extension LazyHGrid: LazyContainerView {
    var lazyConfiguration: LazyListConfiguration {
        var rows = LazyVGrid<EmptyView>.gridColumns(for: self.rows)
        // A grid scrolling sideways is as tall as its rows: an adaptive count has no height to fit.
        rows.maximumCount = rows.minimumCount
        return LazyListConfiguration(
            style: .grid(rows), spacing: spacing ?? defaultStackSpacing,
            alignment: self.rows.first?.alignment?.vertical.position ?? alignment.position, axis: .horizontal)
    }
    var lazyContent: any View { content }
    var lazySelection: ListSelection? { nil }
}
