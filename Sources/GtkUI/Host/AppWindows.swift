import CGtk
import GtkUICore

/// The windows of an app's scenes: the first `WindowGroup`'s at launch, others through
/// `openWindow(id:)`, the `Settings` scene's preferences window through `openSettings()`
/// or Ctrl+, in any window, and the About dialog of `.aboutPanel` through `openAboutPanel()`.
///
/// Given a window-state store, windows open at the size they were left at (see
/// `SceneRestorationBehavior`); without one (as in `GtkTestHost`) at their default size.
///
/// `GtkUIApplication` runs an app's scenes with it, and `GtkTestHost(app:)` does the same in a
/// test, so both take the same path.
@MainActor
public final class AppWindows {
    /// The open windows, the launch window first; the preferences window is among them while open.
    public private(set) var hosts: [WindowHost] = []
    /// The preferences window, while it is open.
    public private(set) weak var settingsHost: WindowHost?
    let scenes: [WindowDescription]
    private let backend: GtkBackend
    private let makeWindow: @MainActor () -> Gtk.Window
    private let configure: (@MainActor (WindowHost) -> Void)?
    /// The values `WindowGroup(for:)` windows were opened for, while those windows are open.
    private var presentedValues: [(window: WeakWindowHost, value: AnyHashable)] = []
    /// Where windows' sizes are remembered between launches; nil to remember nothing.
    let windowState: _WindowStateStore?
    /// The About dialog, while it is open.
    public internal(set) var aboutDialog: Gtk.AboutDialog?

    /// Prepares to open `scenes`' windows, each made by `makeWindow` and passed to `configure`;
    /// with `windowState`, windows open at the size they were left at and save it when they close.
    public init(
        scenes: [WindowDescription], backend: GtkBackend, makeWindow: @escaping @MainActor () -> Gtk.Window,
        configure: (@MainActor (WindowHost) -> Void)? = nil, windowState: _WindowStateStore? = nil
    ) {
        self.scenes = scenes
        self.backend = backend
        self.makeWindow = makeWindow
        self.configure = configure
        self.windowState = windowState
    }

    /// Opens the launch window (the first scene that is not `Settings`), or reports that the app
    /// declares none.
    @discardableResult
    public func openLaunchWindow() -> WindowHost? {
        guard let scene = scenes.first(where: { !$0.isSettings }) else {
            Diagnostics.emitOnce("The app declares no WindowGroup, so no window opens. Add a WindowGroup to its body.")
            return nil
        }
        return open(scene, restorationKey: scene.id ?? "main")
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
        return open(scene, restorationKey: id)
    }

    /// Opens a window presenting `value` in the `WindowGroup(for:)` whose type is the value's (and
    /// whose id is `id`, when given), or brings the window already presenting it to the front; a
    /// value no scene presents is reported, naming its type.
    @discardableResult
    public func open(value: AnyHashable, id: String? = nil) -> WindowHost? {
        let type = Swift.type(of: value.base)
        guard
            let scene = scenes.first(where: {
                $0.presentation.map { $0.valueType == type } == true && (id == nil || $0.id == id)
            }), let presentation = scene.presentation
        else {
            Diagnostics.emitOnce(
                "openWindow(value:): no scene presents \(type)\(id.map { " with the id “\($0)”" } ?? ""), so no "
                    + "window opens. Declare WindowGroup(for: \(type).self) { $value in … }.")
            return nil
        }
        if let shown = presentedValues.first(where: { $0.value == value })?.window.host {
            shown.window.present()
            return shown
        }
        let host = open(scene, content: presentation.content(value), restorationKey: scene.id)
        presentedValues.append((WeakWindowHost(host), value))
        return host
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

    /// Closes every window (and the About dialog).
    public func closeAll() {
        closeAboutPanel()
        for host in hosts { host.close() }
        hosts.removeAll()
    }

    /// Opens a window of `scene` showing `content` (the scene's own when nil); a window with a
    /// `restorationKey` opens at the size saved under it, and saves its size there when it closes.
    private func open(_ scene: WindowDescription, content: (any View)? = nil, restorationKey: String? = nil)
        -> WindowHost
    {
        let host = WindowHost(window: makeWindow(), backend: backend, title: scene.title)
        host.apply(scene)
        let restoration = restorationKey.flatMap { savedSizeKey(of: scene, proposed: $0) }
        if let restoration { restoreSize(of: host, from: restoration) }
        configure?(host)
        // Ctrl+Q quits from every window, as in GNOME apps (SwiftUI's ⌘Q): all windows close
        // as their close buttons would close them, so the app exits with 0.
        host.window.addShortcut("<Control>q") { [weak self] in
            self?.closeAll()
            return true
        }
        if scenes.contains(where: \.isSettings), !scene.isSettings {
            host.window.addShortcut("<Control>comma") { [weak self] in
                self?.openSettings()
                return true
            }
        }
        host.onClose = { [weak self, weak host] in
            if let self, let host, let restoration { self.saveSize(of: host, to: restoration) }
            self?.hosts.removeAll { $0 === host }
            self?.presentedValues.removeAll { $0.window.host == nil || $0.window.host === host }
        }
        var environment = scene.environment(base: EnvironmentValues())
        environment.openWindow = OpenWindowAction(
            { [weak self] id in self?.open(id: id) },
            value: { [weak self] id, value in self?.open(value: value, id: id) })
        environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        environment.openAboutPanel = OpenAboutPanelAction { [weak self] in self?.openAboutPanel() }
        var openSettings: (@MainActor () -> Void)?
        if scenes.contains(where: \.isSettings) { openSettings = { [weak self] in _ = self?.openSettings() } }
        // The preferences window, like GNOME's, has no primary menu of its own for About.
        let about =
            scene.isSettings
            ? nil
            : aboutPanel.map { _ in
                _AboutMenuItem(appName: appName) { [weak self] in self?.openAboutPanel() }
            }
        let root = scene._withMainMenu(content ?? scene.content, openSettings: openSettings, about: about)
        host.show(AnyView(erasing: root)!, environment: environment)
        hosts.append(host)
        host.window.present()
        return host
    }
}

/// A window host held weakly.
@MainActor
private struct WeakWindowHost {
    weak var host: WindowHost?
    init(_ host: WindowHost) { self.host = host }
}
