import GtkUICore

extension RecordingBackend: SplitViewBackend {
    /// Creates a `SplitView` test widget; ``TestWidget/resize(collapsed:)`` calls `onCollapse`
    /// as a window narrowed or widened past the collapse width would.
    public func makeSplitView(onCollapse: @escaping @MainActor (Bool) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "SplitView")
        widget.onCollapse = onCollapse
        return widget
    }

    /// Holds every column as a child and records the columns' ideal widths (`widths`, 0 for
    /// none), which are shown side by side (`visibleColumns`) and the one shown while collapsed
    /// (`collapsedColumn`), counting only changes.
    public func updateSplitView(_ splitView: BackendWidget, columns: [BackendWidget], description: SplitViewDescription)
    {
        let widget = splitView as! TestWidget
        if widget.children.map(ObjectIdentifier.init) != columns.map({ ObjectIdentifier($0 as! TestWidget) }) {
            setChildren(columns, of: splitView)
            statistics.recordWrite("SplitView", "columns")
        }
        widget.set("widths", description.widths.map { $0?.ideal ?? 0 }, statistics)
        widget.set("visibleColumns", description.visibleColumns, statistics)
        widget.set("collapsedColumn", description.collapsedColumn, statistics)
        let toggle = widget.properties["sidebarToggle"] as? TestWidget
        toggle?.set("isOn", description.visibleColumns.first ?? false, statistics)
    }

    /// A `ToggleButton` titled “Toggle Sidebar”, made once per split view, that
    /// ``TestWidget/toggle()`` flips as a person's click does; it is on while the sidebar shows.
    public func sidebarToggle(of splitView: BackendWidget, onToggle: @escaping @MainActor (Bool) -> Void)
        -> BackendWidget
    {
        let widget = splitView as! TestWidget
        if let toggle = widget.properties["sidebarToggle"] as? TestWidget { return toggle }
        let toggle = TestWidget(kind: "ToggleButton")
        toggle.properties["text"] = "Toggle Sidebar"
        toggle.onToggle = onToggle
        widget.properties["sidebarToggle"] = toggle
        return toggle
    }
}

extension TestWidget {
    /// Narrows (`collapsed: true`) or widens the window around a split view past its collapse
    /// width: the split view shows one column at a time, or all again.
    public func resize(collapsed: Bool) {
        precondition(kind == "SplitView", "resize(collapsed:) needs a split view, not a \(kind)")
        properties["collapsed"] = collapsed
        onCollapse?(collapsed)
    }

    /// The columns a split view shows: the current one while collapsed, else every visible one.
    public var shownColumns: [TestWidget] {
        precondition(kind == "SplitView", "shownColumns needs a split view, not a \(kind)")
        if properties["collapsed"] as? Bool == true {
            let index = properties["collapsedColumn"] as? Int ?? 0
            return children.indices.contains(index) ? [children[index]] : []
        }
        let visible = properties["visibleColumns"] as? [Bool] ?? []
        return children.enumerated().filter { visible.indices.contains($0.offset) && visible[$0.offset] }.map(\.element)
    }
}
