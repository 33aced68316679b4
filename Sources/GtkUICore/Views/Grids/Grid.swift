/// Lays out views in rows and columns, every column as wide as its widest cell.
///
/// Each ``GridRow`` in the content is a row and each view in a row a cell; a cell can span
/// several columns with ``View/gridCellColumns(_:)``. A view in the content that is not in a
/// `GridRow` (a `Divider`, a heading) is a row of its own spanning all the columns. Rows with
/// fewer cells than the grid has columns leave the rest empty. Cells that do not fill their
/// area sit at `alignment`, unless their row, column (``View/gridColumnAlignment(_:)``) or
/// cell (``View/gridCellAnchor(_:)``) says otherwise. Unlike `LazyVGrid`, a `Grid` builds
/// all of its cells at once.
///
/// It is a `GtkGrid`. A change inside one cell updates that cell only; adding, removing or
/// resizing a cell moves only the cells whose place changed.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text(person.name) }
///     Divider()
///     GridRow { Text("Email"); Text(person.email) }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    /// Grids are primitive.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// Creates a grid of the rows `content` builds.
    ///
    /// - Parameters:
    ///   - alignment: Where a cell's content sits in its cell, when nothing nearer says.
    ///   - horizontalSpacing: Points between columns; nil for the default of 8.
    ///   - verticalSpacing: Points between rows; nil for the default of 8.
    ///   - content: The rows: `GridRow`s and views that span the grid's width.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { GridNode(graph: graph) }
}

@MainActor
protocol GridRepresentable {
    var gridAlignment: Alignment { get }
    var gridSpacing: (horizontal: Double, vertical: Double) { get }
    var gridContent: any View { get }
}

extension Grid: GridRepresentable {
    var gridAlignment: Alignment { alignment }
    var gridSpacing: (horizontal: Double, vertical: Double) {
        (horizontalSpacing ?? defaultStackSpacing, verticalSpacing ?? defaultStackSpacing)
    }
    var gridContent: any View { content }
}

/// A `Grid`'s node: one grid widget of the backend's, whose cells it places from the rows and
/// cell modifiers of its content whenever they change.
@MainActor
final class GridNode: ContainerNode {
    private var alignment = Alignment.center
    private var spacing = (horizontal: defaultStackSpacing, vertical: defaultStackSpacing)
    private var placed: [GridCellPlacement]?
    private var placedSpacing: (horizontal: Double, vertical: Double)?

    private var backend: any GridBackend { requiredBackend((any GridBackend).self, of: graph, for: "Grid") }

    override func makeContainer() -> BackendWidget { backend.makeGrid() }

    override func configure(_ container: BackendWidget, with view: any View) {
        let grid = view as! GridRepresentable
        alignment = grid.gridAlignment
        spacing = grid.gridSpacing
    }

    override func contentView(of view: any View) -> any View { (view as! GridRepresentable).gridContent }

    override func update(_ view: any View, environment: EnvironmentValues) {
        super.update(view, environment: environment)
        // The widgets may be the same while a row's alignment, a span or the spacing changed.
        layOut()
    }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) { layOut() }

    /// A row's alignment or a cell modifier inside the grid changed without the grid updating:
    /// places the cells again unless the grid is updating and will do so itself.
    func cellsDidChange() {
        guard !isReconcilingChildren else { return }
        layOut()
    }

    private func layOut() {
        guard let container, let content else { return }
        let cells = GridLayout(alignment: alignment).placements(for: content)
        if let placed, placed == cells, let placedSpacing, placedSpacing == spacing { return }
        placed = cells
        placedSpacing = spacing
        backend.updateGrid(
            container, cells: cells, horizontalSpacing: spacing.horizontal, verticalSpacing: spacing.vertical)
    }

    override func unmount() {
        placed = nil
        super.unmount()
    }
}

extension ViewNode {
    /// The grid whose cells this node's widgets are, if any: the nearest `Grid` above with no
    /// other container in between.
    var enclosingGrid: GridNode? {
        var node = parent
        while let current = node {
            if let grid = current as? GridNode { return grid }
            if current is ContainerNode { return nil }
            node = current.parent
        }
        return nil
    }
}
