import GtkUI

extension GtkTestHost {
    /// The toolbar buttons in the header bar of the top sheet, or of the window when no sheet
    /// is shown, start to end; the back button and the window's own controls are left out.
    public var toolbarButtons: [Gtk.Button] {
        let back = windowHost.backButtonWidget
        // A tab view's tabs sit in the title's place too; they are tabs, not toolbar buttons.
        let isTab = { (button: Gtk.Button) in
            var node = button.parent
            while let current = node, !(current is Gtk.HeaderBar) {
                if current.hasCSSClass("gtkui-tab-switcher") { return true }
                node = current.parent
            }
            return false
        }
        return windowHost.toolbarWidgets.compactMap { $0 as? Gtk.Button }
            .filter { $0.isMapped && $0.pointer != back.pointer && !isTab($0) }
    }

    /// The label of each of ``toolbarButtons``, in order: its text, or its tooltip (or its
    /// icon's) for an icon-only button.
    public var toolbarButtonTitles: [String] { toolbarButtons.map(title(of:)) }

    /// The toolbar button whose label (or, for an icon-only button, tooltip) reads `title`, in
    /// the header bar of the top sheet or of the window.
    public func toolbarButton(_ title: String) throws -> Gtk.Button {
        guard let button = toolbarButtons.first(where: { self.title(of: $0) == title }) else {
            throw TestHostError(
                "no toolbar button “\(title)” in the header bar; toolbar buttons: \(toolbarButtonTitles)")
        }
        return button
    }

    /// The texts of the labels in the header bar's centre, where principal items replace the
    /// title.
    public var toolbarPrincipalTexts: [String] {
        guard let title = windowHost.toolbarTitleWidget else { return [] }
        return labelTexts(in: title)
    }

    private func title(of button: Gtk.Button) -> String {
        let texts = labelTexts(in: button)
        return texts.isEmpty ? (tooltip(in: button) ?? "") : texts.joined(separator: " ")
    }

    /// The tooltip of `widget` or, for a button whose icon carries it (a `Label` in the header
    /// bar), of the first descendant that has one.
    private func tooltip(in widget: Gtk.Widget) -> String? {
        if let tooltip = widget.tooltip, !tooltip.isEmpty { return tooltip }
        return widget.children.lazy.compactMap { self.tooltip(in: $0) }.first
    }

    private func labelTexts(in widget: Gtk.Widget) -> [String] {
        var texts: [String] = []
        if let label = widget as? Gtk.Label, label.isMapped, !label.text.isEmpty { texts.append(label.text) }
        for child in widget.children { texts += labelTexts(in: child) }
        return texts
    }
}
