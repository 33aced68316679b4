import CGtk

extension Gtk {
    /// A strong reference to a GObject, with Swift-closure signal handlers.
    ///
    /// The wrapper sinks a floating reference on creation and drops its reference when it is
    /// deallocated. Handlers connected with ``connect(_:handler:)`` are boxed with
    /// `Unmanaged.passRetained` and released by GLib's destroy notify when the handler is
    /// disconnected or the object is finalized. Handlers must not capture their own wrapper
    /// strongly; capture `[weak self]` or call ``disconnectAllSignals()`` when done.
    @MainActor
    open class Object {
        /// The underlying `GObject *`.
        nonisolated(unsafe) public let pointer: UnsafeMutableRawPointer
        private var handlerIDs: [gulong] = []

        /// Takes a reference to `pointer`, sinking it if it is floating.
        public init(_ pointer: UnsafeMutableRawPointer) {
            self.pointer = pointer
            g_object_ref_sink(pointer)
            Object.liveCount += 1
        }

        deinit {
            g_object_unref(pointer)
            Object.liveCount -= 1
        }

        /// Wrappers currently alive (each holds one GObject reference); leak tests compare it
        /// before mounting and after unmounting.
        nonisolated(unsafe) public private(set) static var liveCount = 0

        /// The GType name of the object, such as `GtkLabel`.
        public var typeName: String { String(cString: gtkui_type_name_of(pointer)) }

        /// Whether the object is an instance of `type` or of a subclass.
        public func isA(_ type: GType) -> Bool { gtkui_is_a(pointer, type) != 0 }

        /// Connects a handler for a signal whose C handler takes only the instance.
        ///
        /// - Parameters:
        ///   - signal: The detailed signal name, such as `"clicked"` or `"notify::active"`.
        ///   - handler: Runs on the main thread each time the signal is emitted.
        /// - Returns: The handler ID, for ``disconnect(_:)``.
        @discardableResult
        public func connect(_ signal: String, handler: @escaping @MainActor () -> Void) -> UInt {
            let box = SignalHandlerBox(handler)
            return connect(signal, trampoline: unsafeBitCast(instanceTrampoline, to: GCallback.self), box: box)
        }

        /// Connects a handler for a signal whose C handler takes the instance and one pointer
        /// (for example `notify::…`), ignoring the extra argument.
        @discardableResult
        public func connectIgnoringArgument(
            _ signal: String, handler: @escaping @MainActor () -> Void
        ) -> UInt {
            let box = SignalHandlerBox(handler)
            return connect(signal, trampoline: unsafeBitCast(pointerArgumentTrampoline, to: GCallback.self), box: box)
        }

        /// Connects a handler for a signal that returns `gboolean` and takes only the instance,
        /// such as `GtkWindow::close-request`. Returning `true` stops further handling.
        @discardableResult
        public func connectReturningBool(
            _ signal: String, handler: @escaping @MainActor () -> Bool
        ) -> UInt {
            let box = SignalHandlerBox({ _ = handler() }, returning: handler)
            return connect(signal, trampoline: unsafeBitCast(boolTrampoline, to: GCallback.self), box: box)
        }

        /// Connects a handler for a signal whose C handler takes the instance and one object,
        /// such as `GtkSignalListItemFactory::bind` (the `GtkListItem`), passing the object on.
        @discardableResult
        public func connectPassingArgument(
            _ signal: String, handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
        ) -> UInt {
            let box = SignalHandlerBox({}, passingArgument: handler)
            return connect(signal, trampoline: unsafeBitCast(argumentTrampoline, to: GCallback.self), box: box)
        }

        /// Connects a handler for a signal whose C handler takes the instance and two `guint`s,
        /// such as `GtkSelectionModel::selection-changed`, ignoring them.
        @discardableResult
        public func connectIgnoringRange(_ signal: String, handler: @escaping @MainActor () -> Void) -> UInt {
            let box = SignalHandlerBox(handler)
            return connect(signal, trampoline: unsafeBitCast(rangeTrampoline, to: GCallback.self), box: box)
        }

        /// Connects a handler for a `GtkGestureClick` signal that reports a press count and a
        /// position (`pressed`, `released`), ignoring them.
        @discardableResult
        public func connectClick(_ signal: String, handler: @escaping @MainActor () -> Void) -> UInt {
            let box = SignalHandlerBox(handler)
            return connect(signal, trampoline: unsafeBitCast(clickTrampoline, to: GCallback.self), box: box)
        }

        /// Emits a `GtkGestureClick` signal (`pressed`, `released`) with `presses` and the
        /// position `x`, `y` in the widget, as a pointer would make the gesture emit it.
        public func emitClick(_ signal: String, presses: Int = 1, x: Double, y: Double) {
            gtkui_emit_click(pointer, signal, Int32(presses), x, y)
        }

        /// Connects `trampoline` with `box` as its data; GLib releases the box with the handler.
        func connect(_ signal: String, trampoline: GCallback, box: SignalHandlerBox) -> UInt {
            let id = gtkui_signal_connect(
                pointer, signal, trampoline, Unmanaged.passRetained(box).toOpaque(), releaseTrampoline)
            handlerIDs.append(id)
            return UInt(id)
        }

        /// Emits an argument-less signal such as `clicked`, as GTK does for user input.
        public func emit(_ signal: String) { gtkui_emit(pointer, signal) }

        /// Disconnects one handler; its closure is released.
        public func disconnect(_ handlerID: UInt) {
            guard let index = handlerIDs.firstIndex(of: gulong(handlerID)) else { return }
            handlerIDs.remove(at: index)
            g_signal_handler_disconnect(pointer, gulong(handlerID))
        }

        /// Disconnects every handler this wrapper connected, releasing their closures.
        public func disconnectAllSignals() {
            for id in handlerIDs { g_signal_handler_disconnect(pointer, id) }
            handlerIDs.removeAll()
        }

        /// Runs `body` with this wrapper's handlers blocked, so programmatic changes do not
        /// echo back as user events.
        public func withSignalsBlocked<T>(_ body: () throws -> T) rethrows -> T {
            for id in handlerIDs { g_signal_handler_block(pointer, id) }
            defer { for id in handlerIDs { g_signal_handler_unblock(pointer, id) } }
            return try body()
        }

        /// The number of handlers this wrapper has connected and not yet disconnected.
        public var connectedHandlerCount: Int { handlerIDs.count }
    }
}

/// Owns a signal handler's closure for as long as GLib keeps the connection.
final class SignalHandlerBox: @unchecked Sendable {  // touched only on the main thread
    let handler: @MainActor () -> Void
    let boolHandler: (@MainActor () -> Bool)?
    let argumentHandler: (@MainActor (UnsafeMutableRawPointer) -> Void)?
    /// A key controller's handler: keyval, keycode and modifier state; true stops the key.
    let keyHandler: (@MainActor (UInt32, UInt32, UInt32) -> Bool)?
    /// A gesture's handler: a press count (or 0) and a position.
    let pointHandler: (@MainActor (Int32, Double, Double) -> Void)?

    init(
        _ handler: @escaping @MainActor () -> Void, returning boolHandler: (@MainActor () -> Bool)? = nil,
        passingArgument argumentHandler: (@MainActor (UnsafeMutableRawPointer) -> Void)? = nil,
        key keyHandler: (@MainActor (UInt32, UInt32, UInt32) -> Bool)? = nil,
        point pointHandler: (@MainActor (Int32, Double, Double) -> Void)? = nil
    ) {
        self.handler = handler
        self.boolHandler = boolHandler
        self.argumentHandler = argumentHandler
        self.keyHandler = keyHandler
        self.pointHandler = pointHandler
        Self.liveCount += 1
    }

    deinit { Self.liveCount -= 1 }

    /// Live boxes, for leak tests: every box is released by its destroy notify.
    nonisolated(unsafe) static var liveCount = 0
}

extension Gtk {
    /// The number of signal-handler closures currently retained by GLib connections.
    ///
    /// Tests use it to prove that unmounting views releases every handler.
    @MainActor public static var liveSignalHandlerCount: Int { SignalHandlerBox.liveCount }
}

private let instanceTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.handler() }
}

private let pointerArgumentTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    _, _, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.handler() }
}

private let argumentTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    _, argument, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    // An address, not the pointer, crosses into the main actor's isolation.
    let address = UInt(bitPattern: argument)
    guard address != 0 else { return }
    MainActor.assumeIsolated { box.argumentHandler?(UnsafeMutableRawPointer(bitPattern: address)!) }
}

private let rangeTrampoline: @convention(c) (gpointer?, guint, guint, gpointer?) -> Void = { _, _, _, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.handler() }
}

private let clickTrampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    _, _, _, _, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.handler() }
}

private let boolTrampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
    return MainActor.assumeIsolated { (box.boolHandler?() ?? false) ? 1 : 0 }
}

private let releaseTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
    data, _ in
    Unmanaged<SignalHandlerBox>.fromOpaque(data!).release()
}
