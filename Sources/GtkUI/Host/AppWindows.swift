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
    /// The values `WindowGroup(for:)` windows were opened for, while those windows are open.
    private var presentedValues: [(window: WeakWindowHost, value: AnyHashable)] = []

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
        let host = open(scene, content: presentation.content(value))
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

    /// Closes every window.
    public func closeAll() {
        for host in hosts { host.close() }
        hosts.removeAll()
    }

    private func open(_ scene: WindowDescription, content: (any View)? = nil) -> WindowHost {
        let host = WindowHost(window: makeWindow(), backend: backend, title: scene.title)
        host.apply(scene)
        configure?(host)
        if scenes.contains(where: \.isSettings), !scene.isSettings {
            host.window.addShortcut("<Control>comma") { [weak self] in
                self?.openSettings()
                return true
            }
        }
        host.onClose = { [weak self, weak host] in
            self?.hosts.removeAll { $0 === host }
            self?.presentedValues.removeAll { $0.window.host == nil || $0.window.host === host }
        }
        var environment = scene.environment(base: EnvironmentValues())
        environment.openWindow = OpenWindowAction(
            { [weak self] id in self?.open(id: id) },
            value: { [weak self] id, value in self?.open(value: value, id: id) })
        environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        var openSettings: (@MainActor () -> Void)?
        if scenes.contains(where: \.isSettings) { openSettings = { [weak self] in _ = self?.openSettings() } }
        let root = scene._withMainMenu(content ?? scene.content, openSettings: openSettings)
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
