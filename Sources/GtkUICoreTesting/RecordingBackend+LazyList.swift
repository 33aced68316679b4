import GtkUICore

extension RecordingBackend: LazyListBackend {
    /// Creates a `LazyList` test widget that simulates a recycling list: only rows in its viewport
    /// (the first ``RecordingBackend/lazyViewportSize`` positions until scrolled) are bound, each
    /// in a `LazyRow` child.
    public func makeLazyList(_ configuration: LazyListConfiguration, rows: any LazyListRowSource) -> BackendWidget {
        let widget = TestWidget(kind: "LazyList")
        widget.lazyList = LazyListSimulation(
            list: widget, configuration: configuration, rows: rows, viewportSize: lazyViewportSize)
        widget.set("style", "\(configuration.style)", statistics)
        widget.set("selectionMode", "\(configuration.selectionMode)", statistics)
        if configuration.appearance != .automatic {
            widget.set("appearance", "\(configuration.appearance)", statistics)
        }
        // Fixed by the view that made the list, so not a write.
        widget.properties["axis"] = "\(configuration.axis)"
        return widget
    }

    /// Records the new style and selection mode, counting only changes.
    public func updateLazyList(_ list: BackendWidget, configuration: LazyListConfiguration) {
        let widget = list as! TestWidget
        widget.lazyList?.configuration = configuration
        widget.set("style", "\(configuration.style)", statistics)
        widget.set("selectionMode", "\(configuration.selectionMode)", statistics)
        // The default look is recorded only once a list had another, so plain lists count no writes.
        if configuration.appearance != .automatic || widget.properties["appearance"] != nil {
            widget.set("appearance", "\(configuration.appearance)", statistics)
        }
        // Fixed by the view that made the list, so not a write.
        widget.properties["axis"] = "\(configuration.axis)"
    }

    /// Records the splice (see ``TestWidget/lazySplices``), shifts bound rows and binds what
    /// the viewport now shows.
    public func spliceLazyList(_ list: BackendWidget, _ splice: LazyListSplice) {
        (list as! TestWidget).lazyList?.splice(splice)
    }

    /// Makes `content` the slot's children, taking them out of any slot that showed them, and
    /// records the row's kind as `role` and `selectable` properties.
    public func setLazyRowContent(_ content: [BackendWidget], kind: LazyRowKind, in slot: LazyRowSlot) {
        let slot = slot as! TestWidget
        let widgets = content.map { $0 as! TestWidget }
        for widget in widgets {
            if let previous = widget.parent, previous !== slot, previous.kind == "LazyRow" {
                previous.children.removeAll { $0 === widget }
            }
        }
        setChildren(widgets, of: slot)
        switch kind {
        case .row(let isSelectable, let editActions):
            slot.set("role", "row", statistics)
            slot.set("selectable", isSelectable, statistics)
            // Recorded once a row has shown edit buttons, so lists never edited count no writes.
            if !editActions.isEmpty || slot.properties["editActions"] != nil {
                slot.set("editActions", Self.describe(editActions), statistics)
            }
        case .header, .footer:
            slot.set("role", kind == .header ? "header" : "footer", statistics)
            slot.set("selectable", false, statistics)
        }
    }

    private static func describe(_ actions: LazyRowEditActions) -> String {
        [(LazyRowEditActions.delete, "delete"), (.move, "move"), (.cannotMoveUp, "first"), (.cannotMoveDown, "last")]
            .filter { actions.contains($0.0) }.map(\.1).joined(separator: ",")
    }

    /// The slot's position while it is bound.
    public func lazyRowPosition(of slot: LazyRowSlot, in list: BackendWidget) -> Int? {
        (list as! TestWidget).lazyList?.position(of: slot as! TestWidget)
    }

    /// Records `positions` as the list's selection (see ``TestWidget/selectedRows``).
    public func selectLazyRows(_ positions: [Int], in list: BackendWidget) {
        let widget = list as! TestWidget
        guard let simulation = widget.lazyList, simulation.selection != positions.sorted() else { return }
        simulation.select(positions)
        statistics.recordWrite("LazyList", "selection")
    }

    /// Scrolls the list's simulation so that its viewport starts at `position`.
    public func scrollLazyList(_ list: BackendWidget, toRow position: Int, anchor: UnitPoint?) {
        let widget = list as! TestWidget
        widget.lazyList?.scroll(to: position)
        statistics.recordWrite("LazyList", "scroll")
    }
}
