import CGtk
import GtkUICore

/// A `GtkGrid` that assistive technologies see as a group, as they see a stack's box.
final class GridBox: Gtk.Widget {
    convenience init() {
        self.init(UnsafeMutableRawPointer(gtkui_widget_new_with_role(gtk_grid_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)))
    }
    var grid: UnsafeMutablePointer<GtkGrid> { pointer.assumingMemoryBound(to: GtkGrid.self) }
}

/// Where and how a grid last placed a cell, so an unchanged cell is not written again.
private struct GridCellKey: Hashable {
    let row: Int
    let column: Int
    let span: Int
}

/// How a grid last aligned a cell within its area.
private struct GridAlignmentKey: Hashable {
    let horizontal: GtkAlign.RawValue
    let vertical: GtkAlign.RawValue
    let expandsHorizontally: Bool
    let expandsVertically: Bool
}

extension GtkBackend: GridBackend {
    /// Creates a `GtkGrid`, whose columns are as wide as their widest cell and rows as tall as
    /// their tallest.
    public func makeGrid() -> BackendWidget { GridBox() }

    /// Attaches new cells, moves cells whose place changed through their grid layout child,
    /// removes the cells left out, and aligns each cell: a flexible view fills its area (and
    /// asks the grid for more space unless that axis is unsized), another sits at its alignment.
    public func updateGrid(
        _ grid: BackendWidget, cells: [GridCellPlacement], horizontalSpacing: Double, verticalSpacing: Double
    ) {
        let box = grid as! GridBox
        let widgets = cells.map { $0.widget as! Gtk.Widget }
        let wanted = Set(widgets.map(\.pointer))
        for child in box.childPointers where !wanted.contains(child) {
            gtk_grid_remove(box.grid, gtkui_widget(child))
        }
        write(box, "Grid", "columnSpacing", Int(horizontalSpacing.rounded())) {
            gtk_grid_set_column_spacing(box.grid, guint(max($0, 0)))
        }
        write(box, "Grid", "rowSpacing", Int(verticalSpacing.rounded())) {
            gtk_grid_set_row_spacing(box.grid, guint(max($0, 0)))
        }
        for (cell, widget) in zip(cells, widgets) {
            let key = GridCellKey(row: cell.row, column: cell.column, span: cell.columnSpan)
            if widget.parentPointer != box.pointer {
                detach(widget)
                widget.stackPlacement = nil
                widget.written["gridCell"] = key
                gtk_grid_attach(
                    box.grid, gtkui_widget(widget.pointer), Int32(cell.column), Int32(cell.row), Int32(cell.columnSpan),
                    1)
            } else {
                write(widget, "Grid", "gridCell", key) { key in
                    let layout = gtk_widget_get_layout_manager(gtkui_widget(box.pointer))
                    let child = OpaquePointer(gtk_layout_manager_get_layout_child(layout, gtkui_widget(widget.pointer)))
                    gtk_grid_layout_child_set_row(child, Int32(key.row))
                    gtk_grid_layout_child_set_column(child, Int32(key.column))
                    gtk_grid_layout_child_set_column_span(child, Int32(key.span))
                }
            }
            align(widget, as: cell)
        }
        box.flexibility = (
            zip(cells, widgets).contains { $1.flexibility.horizontal && !$0.unsizedAxes.contains(.horizontal) },
            zip(cells, widgets).contains { $1.flexibility.vertical && !$0.unsizedAxes.contains(.vertical) }
        )
    }

    private func align(_ widget: Gtk.Widget, as cell: GridCellPlacement) {
        let fills = widget.flexibility
        let key = GridAlignmentKey(
            horizontal: fills.horizontal
                ? GTK_ALIGN_FILL.rawValue : Self.gridAlign(cell.horizontal, vertical: false).rawValue,
            vertical: fills.vertical ? GTK_ALIGN_FILL.rawValue : Self.gridAlign(cell.vertical, vertical: true).rawValue,
            expandsHorizontally: fills.horizontal && !cell.unsizedAxes.contains(.horizontal),
            expandsVertically: fills.vertical && !cell.unsizedAxes.contains(.vertical))
        write(widget, "Grid", "alignment", key) { key in
            widget.horizontalAlignment = GtkAlign(rawValue: key.horizontal)
            widget.verticalAlignment = GtkAlign(rawValue: key.vertical)
            widget.expandsHorizontally = key.expandsHorizontally
            widget.expandsVertically = key.expandsVertically
        }
    }

    private static func gridAlign(_ position: AxisAlignment, vertical: Bool) -> GtkAlign {
        switch position {
        case .leading: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .trailing: GTK_ALIGN_END
        // A grid row aligns its cells' first baselines; a column has none.
        case .firstTextBaseline: vertical ? GTK_ALIGN_BASELINE : GTK_ALIGN_START
        }
    }
}
