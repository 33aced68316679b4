import CGtk
import GtkUICore

extension AppWindows {
    /// Whether windows open at the size they were left at and save it when they close (the app
    /// runner's windows do; `GtkTestHost`'s do not).
    public var remembersWindowSizes: Bool { windowState != nil }

    /// The window-state entry a window of `scene` restores from and saves to under `key`, or nil
    /// when its size is not remembered: no store, `.restorationBehavior(.disabled)`, the
    /// preferences window, or a window sized by its content.
    func savedSizeKey(of scene: WindowDescription, proposed key: String) -> String? {
        guard windowState != nil, scene.restorationBehavior != .disabled, !scene.isSettings,
            scene.resizability != .contentSize
        else { return nil }
        return key
    }

    /// Opens `host`'s window at the size saved under `key`, maximized if it was; nothing when
    /// none was saved.
    func restoreSize(of host: WindowHost, from key: String) {
        guard let saved = windowState?.savedWindow(forScene: key) else { return }
        host.window.setDefaultSize(width: saved.width, height: saved.height)
        if saved.isMaximized { host.window.maximize() }
    }

    /// Saves the size `host`'s window has as it closes under `key`: its unmaximized size (GTK
    /// keeps it as the default size) and whether it is maximized.
    func saveSize(of host: WindowHost, to key: String) {
        let size = host.window.defaultSize
        windowState?.save(
            _WindowStateStore.SavedWindow(width: size.width, height: size.height, isMaximized: host.window.isMaximized),
            forScene: key)
    }
}
