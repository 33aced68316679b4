import CGtk

extension Gtk.Widget {
    /// Adds a `GtkGestureClick` for the primary button whose `released` calls `onRelease` with
    /// the number of presses so far in a multi-click (1, then 2 for a double click) and the
    /// pointer's position in the widget; removed by ``removeAddedControllers()``.
    public func addClickGesture(onRelease: @escaping @MainActor (Int, Double, Double) -> Void) {
        let gesture = Gtk.Object(UnsafeMutableRawPointer(gtk_gesture_click_new()!))
        gtk_gesture_single_set_button(gtkui_gesture_single(gesture.pointer), UInt32(GDK_BUTTON_PRIMARY))
        gesture.connectPoint("released", passingCount: true) { count, x, y in onRelease(Int(count), x, y) }
        add(gesture)
    }

    /// Adds a `GtkGestureLongPress` whose `begin` calls `onPressingChanged(true)` when the
    /// primary button goes down, and whose `end` calls it with false when the button comes up
    /// or the pointer moves past the desktop's drag threshold; removed by
    /// ``removeAddedControllers()``.
    public func addLongPressGesture(onPressingChanged: @escaping @MainActor (Bool) -> Void) {
        let gesture = Gtk.Object(UnsafeMutableRawPointer(gtk_gesture_long_press_new()!))
        gtk_gesture_single_set_button(gtkui_gesture_single(gesture.pointer), UInt32(GDK_BUTTON_PRIMARY))
        gesture.connectIgnoringArgument("begin") { onPressingChanged(true) }
        gesture.connectIgnoringArgument("end") { onPressingChanged(false) }
        add(gesture)
    }

    /// Adds a `GtkGestureDrag` for the primary button: `onBegin` gets the start point in the
    /// widget's coordinates, `onUpdate` and `onEnd` the pointer's offset from it; removed by
    /// ``removeAddedControllers()``.
    ///
    /// The offset is measured in the window, so a widget that moves as it is dragged (an
    /// `.offset` following the drag) does not feed its own movement back into the offset.
    public func addDragGesture(
        onBegin: @escaping @MainActor (Double, Double) -> Void,
        onUpdate: @escaping @MainActor (Double, Double) -> Void,
        onEnd: @escaping @MainActor (Double, Double) -> Void
    ) {
        let gesture = Gtk.Object(UnsafeMutableRawPointer(gtk_gesture_drag_new()!))
        gtk_gesture_single_set_button(gtkui_gesture_single(gesture.pointer), UInt32(GDK_BUTTON_PRIMARY))
        var start = (x: 0.0, y: 0.0)
        var startInWindow = (x: 0.0, y: 0.0)
        gesture.connectPoint("drag-begin") { [weak self] _, x, y in
            start = (x, y)
            startInWindow = self?.pointInRoot(x: x, y: y) ?? (x, y)
            onBegin(x, y)
        }
        gesture.connectPoint("drag-update") { [weak self] _, x, y in
            let offset = self?.offsetInRoot(from: start, startInRoot: startInWindow, by: (x, y)) ?? (x, y)
            onUpdate(offset.0, offset.1)
        }
        gesture.connectPoint("drag-end") { [weak self] _, x, y in
            let offset = self?.offsetInRoot(from: start, startInRoot: startInWindow, by: (x, y)) ?? (x, y)
            onEnd(offset.0, offset.1)
        }
        add(gesture)
    }

    /// How far the pointer, `offset` from `start` in the widget's current coordinates, is from
    /// `startInRoot` in the window's.
    private func offsetInRoot(
        from start: (x: Double, y: Double), startInRoot: (x: Double, y: Double), by offset: (Double, Double)
    ) -> (Double, Double) {
        guard let point = pointInRoot(x: start.x + offset.0, y: start.y + offset.1) else { return offset }
        return (point.x - startInRoot.x, point.y - startInRoot.y)
    }

    /// A point in the widget's coordinates in its window's, or nil when it is not in one.
    private func pointInRoot(x: Double, y: Double) -> (x: Double, y: Double)? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var inRoot = graphene_point_t()
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget, rootWidget, &point, &inRoot) != 0 else { return nil }
        return (Double(inRoot.x), Double(inRoot.y))
    }

    /// Adds a `GtkEventControllerMotion` whose `enter` and `leave` call `onChange` with true and
    /// false as the pointer moves onto and off the widget; removed by ``removeAddedControllers()``.
    public func addHoverController(onChange: @escaping @MainActor (Bool) -> Void) {
        let controller = Gtk.Object(UnsafeMutableRawPointer(gtk_event_controller_motion_new()!))
        controller.connectPoint("enter") { _, _, _ in onChange(true) }
        controller.connect("leave") { onChange(false) }
        add(controller)
    }

    private func add(_ controller: Gtk.Object) {
        gtk_widget_add_controller(widget, gtkui_event_controller(controller.pointer))
        addedControllers.append(controller)
    }
}

extension Gtk.Object {
    /// Connects a handler for a signal that reports a position: `(double x, double y)` such as
    /// `GtkGestureDrag::drag-update`, or with `passingCount`, `(int n_press, double x, double y)`
    /// such as `GtkGestureClick::released`. Without a count the handler receives 0.
    @discardableResult
    func connectPoint(
        _ signal: String, passingCount: Bool = false, handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> UInt {
        let box = SignalHandlerBox({}, point: handler)
        let trampoline =
            passingCount
            ? unsafeBitCast(countAndPointTrampoline, to: GCallback.self)
            : unsafeBitCast(pointTrampoline, to: GCallback.self)
        return connect(signal, trampoline: trampoline, box: box)
    }
}

private let pointTrampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.pointHandler?(0, x, y) }
}

private let countAndPointTrampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    _, count, x, y, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.pointHandler?(count, x, y) }
}
