import GtkUICore

extension GtkBackend: RedactionBackend {
    /// Adds or removes the `gtkui-redacted` class, whose rule draws the label's text
    /// transparent on a rounded block of the text colour at low opacity.
    public func updateRedaction(_ text: BackendWidget, isRedacted: Bool) {
        let label = text as! Gtk.Widget
        guard label.hasCSSClass("gtkui-redacted") != isRedacted else { return }
        if isRedacted { label.addCSSClass("gtkui-redacted") } else { label.removeCSSClass("gtkui-redacted") }
        statistics.recordWrite(label.typeName, "redacted")
    }
}
