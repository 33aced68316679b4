import CGtk
import GtkUICore

extension GtkBackend: FormBackend {
    /// Creates a `GtkSeparator` along `lineAxis` that fills its container along it.
    public func makeDivider(lineAxis: Axis) -> BackendWidget {
        let separator = Gtk.Separator(
            orientation: lineAxis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        separator.flexibility = (lineAxis == .horizontal, lineAxis == .vertical)
        return separator
    }

    /// Creates a `GtkExpander` whose `expanded` changes by the user reach `onExpandedChange`.
    public func makeDisclosureGroup(onExpandedChange: @escaping @MainActor (Bool) -> Void) -> BackendWidget {
        let expander = Gtk.Expander()
        expander.connectIgnoringArgument("notify::expanded") { [weak expander] in
            guard let expander else { return }
            onExpandedChange(expander.isExpanded)
        }
        return expander
    }

    /// Expands or collapses the expander, with signals blocked, when it shows otherwise.
    public func updateDisclosureGroup(_ group: BackendWidget, isExpanded: Bool) {
        let expander = group as! Gtk.Expander
        guard expander.isExpanded != isExpanded else { return }
        expander.withSignalsBlocked { expander.isExpanded = isExpanded }
        statistics.recordWrite("Expander", "expanded")
    }

    /// Makes `label` the expander's header and `content` its child, when they differ.
    public func placeDisclosureGroupParts(_ group: BackendWidget, label: BackendWidget?, content: BackendWidget?) {
        let expander = group as! Gtk.Expander
        let label = label as? Gtk.Widget
        let content = content as? Gtk.Widget
        if expander.labelWidgetPointer != label?.pointer {
            if let label { detach(label) }
            expander.setLabelWidget(label)
        }
        if expander.childPointer != content?.pointer {
            if let content { detach(content) }
            expander.setChild(content)
            content?.margins = (6, 18, 0, 0)
        }
        expander.flexibility = content?.flexibility ?? (false, false)
        // The header names the expander, which screen readers otherwise call by its class.
        expander.setAccessibleLabelledBy(recording: label.flatMap(Gtk.Widget.firstLabel(in:)))
    }

    /// Creates a row for a ``LabeledContent``: a `GtkBox` with the label leading, the
    /// content trailing and the space between, like a GNOME preferences row.
    public func makeLabeledContent() -> BackendWidget {
        let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        row.flexibility = (true, false)
        return row
    }

    /// Puts the label first, stretched and leading, the content last and trailing, and names
    /// the content's controls that have no label of their own by the label's text.
    public func placeLabeledContentParts(_ row: BackendWidget, label: BackendWidget?, content: BackendWidget?) {
        let row = row as! Gtk.Box
        let label = label as? Gtk.Widget
        let content = content as? Gtk.Widget
        setChildren([label, content].compactMap { $0 }, of: row)
        // Flexible content (a field, an editor) takes the row's free width; otherwise the label
        // does, pushing the content to the trailing edge.
        let contentFills = content?.flexibility.horizontal == true
        label?.expandsHorizontally = !contentFills
        label?.horizontalAlignment = GTK_ALIGN_START
        // Beside several lines (an editor, a column of controls) the label sits at the top.
        if let label, let content {
            label.verticalAlignment = Self.isMultiLine(content, beside: label) ? GTK_ALIGN_START : GTK_ALIGN_CENTER
        }
        content?.horizontalAlignment = contentFills ? GTK_ALIGN_FILL : GTK_ALIGN_END
        content?.expandsHorizontally = contentFills
        row.flexibility = (true, content?.flexibility.vertical ?? false)
        guard let content else { return }
        LabeledContentNaming.name(controlsIn: content, by: label.flatMap(Gtk.Widget.firstLabel(in:)))
    }

    /// Whether `content` is taller than three lines of `label`: an editor, a column of controls.
    private static func isMultiLine(_ content: Gtk.Widget, beside label: Gtk.Widget) -> Bool {
        func naturalHeight(_ widget: Gtk.Widget) -> Int32 {
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(gtkui_widget(widget.pointer), GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
            return natural
        }
        return naturalHeight(content) > 3 * naturalHeight(label)
    }

    /// Creates a `GtkBox` with the `linked` style class, which joins its buttons into one
    /// segmented control.
    public func makeControlGroup() -> BackendWidget {
        let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL)
        box.addCSSClass("linked")
        return box
    }

    /// Names the linked box for screen readers when the name differs.
    public func updateControlGroup(_ group: BackendWidget, accessibleName: String?) {
        let box = group as! Gtk.Box
        guard accessibleName != nil || box.written["accessibleName"] != nil else { return }
        write(box, "ControlGroup", "accessibleName", accessibleName ?? "") { [weak box] name in
            box?.setAccessibleLabel(name)
        }
    }
}
