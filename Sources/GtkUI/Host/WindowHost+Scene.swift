import CGtk
import GtkUICore

extension WindowHost {
    /// Applies a scene's window properties: its default size and whether a person can resize it.
    public func apply(_ description: WindowDescription) {
        if let size = description.defaultSize {
            window.setDefaultSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        } else if description.resizability == .contentSize {
            // Sized by the content: no default size, so GTK opens the window at its natural size.
            window.setDefaultSize(width: -1, height: -1)
        }
        gtk_window_set_resizable(window.window, description.resizability == .contentSize ? 0 : 1)
    }

    /// Keeps ``sceneState`` in step with the window — active, inactive, hidden or minimized —
    /// and with the color scheme the desktop and the views ask for.
    func followSceneState() {
        for signal in ["notify::is-active", "notify::visible"] {
            window.connectIgnoringArgument(signal) { [weak self] in self?.updatePhase() }
        }
        window.connect("realize") { [weak self] in
            // Minimizing changes the toplevel surface's state, not the window's properties.
            guard let self, let surface = gtk_native_get_surface(OpaquePointer(self.window.pointer)) else { return }
            let object = Gtk.Object(UnsafeMutableRawPointer(surface))
            object.connectIgnoringArgument("notify::state") { [weak self] in self?.updatePhase() }
            // The surface's new size is laid out in the same frame; read the window's after it.
            object.connectIgnoringRange("layout") { [weak self] in self?.scheduleSizeClassUpdate() }
            self.surfaceObserver = object
            self.scheduleSizeClassUpdate()
        }
        ColorSchemeFollower.shared.add(sceneState)
        sceneState.onPreferredColorSchemeChange = { _ in ColorSchemeFollower.shared.applyPreferences() }
        followWindowMetrics()
        followFocusedValues()
        updatePhase()
    }

    func stopFollowingSceneState() {
        surfaceObserver?.disconnectAllSignals()
        surfaceObserver = nil
        ColorSchemeFollower.shared.remove(sceneState)
        sceneState.onPreferredColorSchemeChange = nil
        settingsObserver?.disconnectAllSignals()
        settingsObserver = nil
        sceneState._windowDidClose()
    }

    private func updatePhase() {
        var minimized = false
        if let surface = gtk_native_get_surface(OpaquePointer(window.pointer)),
            gtkui_is_a(UnsafeMutableRawPointer(surface), gdk_toplevel_get_type()) != 0
        {
            let state = gdk_toplevel_get_state(OpaquePointer(UnsafeMutableRawPointer(surface)))
            minimized = state.rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
        }
        sceneState.phase =
            !window.isVisible || minimized
            ? .background : (gtk_window_is_active(window.window) != 0 ? .active : .inactive)
    }
}

/// Tells every window's scene state whether GTK draws dark, and applies the views'
/// `.preferredColorScheme` requests to GTK's (process-wide) dark preference.
@MainActor
final class ColorSchemeFollower {
    static let shared = ColorSchemeFollower()
    private var states: [ObjectIdentifier: WeakSceneState] = [:]
    private var observer: Gtk.Object?
    /// The dark preference before any view asked for a scheme: the desktop's.
    private var systemPrefersDark: Bool?

    func add(_ state: _SceneState) {
        if observer == nil {
            observer = Gtk.Settings.observe(["gtk-application-prefer-dark-theme", "gtk-theme-name"]) { [weak self] in
                self?.publish()
            }
        }
        states[ObjectIdentifier(state)] = WeakSceneState(state: state)
        state.colorScheme = Gtk.Settings.drawsDark ? .dark : .light
    }

    func remove(_ state: _SceneState) {
        states[ObjectIdentifier(state)] = nil
        applyPreferences()
    }

    /// Sets GTK's dark preference from the latest request of any window, or back to the
    /// desktop's when no view asks any more.
    func applyPreferences() {
        let requested = states.values.compactMap { $0.state?.preferredColorScheme }.last
        if let requested {
            if systemPrefersDark == nil {
                systemPrefersDark = Gtk.Appearance.systemPrefersDark ?? Gtk.Settings.prefersDarkTheme
            }
            Gtk.Settings.prefersDarkTheme = requested == .dark
        } else if let system = systemPrefersDark {
            systemPrefersDark = nil
            Gtk.Settings.prefersDarkTheme = system
        }
        publish()
    }

    private func publish() {
        let scheme: ColorScheme = Gtk.Settings.drawsDark ? .dark : .light
        for entry in states.values { entry.state?.colorScheme = scheme }
    }
}

private struct WeakSceneState {
    weak var state: _SceneState?
}
