import CGtk
import GtkUICore

extension GtkBackend: FormLayoutBackend {
    /// Creates a `FormWidget`: a `GtkScrolledWindow` over a column of groups clamped to 600
    /// pixels wide and centred by a frame layout.
    public func makeForm() -> BackendWidget {
        let clamp = makeDecoration() as! Gtk.Box
        let form = FormWidget(clampedBy: clamp)
        var style = DecorationStyle()
        var frame = FrameGeometry()
        frame.maxWidth = 600
        frame.alignment = .top
        style.frame = frame
        updateDecoration(clamp, style: style, child: form.page)
        return form
    }

    /// Draws the sections as cards (`.grouped`) or as plain rows (`.columns`, the form's
    /// `gtkui-form-columns` class).
    public func updateForm(_ form: BackendWidget, style: FormLayoutStyle) {
        let form = form as! FormWidget
        let isColumns = form.hasCSSClass(FormStyleSheet.columnsClass)
        guard isColumns != (style == .columns) else { return }
        if style == .columns {
            form.addCSSClass(FormStyleSheet.columnsClass)
        } else {
            form.removeCSSClass(FormStyleSheet.columnsClass)
        }
        statistics.recordWrite("Form", "style")
    }

    /// Puts the form sections in the page as they are and each run of other widgets in an
    /// untitled section of the form's own.
    public func placeFormContent(_ form: BackendWidget, children: [BackendWidget]) {
        let form = form as! FormWidget
        var groups: [Gtk.Widget] = []
        var loose: [BackendWidget] = []
        var untitledCount = 0
        func gatherLoose() {
            guard !loose.isEmpty else { return }
            let group = form.untitledGroup(untitledCount)
            untitledCount += 1
            placeFormSectionParts(group, header: [], rows: loose, footer: [])
            groups.append(group)
            loose = []
        }
        for child in children {
            if let section = child as? FormSectionWidget {
                gatherLoose()
                groups.append(section)
            } else {
                loose.append(child)
            }
        }
        gatherLoose()
        setChildren(groups, of: form.page)
    }

    /// Creates a `FormSectionWidget`.
    public func makeFormSection() -> BackendWidget { FormSectionWidget() }

    /// Shows the header widgets in the heading box (hidden when empty), one widget per
    /// `GtkListBoxRow` filling the row's width, and the footer widgets in the caption box.
    public func placeFormSectionParts(
        _ section: BackendWidget, header: [BackendWidget], rows: [BackendWidget], footer: [BackendWidget]
    ) {
        let section = section as! FormSectionWidget
        setChildren(header, of: section.header)
        section.header.isVisible = !header.isEmpty
        setChildren(footer, of: section.footer)
        section.footer.isVisible = !footer.isEmpty
        let widgets = rows.map { $0 as! Gtk.Widget }
        // A widget moving to another row must leave its old one first.
        for (index, widget) in widgets.enumerated()
        where index >= section.rows.count || widget.parentPointer != section.rows[index].box.pointer {
            detach(widget)
        }
        section.resize(to: widgets.count)
        for (widget, row) in zip(widgets, section.rows) {
            setChildren([widget], of: row.box)
            widget.expandsHorizontally = true
            widget.horizontalAlignment = GTK_ALIGN_FILL
            widget.verticalAlignment = GTK_ALIGN_CENTER
            // A picker's title takes the row's free width, so its choices sit at the trailing
            // edge as a preferences row's suffix does.
            (widget as? PickerWidget)?.titleLabel.expandsHorizontally = true
            // A button alone in a row is the row, as a preferences button row is: flat and as
            // wide as the row, so a click anywhere on it presses the button.
            if widget is Gtk.Button, !widget.hasCSSClass("flat") {
                widget.addCSSClass("flat")
                widget.addCSSClass(FormStyleSheet.buttonRowClass)
            }
        }
        for part in header + footer { (part as! Gtk.Widget).horizontalAlignment = GTK_ALIGN_START }
    }
}
