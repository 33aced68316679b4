import GtkUICore

extension RecordingBackend: ScrollBackend {
    /// Creates a `ScrollView` test widget.
    public func makeScrollView() -> BackendWidget { TestWidget(kind: "ScrollView") }

    /// Records the axes (`"horizontal"`, `"vertical"` or both, comma-separated) and
    /// `showsIndicators` as properties, counting only values that change.
    public func updateScrollView(_ scrollView: BackendWidget, axes: Axis.Set, showsIndicators: Bool) {
        let widget = scrollView as! TestWidget
        let names = [(Axis.Set.horizontal, "horizontal"), (.vertical, "vertical")].filter { axes.contains($0.0) }
        widget.set("axes", names.map(\.1).joined(separator: ","), statistics)
        widget.set("showsIndicators", showsIndicators, statistics)
    }

    /// Makes `content` the scroll view's only child.
    public func setScrollContent(_ content: BackendWidget?, of scrollView: BackendWidget) {
        setChildren(content.map { [$0] } ?? [], of: scrollView)
    }

    /// Records the scroll in the nearest `ScrollView` ancestor's `scrolledTo` property: the
    /// widget shown and the anchor.
    @discardableResult
    public func scroll(toShow widget: BackendWidget, anchor: UnitPoint?) -> Bool {
        var current = (widget as! TestWidget).parent
        while let ancestor = current, ancestor.kind != "ScrollView" { current = ancestor.parent }
        guard let scroll = current else { return false }
        scroll.properties["scrolledTo"] = ScrollTarget(widget: widget as! TestWidget, anchor: anchor)
        statistics.recordWrite("ScrollView", "scroll")
        return true
    }
}

/// Where a test scroll view was last scrolled to.
public struct ScrollTarget {
    /// The widget scrolled into view.
    public let widget: TestWidget
    /// The anchor asked for, or nil for “just visible”.
    public let anchor: UnitPoint?
}
