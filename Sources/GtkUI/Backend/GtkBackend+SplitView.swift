import CGtk
import GtkUICore

extension GtkBackend: SplitViewBackend {
    /// Creates a split view: a `GtkOverlay` whose size probe reports the width the split view
    /// is given, over which the columns sit in `GtkPaned`s.
    public func makeSplitView(onCollapse: @escaping @MainActor (Bool) -> Void) -> BackendWidget {
        let split = SplitViewWidget(
            UnsafeMutableRawPointer(gtkui_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)))
        split.setUp(onCollapse: onCollapse)
        return split
    }

    /// Places the columns in panes on first use, then shows the columns `description` asks for:
    /// the visible ones side by side, or the collapsed column alone.
    public func updateSplitView(_ splitView: BackendWidget, columns: [BackendWidget], description: SplitViewDescription)
    {
        let split = splitView as! SplitViewWidget
        let columns = columns.map { $0 as! Gtk.Widget }
        if split.columns.map(\.pointer) != columns.map(\.pointer) {
            for column in columns {
                column.addCSSClass("gtkui-split-column")
                column.isPageRoot = true
                placePageRoot(column)
                detach(column)
            }
            split.place(columns)
            statistics.recordWrite("SplitView", "columns")
        }
        split.collapseWidth = description.collapseWidth
        if split.description != description {
            split.apply(description)
            statistics.recordWrite("SplitView", "layout")
        }
        let sidebarShown = description.visibleColumns.first ?? false
        if split.sidebarToggle.isActive != sidebarShown {
            split.isUpdatingToggle = true
            split.sidebarToggle.isActive = sidebarShown
            split.isUpdatingToggle = false
            statistics.recordWrite("SplitView", "sidebarToggle")
        }
    }

    /// The split view's sidebar toggle: a `GtkToggleButton` with the `sidebar-show-symbolic`
    /// icon, named “Toggle Sidebar” for assistive technologies and its tooltip, pressed while the
    /// sidebar shows.
    public func sidebarToggle(of splitView: BackendWidget, onToggle: @escaping @MainActor (Bool) -> Void)
        -> BackendWidget
    {
        let split = splitView as! SplitViewWidget
        split.onSidebarToggle = onToggle
        return split.sidebarToggle
    }
}

/// A split view on GTK: columns in `GtkPaned`s (the second nested in the first for three
/// columns) over a `GtkDrawingArea` that only reports the split view's width, so that the
/// split view collapses to one column when it is narrow.
final class SplitViewWidget: Gtk.Widget, CompositeControl {
    private(set) var columns: [Gtk.Widget] = []
    private let sizeProbe = Gtk.Widget(UnsafeMutableRawPointer(gtk_drawing_area_new()))
    private let outer = Gtk.Widget(UnsafeMutableRawPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)))
    private let inner = Gtk.Widget(UnsafeMutableRawPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)))
    private(set) var description: SplitViewDescription?
    var collapseWidth = 500.0
    private(set) var isCollapsed = false
    private var onCollapse: (@MainActor (Bool) -> Void)?
    /// The title bar's sidebar toggle.
    let sidebarToggle = Gtk.ToggleButton()
    /// Set while the backend presses or releases the toggle, which is not a person's use.
    var isUpdatingToggle = false
    var onSidebarToggle: (@MainActor (Bool) -> Void)?

    func setUp(onCollapse: @escaping @MainActor (Bool) -> Void) {
        self.onCollapse = onCollapse
        flexibility = (true, true)
        gtk_widget_set_can_target(gtkui_widget(sizeProbe.pointer), 0)
        sizeProbe.expandsHorizontally = true
        sizeProbe.expandsVertically = true
        gtk_overlay_set_child(OpaquePointer(pointer), gtkui_widget(sizeProbe.pointer))
        gtk_overlay_add_overlay(OpaquePointer(pointer), gtkui_widget(outer.pointer))
        gtk_overlay_set_measure_overlay(OpaquePointer(pointer), gtkui_widget(outer.pointer), 1)
        for paned in [outer, inner] {
            gtk_paned_set_shrink_start_child(OpaquePointer(paned.pointer), 0)
            gtk_paned_set_shrink_end_child(OpaquePointer(paned.pointer), 0)
            gtk_paned_set_resize_start_child(OpaquePointer(paned.pointer), 0)
            // A focused paned takes Escape to cancel a divider move, so Escape could not go
            // back; GTK focuses it when the column holding focus is hidden.
            gtk_widget_set_focusable(gtkui_widget(paned.pointer), 0)
        }
        // GtkDrawingArea::resize passes two ints, as a range signal passes two guints.
        sizeProbe.connectIgnoringRange("resize") { [weak self] in self?.sizeChanged() }
        // Dragging a divider moves the paned's position: keep the column at its greatest width.
        outer.connectIgnoringArgument("notify::position") { [weak self] in self?.clampPosition(of: 0) }
        inner.connectIgnoringArgument("notify::position") { [weak self] in self?.clampPosition(of: 1) }
        setUpSidebarToggle()
    }

    private func setUpSidebarToggle() {
        gtk_button_set_icon_name(gtkui_button(sidebarToggle.pointer), "sidebar-show-symbolic")
        let name = Localization.translate("Toggle Sidebar")
        sidebarToggle.setAccessibleLabel(name)
        sidebarToggle.recordedAccessibleLabel = name
        sidebarToggle.tooltip = name
        sidebarToggle.connect("toggled") { [weak self] in
            guard let self, !self.isUpdatingToggle else { return }
            self.onSidebarToggle?(self.sidebarToggle.isActive)
        }
    }

    /// Moves the divider after column `index` (0: the sidebar's, 1: the content column's) back
    /// to the column's greatest width when it passed it; a column whose content needs more
    /// room than that keeps the room (the paned would put it back and this would fight it).
    private func clampPosition(of index: Int) {
        guard let width = description?.widths, width.indices.contains(index), let greatest = width[index]?.max,
            columns.indices.contains(index)
        else { return }
        let paned = OpaquePointer((index == 0 ? outer : inner).pointer)
        var least: Int32 = 0
        gtk_widget_measure(
            gtkui_widget(columns[index].pointer), GTK_ORIENTATION_HORIZONTAL, -1, &least, nil, nil, nil)
        let limit = max(Int32(greatest), least)
        if gtk_paned_get_position(paned) > limit { gtk_paned_set_position(paned, limit) }
    }

    /// Puts two columns in the outer pane, or the first beside an inner pane of the other two.
    func place(_ newColumns: [Gtk.Widget]) {
        columns = newColumns
        description = nil
        let outerPaned = OpaquePointer(outer.pointer)
        let innerPaned = OpaquePointer(inner.pointer)
        gtk_paned_set_start_child(outerPaned, nil)
        gtk_paned_set_end_child(outerPaned, nil)
        gtk_paned_set_start_child(innerPaned, nil)
        gtk_paned_set_end_child(innerPaned, nil)
        guard let first = newColumns.first else { return }
        first.addCSSClass("gtkui-split-sidebar")
        gtk_paned_set_start_child(outerPaned, gtkui_widget(first.pointer))
        if newColumns.count == 3 {
            gtk_paned_set_start_child(innerPaned, gtkui_widget(newColumns[1].pointer))
            gtk_paned_set_end_child(innerPaned, gtkui_widget(newColumns[2].pointer))
            gtk_paned_set_end_child(outerPaned, gtkui_widget(inner.pointer))
        } else if let last = newColumns.last, newColumns.count > 1 {
            gtk_paned_set_end_child(outerPaned, gtkui_widget(last.pointer))
        }
    }

    /// Shows the columns `description` asks for and sets the panes' widths.
    func apply(_ newDescription: SplitViewDescription) {
        let widthsChanged = description?.widths != newDescription.widths
        description = newDescription
        for (index, column) in columns.enumerated() {
            let shown =
                isCollapsed
                ? index == newDescription.collapsedColumn
                : newDescription.visibleColumns.indices.contains(index) && newDescription.visibleColumns[index]
            if column.isVisible != shown { column.isVisible = shown }
            let width = newDescription.widths.indices.contains(index) ? newDescription.widths[index] : nil
            gtk_widget_set_size_request(gtkui_widget(column.pointer), Int32(isCollapsed ? -1 : width?.min ?? -1), -1)
        }
        if columns.count == 3 {
            inner.isVisible = columns[1].isVisible || columns[2].isVisible
        }
        keepFocusInShownColumns()
        guard widthsChanged else { return }
        let defaults = [220.0, 260.0]
        gtk_paned_set_position(
            OpaquePointer(outer.pointer), Int32(newDescription.widths.first.flatMap { $0?.ideal } ?? defaults[0]))
        if columns.count == 3 {
            let ideal = newDescription.widths.count > 1 ? newDescription.widths[1]?.ideal : nil
            gtk_paned_set_position(OpaquePointer(inner.pointer), Int32(ideal ?? defaults[1]))
        }
    }

    /// Moves keyboard focus into the first shown column when the column that had it was hidden,
    /// so a person choosing a row with the keyboard goes on in the column it shows; with
    /// nothing there to focus yet, the window is left with no focus and GTK picks the next
    /// focusable widget.
    private func keepFocusInShownColumns() {
        guard let root = gtk_widget_get_root(gtkui_widget(pointer)),
            columns.contains(where: { !$0.isVisible && $0.containsFocus })
        else { return }
        if let shown = columns.first(where: \.isVisible), shown.moveFocusInside() { return }
        gtk_root_set_focus(root, nil)
    }

    /// Whether the paned's divider is shown, for tests: it is hidden while one column is.
    var showsDivider: Bool { columns.filter(\.isVisible).count > 1 }

    private func sizeChanged() {
        let width = Double(sizeProbe.allocatedSize.width)
        let collapsed = width > 0 && width < collapseWidth
        guard collapsed != isCollapsed else { return }
        isCollapsed = collapsed
        // Report after this allocation: the views change which columns are shown.
        Gtk.MainLoop.schedule { [weak self] in
            guard let self, self.isCollapsed == collapsed else { return }
            self.description = nil
            self.onCollapse?(collapsed)
        }
    }

    func disconnectInnerSignals() {
        sizeProbe.disconnectAllSignals()
        outer.disconnectAllSignals()
        inner.disconnectAllSignals()
        sidebarToggle.disconnectAllSignals()
        onCollapse = nil
        onSidebarToggle = nil
    }
}
