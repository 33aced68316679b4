import CGtk

/// Thin, typed Swift wrappers over the GTK 4 widgets GtkUI renders with.
///
/// This namespace is the only place in GtkUI that talks to GTK's C API. Each wrapper owns one
/// strong GObject reference (sunk if the object was floating) and releases it when the wrapper
/// is deallocated; signal handlers are Swift closures whose boxes GTK releases through the
/// handler's destroy notify, so a handler never outlives its connection and never leaks.
///
/// Most apps never touch these types: views describe widgets and the view graph drives them.
/// They are public for tests and for escape hatches.
public enum Gtk {
    /// Whether `gtk_init_check` has succeeded in this process.
    @MainActor public private(set) static var isInitialized = false
    @MainActor private static var initializationFailure: InitializationError?

    /// Initializes GTK once per process.
    ///
    /// - Throws: ``Gtk/InitializationError`` when no display can be opened, naming the
    ///   display variables that were tried.
    @MainActor
    public static func initialize() throws(InitializationError) {
        if isInitialized { return }
        // GTK cannot be initialized twice in one process, so a failure is final.
        if let initializationFailure { throw initializationFailure }
        guard gtk_init_check() != 0 else {
            let failure = InitializationError(
                display: String(validatingCString: getenv("DISPLAY")),
                waylandDisplay: String(validatingCString: getenv("WAYLAND_DISPLAY")))
            initializationFailure = failure
            throw failure
        }
        isInitialized = true
        MainLoop.integrateDispatchMainQueue()
    }

    /// The error thrown when GTK cannot open a display.
    public struct InitializationError: Error, CustomStringConvertible, Sendable {
        /// The value of `DISPLAY` at the time of the failure, if any.
        public var display: String?
        /// The value of `WAYLAND_DISPLAY` at the time of the failure, if any.
        public var waylandDisplay: String?

        /// A message that says which displays were tried and how to get one.
        public var description: String {
            if display == nil && waylandDisplay == nil {
                return "GTK could not open a display: neither DISPLAY nor WAYLAND_DISPLAY is set. "
                    + "Run inside a desktop session, or under a headless server such as "
                    + "`xvfb-run -a gtkui-gallery`."
            }
            return "GTK could not open the display (DISPLAY=\(display ?? "unset"), "
                + "WAYLAND_DISPLAY=\(waylandDisplay ?? "unset")). Is the display server running?"
        }
    }
}

extension String {
    /// Copies a nullable C string.
    init?(validatingCString pointer: UnsafePointer<CChar>?) {
        guard let pointer else { return nil }
        self.init(cString: pointer)
    }
}
