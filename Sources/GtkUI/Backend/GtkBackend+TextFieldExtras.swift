import CGtk
import GtkUICore

extension GtkBackend {
    /// Names the field for screen readers: `name`, or its placeholder again when nil. Written
    /// only when it changes.
    public func updateAccessibleName(_ field: BackendWidget, name: String?) {
        let widget = field as! Gtk.Widget
        guard name != nil || widget.written["accessibleName"] != nil else { return }
        write(widget, Self.kind(of: widget), "accessibleName", name) {
            let named = (widget as? Gtk.ExpandingTextField)?.textView ?? widget
            named.setAccessibleLabel($0 ?? Self.placeholder(of: widget))
        }
    }

    /// Adds GTK's `error` style class (a red frame) to a field whose text does not parse, and
    /// marks it invalid for assistive technologies; both go when it parses again.
    public func updateValidity(_ field: BackendWidget, isValid: Bool) {
        let widget = field as! Gtk.Widget
        guard !isValid || widget.written["valid"] != nil else { return }
        write(widget, Self.kind(of: widget), "valid", isValid) {
            let styled = (widget as? Gtk.ExpandingTextField)?.textView ?? widget
            if $0 { styled.removeCSSClass("error") } else { styled.addCSSClass("error") }
            gtkui_accessible_set_invalid(styled.pointer, $0 ? 0 : 1)
        }
    }

    /// Creates a ``Gtk/ExpandingTextField`` that fills the width offered and passes its whole
    /// text to `onChange` on every `changed` signal of its buffer.
    public func makeExpandingTextField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let field = Gtk.ExpandingTextField()
        field.flexibility = (true, false)
        field.buffer.connect("changed") { [weak field] in
            guard let field else { return }
            onChange(field.text)
        }
        return field
    }

    /// Writes `text` only when the field holds something else, with the buffer's signals
    /// blocked; the placeholder also names the field unless ``updateAccessibleName(_:name:)``
    /// gave it a name.
    public func updateExpandingTextField(_ field: BackendWidget, text: String, placeholder: String, lineLimit: Int?) {
        let field = field as! Gtk.ExpandingTextField
        if field.text != text {
            field.buffer.withSignalsBlocked { field.text = text }
            statistics.recordWrite("ExpandingTextField", "text")
        }
        write(field, "ExpandingTextField", "placeholder", placeholder) {
            field.placeholder = $0
            if !field.hasAccessibleName { field.textView.setAccessibleLabel($0) }
        }
        write(field, "ExpandingTextField", "lineLimit", lineLimit) { field.lineLimit = $0 }
    }

    private static func placeholder(of widget: Gtk.Widget) -> String {
        switch widget {
        case let field as Gtk.ExpandingTextField: field.placeholder
        case let field as Gtk.EditableWidget: field.placeholder ?? ""
        default: ""
        }
    }
}

extension Gtk.Widget {
    /// Whether the backend named the field with ``GtkBackend/updateAccessibleName(_:name:)``
    /// rather than by its placeholder.
    var hasAccessibleName: Bool { written["accessibleName"] as? String != nil }
}

extension Gtk.ExpandingTextField: CompositeControl {
    /// Releases the buffer's `changed` handlers, the text view's Return key controller and the
    /// watch on the text's height.
    func disconnectInnerSignals() {
        buffer.disconnectAllSignals()
        verticalAdjustment?.disconnectAllSignals()
        verticalAdjustment = nil
        textView.removeAddedControllers()
        onSubmit = nil
    }
}
