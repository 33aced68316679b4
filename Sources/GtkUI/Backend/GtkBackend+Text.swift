import CGtk
import GtkUICore

extension GtkBackend: RichTextBackend {
    /// Shows styled text in a `GtkLabel`: the label's font as type-scale CSS classes and a Pango
    /// attribute list, runs as escaped Pango markup (links as `<a href>`, which GtkLabel makes
    /// clickable and focusable), and the layout as the label's lines, ellipsizing, justification
    /// and selectability. Each part is written only when it changed and counted as
    /// `Label.font`, `Label.text` or `Label.markup`, `Label.lines`, `Label.ellipsize`,
    /// `Label.justify` and `Label.selectable`.
    public func updateText(_ label: BackendWidget, content: StyledText, attributes: TextAttributes, layout: TextLayout)
    {
        let label = label as! Gtk.Label
        if content.isPlain {
            if label.usesMarkup || !label.shows(content.plainText) {
                label.setPlainText(content.plainText)
                statistics.recordWrite("Label", "text")
                renameButton(namedBy: label)
            }
        } else {
            let markup = PangoText.markup(for: content, label: attributes)
            if !label.usesMarkup || !label.shows(markup) {
                label.setMarkup(markup)
                statistics.recordWrite("Label", "markup")
                renameButton(namedBy: label)
            }
        }
        writeFont(PangoText.labelFont(for: attributes), to: label)
        writeLayout(layout, text: content.plainText, to: label)
        hideFromAssistiveTechnologiesWhileEmpty(label, isEmpty: content.plainText.isEmpty)
    }

    /// An empty `Text` shows nothing, so screen readers skip it; GTK 4.8 would read it by its
    /// type name, “GtkLabel”. Layered like an accessibility modifier's attributes, and taken
    /// back as soon as the text is not empty.
    private func hideFromAssistiveTechnologiesWhileEmpty(_ label: Gtk.Label, isEmpty: Bool) {
        guard (label.written["empty"] as? Bool ?? false) != isEmpty else { return }
        label.written["empty"] = isEmpty
        var hidden = AccessibilityAttributes()
        hidden.isHidden = true
        applyAccessibility(
            isEmpty ? hidden : AccessibilityAttributes(), to: label, owner: ObjectIdentifier(EmptyText.self))
    }

    private func writeFont(_ font: PangoText.LabelFont, to label: Gtk.Label) {
        let old = label.written["font"] as? PangoText.LabelFont ?? PangoText.LabelFont()
        guard old != font else { return }
        label.written["font"] = font
        for name in old.classes where !font.classes.contains(name) { label.removeCSSClass(name) }
        for name in font.classes where !old.classes.contains(name) { label.addCSSClass(name) }
        if old.attributes != font.attributes { label.attributes = font.attributes.isEmpty ? nil : font.attributes }
        statistics.recordWrite("Label", "font")
    }

    /// Writes the layout, taking a property never written as GTK's default, so a label styled
    /// for the first time with the default layout costs no write.
    private func writeLayout(_ layout: TextLayout, text: String, to label: Gtk.Label) {
        func write<Value: Hashable>(_ property: String, _ value: Value, default: Value, apply: (Value) -> Void) {
            if (label.written[property] ?? AnyHashable(`default`)) == AnyHashable(value) { return }
            label.written[property] = AnyHashable(value)
            apply(value)
            statistics.recordWrite("Label", property)
        }
        let ellipsize: PangoEllipsizeMode
        switch (layout.truncates, layout.truncationMode) {
        case (false, _): ellipsize = PANGO_ELLIPSIZE_NONE
        case (true, .head): ellipsize = PANGO_ELLIPSIZE_START
        case (true, .middle): ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case (true, .tail): ellipsize = PANGO_ELLIPSIZE_END
        }
        write("ellipsize", ellipsize.rawValue, default: PANGO_ELLIPSIZE_NONE.rawValue) {
            label.ellipsizeMode = PangoEllipsizeMode($0)
        }
        write("lines", layout.lineLimit ?? -1, default: -1) { label.lines = $0 }
        let justify: GtkJustification
        switch layout.alignment {
        case .leading: justify = GTK_JUSTIFY_LEFT
        case .center: justify = GTK_JUSTIFY_CENTER
        case .trailing: justify = GTK_JUSTIFY_RIGHT
        }
        write("justify", justify.rawValue, default: GTK_JUSTIFY_LEFT.rawValue) {
            label.justification = GtkJustification($0)
        }
        write("selectable", layout.isSelectable, default: false) { label.isSelectable = $0 }
        // One line never wraps; a limit of more lines wraps up to it (GTK counts `lines` only
        // for a wrapping, ellipsized label).
        let wraps: Bool
        switch layout.lineLimit {
        case 1?: wraps = false
        case _?: wraps = true
        case nil: wraps = label.isFramed || TextWrapping.mayNeedWrapping(text)
        }
        if label.wraps != wraps { label.wraps = wraps }
    }
}

/// The owner of the hidden state an empty `Text` gets (see `updateText`).
private enum EmptyText {}
