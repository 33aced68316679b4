import CGtk

extension Gtk.Object {
    /// Connects a handler for a `GtkEventControllerKey` signal (`key-pressed`, `key-released`),
    /// which passes the keyval, the hardware keycode and the modifier state. For `key-pressed`,
    /// returning true stops the key; `key-released` ignores the result.
    @discardableResult
    public func connectKey(_ signal: String, handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool) -> UInt {
        let box = SignalHandlerBox({}, key: handler)
        let trampoline =
            signal == "key-pressed"
            ? unsafeBitCast(keyPressedTrampoline, to: GCallback.self)
            : unsafeBitCast(keyReleasedTrampoline, to: GCallback.self)
        return connect(signal, trampoline: trampoline, box: box)
    }
}

extension Gtk.Widget {
    /// Adds a `GtkEventControllerFocus` whose `enter` and `leave` call `onChange` with true and
    /// false as focus moves into and out of the widget or a widget inside it; it is removed by
    /// ``removeAddedControllers()``.
    public func addFocusController(onChange: @escaping @MainActor (Bool) -> Void) {
        let controller = Gtk.Object(UnsafeMutableRawPointer(gtk_event_controller_focus_new()!))
        controller.connect("enter") { onChange(true) }
        controller.connect("leave") { onChange(false) }
        gtk_widget_add_controller(widget, gtkui_event_controller(controller.pointer))
        addedControllers.append(controller)
    }

    /// Adds a `GtkEventControllerKey`, by default in the capture phase, so it sees each key
    /// before the focused widget inside this one (in the bubble phase, after it); `onKey`
    /// receives the keyval, keycode, modifier state and whether the key went down (true) or up,
    /// and returns whether to stop a key going down.
    public func addKeyController(
        phase: GtkPropagationPhase = GTK_PHASE_CAPTURE,
        onKey: @escaping @MainActor (UInt32, UInt32, UInt32, Bool) -> Bool
    ) {
        let controller = Gtk.Object(UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
        gtk_event_controller_set_propagation_phase(gtkui_event_controller(controller.pointer), phase)
        controller.connectKey("key-pressed") { onKey($0, $1, $2, true) }
        controller.connectKey("key-released") { onKey($0, $1, $2, false) }
        gtk_widget_add_controller(widget, gtkui_event_controller(controller.pointer))
        addedControllers.append(controller)
    }

    /// Removes the controllers added with ``addFocusController(onChange:)`` and
    /// ``addKeyController(phase:onKey:)``, releasing their handlers.
    public func removeAddedControllers() {
        for controller in addedControllers {
            controller.disconnectAllSignals()
            gtk_widget_remove_controller(widget, gtkui_event_controller(controller.pointer))
        }
        addedControllers.removeAll()
    }

    /// Whether keyboard focus is on this widget or a widget inside it, in its window's own
    /// record — which keeps its focus widget while another window is active.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Moves keyboard focus into the widget: to the widget itself when it takes focus (a field
    /// passes it to its text), otherwise to the first widget inside it that does.
    ///
    /// - Returns: Whether focus is now inside the widget; false when it is not in a window or
    ///   nothing in it takes focus.
    @discardableResult
    public func moveFocusInside() -> Bool {
        guard gtk_widget_get_root(widget) != nil else { return false }
        if containsFocus { return true }
        if gtk_widget_grab_focus(widget) != 0, containsFocus { return true }
        return gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 && containsFocus
    }

    /// Leaves the widget's window with no focused widget, if focus is inside this widget.
    public func resignFocus() {
        guard containsFocus, let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }
}

private let keyPressedTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, keycode, state, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    return MainActor.assumeIsolated { (box.keyHandler?(keyval, keycode, state.rawValue) ?? false) ? 1 : 0 }
}

private let keyReleasedTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void = {
    _, keyval, keycode, state, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { _ = box.keyHandler?(keyval, keycode, state.rawValue) }
}
