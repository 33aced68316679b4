import GtkUICore

extension RecordingBackend: ControlBackend {
    /// Records the style, role, size and default-button flag as one `appearance` property, written
    /// only when it differs from what the button has (a new button has the default look).
    public func updateButtonAppearance(_ button: BackendWidget, appearance: ButtonAppearance) {
        let widget = button as! TestWidget
        guard appearance != ButtonAppearance() || widget.properties["appearance"] != nil else { return }
        widget.set("appearance", Self.recorded(appearance), statistics)
    }

    /// Keeps `onChange` for ``TestWidget/press()`` and ``TestWidget/release()``.
    public func observeButtonPresses(_ button: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void) {
        (button as! TestWidget).onPressChange = onChange
    }

    /// Records the shortcut as a `shortcut` property such as `command+s` (empty when removed),
    /// written once the button has had one.
    public func updateKeyboardShortcut(_ button: BackendWidget, shortcut: KeyboardShortcut?) {
        let widget = button as! TestWidget
        guard shortcut != nil || widget.properties["shortcut"] != nil else { return }
        widget.set("shortcut", shortcut.map(Self.recorded) ?? "", statistics)
    }

    /// Records `isEnabled` as `enabled`, written once a control has been disabled.
    public func updateEnabled(_ control: BackendWidget, isEnabled: Bool) {
        let widget = control as! TestWidget
        guard !isEnabled || widget.properties["enabled"] != nil else { return }
        widget.set("enabled", isEnabled, statistics)
    }

    /// Records the tooltip as `help` (empty when removed).
    public func updateHelp(_ widget: BackendWidget, text: String?) {
        let widget = widget as! TestWidget
        guard text != nil || widget.properties["help"] != nil else { return }
        widget.set("help", text ?? "", statistics)
    }

    /// An appearance as recorded: `style role size default`, such as `borderedProminent
    /// destructive regular`.
    static func recorded(_ appearance: ButtonAppearance) -> String {
        var parts = ["\(appearance.style)"]
        if let role = appearance.role { parts.append(role == .destructive ? "destructive" : "cancel") }
        parts.append("\(appearance.controlSize)")
        if appearance.isDefaultAction { parts.append("default") }
        return parts.joined(separator: " ")
    }

    /// A shortcut as recorded: its modifiers, then its key, joined by `+`.
    static func recorded(_ shortcut: KeyboardShortcut) -> String {
        let names: [(EventModifiers, String)] = [
            (.command, "command"), (.control, "control"), (.option, "option"), (.shift, "shift"),
        ]
        let modifiers = names.filter { shortcut.modifiers.contains($0.0) }.map(\.1)
        let key: String =
            switch shortcut.key {
            case .return: "return"
            case .escape: "escape"
            case .delete: "delete"
            case .tab: "tab"
            case .space: "space"
            default: String(shortcut.key.character).lowercased()
            }
        return (modifiers + [key]).joined(separator: "+")
    }
}

extension TestWidget {
    /// Whether the control responds to input (false after `.disabled(true)`).
    public var isEnabled: Bool { properties["enabled"] as? Bool ?? true }

    /// The tooltip from `.help(_:)`, if any.
    public var help: String? { (properties["help"] as? String).flatMap { $0.isEmpty ? nil : $0 } }

    /// The keyboard shortcut, as ``RecordingBackend`` records it (`command+s`), if any.
    public var shortcut: String? { (properties["shortcut"] as? String).flatMap { $0.isEmpty ? nil : $0 } }

    /// The button's look, as ``RecordingBackend`` records it (`bordered destructive regular`);
    /// `automatic regular` when it has the default look.
    public var appearance: String { properties["appearance"] as? String ?? "automatic regular" }

    /// Presses a button down, as the pointer would, without releasing it.
    public func press() {
        precondition(kind == "Button", "press() needs a button, not a \(kind)")
        onPressChange?(true)
    }

    /// Lets go of a pressed button; `click` clicks it, as releasing the pointer over it does.
    public func release(click: Bool = true) {
        precondition(kind == "Button", "release() needs a button, not a \(kind)")
        onPressChange?(false)
        if click { onActivate?() }
    }
}
