import CGtk
import GtkUICore

/// The windows of an app's scenes: the first `WindowGroup`'s at launch, others through
/// `openWindow(id:)`, and the `Settings` scene's preferences window through `openSettings()`
/// or Ctrl+, in any window.
///
/// `GtkUIApplication` runs an app's scenes with it, and `GtkTestHost(app:)` does the same in a
/// test, so both take the same path.
@MainActor
public final class AppWindows {
    /// The open windows, the launch window first; the preferences window is among them while open.
    public private(set) var hosts: [WindowHost] = []
    /// The preferences window, while it is open.
    public private(set) weak var settingsHost: WindowHost?
    private let scenes: [WindowDescription]
    private let backend: GtkBackend
    private let makeWindow: @MainActor () -> Gtk.Window
    private let configure: (@MainActor (WindowHost) -> Void)?

    /// Prepares to open `scenes`' windows, each made by `makeWindow` and passed to `configure`.
    public init(
        scenes: [WindowDescription], backend: GtkBackend, makeWindow: @escaping @MainActor () -> Gtk.Window,
        configure: (@MainActor (WindowHost) -> Void)? = nil
    ) {
        self.scenes = scenes
        self.backend = backend
        self.makeWindow = makeWindow
        self.configure = configure
    }

    /// Opens the launch window (the first scene that is not `Settings`), or reports that the app
    /// declares none.
    @discardableResult
    public func openLaunchWindow() -> WindowHost? {
        guard let scene = scenes.first(where: { !$0.isSettings }) else {
            Diagnostics.emitOnce("The app declares no WindowGroup, so no window opens. Add a WindowGroup to its body.")
            return nil
        }
        return open(scene)
    }

    /// Opens a new window of the scene whose id is `id`; an unknown id is reported, naming the
    /// ids there are.
    @discardableResult
    public func open(id: String) -> WindowHost? {
        guard let scene = scenes.first(where: { $0.id == id && !$0.isSettings }) else {
            let known = scenes.compactMap(\.id).map { "“\($0)”" }.joined(separator: ", ")
            Diagnostics.emitOnce(
                "openWindow(id: \"\(id)\"): no scene has this id, so no window opens. Declare "
                    + "WindowGroup(id: \"\(id)\") { … }\(known.isEmpty ? "" : ", or use one of \(known)").")
            return nil
        }
        return open(scene)
    }

    /// Opens the preferences window, or brings it to the front when it is open.
    @discardableResult
    public func openSettings() -> WindowHost? {
        if let settingsHost {
            settingsHost.window.present()
            return settingsHost
        }
        guard let scene = scenes.first(where: \.isSettings) else {
            Diagnostics.emitOnce("openSettings(): the app declares no Settings scene, so no preferences window opens.")
            return nil
        }
        let host = open(scene)
        settingsHost = host
        return host
    }

    /// Closes every window.
    public func closeAll() {
        for host in hosts { host.close() }
        hosts.removeAll()
    }

    private func open(_ scene: WindowDescription) -> WindowHost {
        let host = WindowHost(window: makeWindow(), backend: backend, title: scene.title)
        host.apply(scene)
        configure?(host)
        if scenes.contains(where: \.isSettings), !scene.isSettings {
            host.window.addShortcut("<Control>comma") { [weak self] in
                self?.openSettings()
                return true
            }
        }
        host.onClose = { [weak self, weak host] in self?.hosts.removeAll { $0 === host } }
        var environment = scene.environment(base: EnvironmentValues())
        environment.openWindow = OpenWindowAction { [weak self] id in self?.open(id: id) }
        environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        host.show(AnyView(erasing: scene.content)!, environment: environment)
        hosts.append(host)
        host.window.present()
        return host
    }
}
