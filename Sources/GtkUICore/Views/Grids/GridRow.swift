/// One row of a ``Grid``: each view in it is a cell, in column order.
///
/// A row has no widget of its own; its cells are placed in the grid's columns, so cells in the
/// same column line up across rows.
///
/// ```swift
/// Grid {
///     GridRow(alignment: .top) {
///         Text("Address")
///         Text("1 Infinite Loop\nCupertino")
///     }
/// }
/// ```
public struct GridRow<Content: View>: View, PrimitiveView {
    /// Grid rows are primitive.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row of the cells `content` builds.
    ///
    /// - Parameters:
    ///   - alignment: Where cells shorter than the row sit; nil for the grid's alignment.
    ///   - content: The cells, one per column (or more, with ``View/gridCellColumns(_:)``).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { GridRowNode(graph: graph) }
}

@MainActor
protocol GridRowRepresentable {
    var rowAlignment: VerticalAlignment? { get }
    var rowContent: any View { get }
}

extension GridRow: GridRowRepresentable {
    var rowAlignment: VerticalAlignment? { alignment }
    var rowContent: any View { content }
}

/// A `GridRow`'s node: its cells' widgets pass through to the grid, which reads the row's
/// alignment from it.
@MainActor
final class GridRowNode: SingleChildNode {
    private(set) var alignment: VerticalAlignment?

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        let row = view as! GridRowRepresentable
        let alignmentChanged = child != nil && alignment != row.rowAlignment
        alignment = row.rowAlignment
        show(row.rowContent, environment: environment)
        if alignmentChanged { enclosingGrid?.cellsDidChange() }
    }
}
