import CGtk
import GtkUICore

/// Button styles as GNOME style classes, keyboard shortcuts as shortcut controllers, `.disabled`
/// as widget sensitivity and `.help` as tooltips.
///
/// | Style | Classes on the `GtkButton` |
/// |---|---|
/// | `.automatic`, `.bordered` | none; `destructive-action` for a destructive role, `suggested-action` for the default button |
/// | `.borderedProminent` | `suggested-action` (tinted by `.tint`), `destructive-action` for a destructive role |
/// | `.borderless` | `flat` (with `destructive-action`, red text, for a destructive role) |
/// | `.plain` | `gtkui-plain-button`: no frame, padding or hover highlight |
/// | `.link` | `link`, GtkLinkButton's look |
/// | a custom `ButtonStyle` | `gtkui-custom-style-button`: no theme chrome at all |
///
/// A control size other than `.regular` adds `gtkui-control-mini`, `-small`, `-large` or
/// `-extra-large` (see ``GtkUIStyle``) to the framed styles.
extension GtkBackend: ControlBackend {
    /// Swaps the button's style classes for those of `appearance`, when they differ.
    public func updateButtonAppearance(_ button: BackendWidget, appearance: ButtonAppearance) {
        let button = button as! Gtk.Button
        guard appearance != Self.appearance(of: button) else { return }
        writeButtonClasses(button, appearance: appearance, drawsOwnBox: Self.contentDrawsOwnBox(button))
    }

    /// Reports the button's own click gesture's presses and releases (and a keyboard activation's
    /// `keyboard-activating` class) to `onChange`, once per change.
    public func observeButtonPresses(_ button: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void) {
        let button = button as! Gtk.Button
        guard button.pressObservation == nil, let gesture = button.clickGesture else { return }
        let tracker = ButtonPressTracker(gesture: gesture, onChange: onChange)
        gesture.connectClick("pressed") { [weak tracker] in tracker?.isPointerDown = true }
        gesture.connectClick("released") { [weak tracker] in tracker?.isPointerDown = false }
        gesture.connectIgnoringArgument("cancel") { [weak tracker] in tracker?.isPointerDown = false }
        button.connectIgnoringArgument("notify::css-classes") { [weak tracker, weak button] in
            guard let button else { return }
            tracker?.isKeyboardActivating = button.hasCSSClass("keyboard-activating")
        }
        button.pressObservation = tracker
    }

    /// Replaces the button's shortcut controller: a managed-scope `GtkShortcutController` on the
    /// button whose shortcut activates it, run by the window (see
    /// `gtkui_activating_shortcut_controller_new`); assistive technologies are told the keys.
    ///
    /// `.defaultAction`'s Return is seen before the focused widget, so that Return in a text
    /// field activates the default button, but it is left to a focused control that uses Return
    /// itself (another button, a list, a text view; see `gtkui_default_button_activate`).
    public func updateKeyboardShortcut(_ button: BackendWidget, shortcut: KeyboardShortcut?) {
        let button = button as! Gtk.Button
        let trigger = shortcut.flatMap(ShortcutTrigger.init)
        guard trigger != button.written["shortcut"] as? ShortcutTrigger else { return }
        if let controller = button.shortcutController {
            gtk_widget_remove_controller(button.widget, controller)
            button.shortcutController = nil
        }
        if let trigger {
            let controller =
                shortcut == .defaultAction
                ? gtkui_default_button_shortcut_controller_new()!
                : gtkui_activating_shortcut_controller_new(
                    trigger.keyval, GdkModifierType(rawValue: trigger.modifiers))!
            gtk_widget_add_controller(button.widget, controller)
            button.shortcutController = controller
        }
        button.written["shortcut"] = trigger.map(AnyHashable.init)
        gtkui_accessible_set_key_shortcuts(button.pointer, trigger?.accessibleName)
        statistics.recordWrite("Button", "shortcut")
    }

    /// Sets the widget's sensitivity (GTK dims it and its children and lets no input reach
    /// them); written once a control has been disabled.
    public func updateEnabled(_ control: BackendWidget, isEnabled: Bool) {
        let widget = control as! Gtk.Widget
        guard !isEnabled || widget.written["sensitive"] != nil else { return }
        write(widget, Self.kind(of: widget), "sensitive", isEnabled) { widget.isSensitive = $0 }
    }

    /// Sets the widget's tooltip text (which GTK also gives assistive technologies as the
    /// widget's description).
    public func updateHelp(_ widget: BackendWidget, text: String?) {
        let widget = widget as! Gtk.Widget
        guard text != nil || widget.written["tooltip"] != nil else { return }
        write(widget, Self.kind(of: widget), "tooltip", text ?? "") { widget.tooltip = $0.isEmpty ? nil : $0 }
    }

    // MARK: Button classes

    /// The look last written to `button` (the default one until a style is applied).
    static func appearance(of button: Gtk.Button) -> ButtonAppearance {
        button.written["appearance"] as? ButtonAppearance ?? ButtonAppearance()
    }

    /// Whether the button's content draws its own box, as last written.
    static func contentDrawsOwnBox(_ button: Gtk.Button) -> Bool { button.written["plain"] as? Bool ?? false }

    /// Swaps the classes for the current appearance and content for those of the new ones,
    /// counting one `Button.style` write when they differ. Only what differs from a new button
    /// is kept, so a default button holds no record.
    func writeButtonClasses(_ button: Gtk.Button, appearance: ButtonAppearance, drawsOwnBox: Bool) {
        let old = Self.buttonClasses(Self.appearance(of: button), drawsOwnBox: Self.contentDrawsOwnBox(button))
        let new = Self.buttonClasses(appearance, drawsOwnBox: drawsOwnBox)
        button.written["appearance"] = appearance == ButtonAppearance() ? nil : AnyHashable(appearance)
        button.written["plain"] = drawsOwnBox ? AnyHashable(true) : nil
        guard old != new else { return }
        for name in old where !new.contains(name) { button.removeCSSClass(name) }
        for name in new where !old.contains(name) { button.addCSSClass(name) }
        statistics.recordWrite("Button", "style")
    }

    /// The style classes a button with `appearance` gets (see the table above).
    static func buttonClasses(_ appearance: ButtonAppearance, drawsOwnBox: Bool) -> [String] {
        let isDestructive = appearance.role == .destructive
        var classes: [String]
        switch appearance.style {
        case .automatic where drawsOwnBox:
            // A label that draws its own box (like the seed's blue link) replaces the frame.
            return ["gtkui-plain-button"]
        case .automatic, .bordered:
            classes =
                isDestructive ? ["destructive-action"] : appearance.isDefaultAction ? ["suggested-action"] : []
        case .borderedProminent:
            classes = [isDestructive ? "destructive-action" : "suggested-action"]
        case .borderless:
            classes = isDestructive ? ["flat", "destructive-action"] : ["flat"]
        case .plain:
            return ["gtkui-plain-button"]
        case .link:
            classes = ["link"]
        case .custom:
            return ["gtkui-custom-style-button"]
        }
        switch appearance.controlSize {
        case .mini: classes.append("gtkui-control-mini")
        case .small: classes.append("gtkui-control-small")
        case .regular: break
        case .large: classes.append("gtkui-control-large")
        case .extraLarge: classes.append("gtkui-control-extra-large")
        }
        return classes
    }

    /// Releases what the backend added to a button for shortcuts and pressed state.
    func discardButtonControls(_ button: Gtk.Button) {
        if let tracker = button.pressObservation as? ButtonPressTracker {
            tracker.gesture.disconnectAllSignals()
            button.pressObservation = nil
        }
        if let controller = button.shortcutController {
            gtk_widget_remove_controller(button.widget, controller)
            button.shortcutController = nil
        }
    }

    /// The widget kind write counts are recorded under.
    static func kind(of widget: Gtk.Widget) -> String {
        switch widget {
        case is Gtk.Button: "Button"
        case is Gtk.Entry: "Entry"
        case is ToggleRow: "Switch"
        case is Gtk.Label: "Label"
        default: "Widget"
        }
    }
}

/// Whether a custom-styled button is pressed: by the pointer (its click gesture) or by a
/// keyboard activation (GTK's brief `keyboard-activating` press).
@MainActor
final class ButtonPressTracker {
    let gesture: Gtk.Object
    private let onChange: @MainActor (Bool) -> Void
    private var reported = false

    var isPointerDown = false { didSet { report() } }
    var isKeyboardActivating = false { didSet { report() } }

    init(gesture: Gtk.Object, onChange: @escaping @MainActor (Bool) -> Void) {
        self.gesture = gesture
        self.onChange = onChange
    }

    private func report() {
        let isPressed = isPointerDown || isKeyboardActivating
        guard isPressed != reported else { return }
        reported = isPressed
        onChange(isPressed)
    }
}

/// A ``KeyboardShortcut`` as GTK matches it: a keyval and a `GdkModifierType` mask.
///
/// `.command` is Ctrl, `.option` Alt and `.shift` Shift; `.control` is Ctrl as well, or Super
/// when `.command` is also held, so that the two stay distinct shortcuts. Letters are matched
/// in either case.
struct ShortcutTrigger: Hashable {
    let keyval: UInt32
    let modifiers: UInt32

    init?(_ shortcut: KeyboardShortcut) {
        guard let keyval = Self.keyval(for: shortcut.key) else { return nil }
        self.keyval = keyval
        var mask: UInt32 = 0
        let held = shortcut.modifiers
        if held.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if held.contains(.option) { mask |= GDK_ALT_MASK.rawValue }
        if held.contains(.command) { mask |= GDK_CONTROL_MASK.rawValue }
        if held.contains(.control) {
            mask |= held.contains(.command) ? GDK_SUPER_MASK.rawValue : GDK_CONTROL_MASK.rawValue
        }
        modifiers = mask
    }

    /// The GDK keyval of a key: the named keys' own, otherwise the keyval that types the
    /// character (in lower case for letters).
    static func keyval(for key: KeyEquivalent) -> UInt32? {
        let named: [KeyEquivalent: Int32] = [
            .return: GDK_KEY_Return, .escape: GDK_KEY_Escape, .delete: GDK_KEY_BackSpace,
            .deleteForward: GDK_KEY_Delete, .tab: GDK_KEY_Tab, .space: GDK_KEY_space, .upArrow: GDK_KEY_Up,
            .downArrow: GDK_KEY_Down, .leftArrow: GDK_KEY_Left, .rightArrow: GDK_KEY_Right, .home: GDK_KEY_Home,
            .end: GDK_KEY_End, .pageUp: GDK_KEY_Page_Up, .pageDown: GDK_KEY_Page_Down, .clear: GDK_KEY_Clear,
        ]
        if let keyval = named[key] { return UInt32(keyval) }
        // AppKit's function-key characters (NSF1FunctionKey … NSF12FunctionKey), as SwiftUI takes them.
        if let scalar = key.character.unicodeScalars.first, (0xF704...0xF70F).contains(scalar.value) {
            return UInt32(GDK_KEY_F1) + scalar.value - 0xF704
        }
        let scalars = String(key.character).lowercased().unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return gdk_unicode_to_keyval(scalar.value)
    }

    /// The keys in ARIA's `aria-keyshortcuts` form, such as `Control+Shift+S`.
    var accessibleName: String {
        var parts: [String] = []
        if modifiers & GDK_CONTROL_MASK.rawValue != 0 { parts.append("Control") }
        if modifiers & GDK_ALT_MASK.rawValue != 0 { parts.append("Alt") }
        if modifiers & GDK_SHIFT_MASK.rawValue != 0 { parts.append("Shift") }
        if modifiers & GDK_SUPER_MASK.rawValue != 0 { parts.append("Meta") }
        let names: [Int32: String] = [
            GDK_KEY_Return: "Enter", GDK_KEY_Escape: "Escape", GDK_KEY_BackSpace: "Backspace",
            GDK_KEY_Delete: "Delete", GDK_KEY_Tab: "Tab", GDK_KEY_space: "Space", GDK_KEY_Up: "ArrowUp",
            GDK_KEY_Down: "ArrowDown", GDK_KEY_Left: "ArrowLeft", GDK_KEY_Right: "ArrowRight",
            GDK_KEY_Home: "Home", GDK_KEY_End: "End", GDK_KEY_Page_Up: "PageUp", GDK_KEY_Page_Down: "PageDown",
            GDK_KEY_Clear: "Clear",
        ]
        if let name = names[Int32(keyval)] {
            parts.append(name)
        } else if let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)), scalar.value != 0 {
            parts.append(String(Character(scalar)).uppercased())
        } else {
            parts.append(String(cString: gdk_keyval_name(keyval)))
        }
        return parts.joined(separator: "+")
    }

    /// The modifier keys to hold for this trigger, as X keysyms, for synthesized key presses.
    var modifierKeyvals: [UInt32] {
        var keys: [Int32] = []
        if modifiers & GDK_CONTROL_MASK.rawValue != 0 { keys.append(GDK_KEY_Control_L) }
        if modifiers & GDK_ALT_MASK.rawValue != 0 { keys.append(GDK_KEY_Alt_L) }
        if modifiers & GDK_SHIFT_MASK.rawValue != 0 { keys.append(GDK_KEY_Shift_L) }
        if modifiers & GDK_SUPER_MASK.rawValue != 0 { keys.append(GDK_KEY_Super_L) }
        return keys.map(UInt32.init)
    }
}
