/// A grid of cells, filled row by row, that builds only the cells on screen.
///
/// It takes the same content as `List` — static views, `ForEach`, `Section` — and shows each
/// row of that content as one cell. Cells keep their state and are recycled exactly as list
/// rows are.
///
/// It is a `GtkGridView` in a `GtkScrolledWindow`: the grid scrolls on its own, also inside a
/// `ScrollView` (see ``LazyVStack``). `GtkGridView` gives every column the same width, so
/// `columns` is approximated:
/// - only `.fixed` and `.flexible` items: exactly that many columns, sharing the width
///   equally; each cell asks for at least the widest `.fixed` width;
/// - any `.adaptive(minimum:)` item: as many columns as fit, each at least the largest
///   adaptive minimum wide (at least as many as there are other items, at most 64);
/// - `maximum` widths and per-item `spacing` are not applied; `spacing` (default 8) is
///   used between rows and between columns, as a margin of half of it around each cell;
/// - a cell's content sits by the first item's `alignment`, or `alignment`.
///
/// Section headers and footers are cells too, not full-width rows.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(photos) { Thumbnail(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// Lazy grids are primitive.
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy grid of the cells `content` builds.
    ///
    /// - Parameters:
    ///   - columns: The columns (see the type's discussion for how they are approximated).
    ///   - alignment: Where a cell's content sits when no item says.
    ///   - spacing: Points between rows and between columns; nil for the default of 8.
    ///   - pinnedViews: Accepted for SwiftUI compatibility; nothing is pinned.
    ///   - content: The cells.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LazyListNode(graph: graph) }

    /// The uniform columns a recycling grid can show for `items`.
    static func gridColumns(for items: [GridItem]) -> LazyGridColumns {
        var counted = 0
        var widest: Double?
        var adaptiveMinimum: Double?
        for item in items {
            switch item.size {
            case .fixed(let width):
                counted += 1
                widest = max(widest ?? 0, width)
            case .flexible:
                counted += 1
            case .adaptive(let minimum, _):
                adaptiveMinimum = max(adaptiveMinimum ?? 0, minimum)
            }
        }
        guard let adaptiveMinimum else {
            let count = max(1, counted)
            return LazyGridColumns(minimumCount: count, maximumCount: count, minimumCellWidth: widest)
        }
        return LazyGridColumns(
            minimumCount: max(1, counted), maximumCount: max(64, counted),
            minimumCellWidth: max(adaptiveMinimum, widest ?? 0))
    }
}

extension LazyVGrid: LazyContainerView {
    var lazyConfiguration: LazyListConfiguration {
        LazyListConfiguration(
            style: .grid(Self.gridColumns(for: columns)), spacing: spacing ?? defaultStackSpacing,
            alignment: columns.first?.alignment?.horizontal.position ?? alignment.position)
    }
    var lazyContent: any View { content }
    var lazySelection: ListSelection? { nil }
}
