import CGtk
import GtkUICore

/// The modal window showing an ``AlertDescription``: a message dialog transient for the app's
/// window, with the title, the message and the buttons in a row (an alert) or stacked (a
/// confirmation dialog).
///
/// It reports a person's answer once — a button's index, or nil for Escape or the window
/// closed — and then lets go of its handlers.
@MainActor
public final class AlertWindow {
    /// The dialog's window.
    public let window: Gtk.Window
    /// The window it is shown over, if any.
    public let parent: Gtk.Window?
    /// The title label.
    public let titleLabel = Gtk.Label()
    /// The message label, hidden without a message.
    public let messageLabel = Gtk.Label()
    /// The buttons in the order shown.
    public private(set) var buttons: [Gtk.Button] = []
    /// What the dialog shows.
    public private(set) var description: AlertDescription
    private let buttonBox: Gtk.Box
    private var onResponse: (@MainActor (Int?) -> Void)?
    private let onClose: @MainActor (AlertWindow) -> Void

    init(
        _ description: AlertDescription, parent: Gtk.Window?, onResponse: @escaping @MainActor (Int?) -> Void,
        onClose: @escaping @MainActor (AlertWindow) -> Void
    ) {
        self.description = description
        self.parent = parent
        self.onResponse = onResponse
        self.onClose = onClose
        let role = description.style == .alert ? GTK_ACCESSIBLE_ROLE_ALERT_DIALOG : GTK_ACCESSIBLE_ROLE_DIALOG
        window = Gtk.Window(UnsafeMutableRawPointer(gtkui_widget_new_with_role(gtk_window_get_type(), role)))
        buttonBox = Gtk.Box(orientation: description.style == .alert ? .horizontal : .vertical, spacing: 6)
        build()
        show(description, rebuildingButtons: true)
    }

    private func build() {
        window.setTransient(for: parent, modal: true)
        window.addCSSClass("dialog")
        window.addCSSClass("message")
        window.addCSSClass("gtkui-alert")
        // No header bar: a message dialog shows its title in its content, as GNOME's do.
        window.setTitlebar(Gtk.Box(orientation: .horizontal))
        window.setDefaultSize(width: 320, height: -1)
        let content = Gtk.Box(orientation: .vertical, spacing: 18)
        content.margins = (top: 24, leading: 24, bottom: 24, trailing: 24)
        let text = Gtk.Box(orientation: .vertical, spacing: 10)
        titleLabel.addCSSClass("title-2")
        for label in [titleLabel, messageLabel] {
            label.wraps = true
            gtk_label_set_justify(gtkui_label(label.pointer), GTK_JUSTIFY_CENTER)
            gtk_label_set_max_width_chars(gtkui_label(label.pointer), 36)
            text.append(label)
        }
        content.append(text)
        if description.style == .alert { gtk_box_set_homogeneous(gtkui_box(buttonBox.pointer), 1) }
        content.append(buttonBox)
        window.setChild(content)
        window.addShortcut("Escape") { [weak self] in
            self?.window.close()
            return true
        }
        window.connectReturningBool("close-request") { [weak self] in
            // Escape or the window manager: answer without a button, then let GTK destroy it.
            self?.finish(nil, destroying: false)
            return false
        }
    }

    /// Shows `description`: the title, the message, and the buttons (rebuilt only when their
    /// number or roles changed).
    func update(_ description: AlertDescription) {
        let rebuild =
            description.buttons.map(\.role) != self.description.buttons.map(\.role)
            || description.buttons.map(\.isDefault) != self.description.buttons.map(\.isDefault)
        self.description = description
        show(description, rebuildingButtons: rebuild)
    }

    private func show(_ description: AlertDescription, rebuildingButtons: Bool) {
        window.title = description.title
        window.setAccessibleLabel(description.title)
        titleLabel.text = description.title
        titleLabel.isVisible = description.isTitleVisible
        messageLabel.text = description.message ?? ""
        messageLabel.isVisible = description.message != nil
        if rebuildingButtons { makeButtons() }
        for (button, shown) in zip(buttons, description.buttons) {
            if button.label != shown.title { button.label = shown.title }
            if button.isSensitive != shown.isEnabled { button.isSensitive = shown.isEnabled }
        }
    }

    private func makeButtons() {
        for button in buttons {
            button.disconnectAllSignals()
            buttonBox.remove(button)
        }
        buttons = description.buttons.enumerated().map { index, shown in
            let button = Gtk.Button(label: shown.title)
            if shown.role == .destructive { button.addCSSClass("destructive-action") }
            if shown.isDefault { button.addCSSClass("suggested-action") }
            button.expandsHorizontally = true
            button.connect("clicked") { [weak self] in self?.finish(index, destroying: true) }
            buttonBox.append(button)
            if shown.isDefault {
                gtk_window_set_default_widget(window.window, gtkui_widget(button.pointer))
            }
            return button
        }
    }

    /// Shows the window and focuses the default button, else the cancel button.
    func present() {
        window.present()
        let focus = description.buttons.firstIndex(where: \.isDefault) ?? description.cancelIndex
        if let focus { _ = buttons[focus].grabFocus() }
    }

    /// Reports `index` once, releases the handlers and, from a button, destroys the window.
    private func finish(_ index: Int?, destroying: Bool) {
        guard let onResponse else { return }
        self.onResponse = nil
        release()
        onClose(self)
        if destroying { window.destroy() }
        onResponse(index)
    }

    /// Closes the window from code, reporting nothing.
    func dismiss() {
        guard onResponse != nil else { return }
        onResponse = nil
        release()
        onClose(self)
        window.destroy()
    }

    private func release() {
        for button in buttons { button.disconnectAllSignals() }
        window.disconnectAllSignals()
    }
}
