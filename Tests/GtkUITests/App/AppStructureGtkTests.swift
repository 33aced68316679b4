import Foundation
import GtkUI
import GtkUITesting
import Testing

/// An app's scenes on real GTK, run as GtkUI's app runner runs them: the launch window with its
/// title and size, other windows opened by id, the preferences window from Ctrl+, and the
/// window's phase and color scheme as the views read them.
@MainActor
@Suite("App structure on GTK", .serialized)
struct AppStructureGtkTests {
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Notes") { NotesRoot() }
                .defaultSize(width: 640, height: 480)
            WindowGroup("Inspector", id: "inspector") { Text("Inspecting") }
                .windowResizability(.contentSize)
            Settings { Text("Preferences go here") }
        }
    }

    struct NotesRoot: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.openSettings) private var openSettings
        @State private var dark = false
        var body: some View {
            VStack {
                PhaseLabel()
                SchemeLabel()
                Button("Inspect") { openWindow(id: "inspector") }
                Button("Preferences…") { openSettings() }
                Button("Missing") { openWindow(id: "nowhere") }
                Button(dark ? "Follow the Desktop" : "Go Dark") { dark.toggle() }
            }
            .preferredColorScheme(dark ? .dark : nil)
        }
    }

    struct PhaseLabel: View {
        @Environment(\.scenePhase) private var phase
        var body: some View { Text("Phase: \(String(describing: phase))") }
    }

    struct SchemeLabel: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("Scheme: \(String(describing: scheme))") }
    }

    @Test("only the first WindowGroup opens at launch, titled and sized as its scene says")
    func launchWindow() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        #expect(host.appWindows?.hosts.count == 1)
        #expect(host.windowHost.title == "Notes")
        #expect(host.window.defaultSize == (640, 480))
        #expect(host.window.isResizable)
        #expect(host.isShown(text: "Scheme: light"))
    }

    @Test("openWindow(id:) opens that scene's window; an unknown id is reported with the known ones")
    func openWindowById() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        host.click(try host.button("Inspect"))
        let windows = try #require(host.appWindows?.hosts)
        #expect(windows.count == 2)
        #expect(windows.last?.title == "Inspector")
        #expect(windows.last?.window.isResizable == false)
        let reports = try capturingDiagnostics { host.click(try host.button("Missing")) }.messages
        #expect(reports.contains { $0.contains("openWindow(id: \"nowhere\")") && $0.contains("“inspector”") })
        #expect(host.appWindows?.hosts.count == 2)
    }

    @Test("Ctrl+, opens one preferences window; openSettings brings it back")
    func settingsWindow() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        #expect(host.appWindows?.settingsHost == nil)
        try host.pressKeys("ctrl+comma")
        let settings = try #require(host.appWindows?.settingsHost)
        #expect(settings.title == "Preferences")
        #expect(settings.window.isMapped)
        host.click(try host.button("Preferences…"))
        #expect(host.appWindows?.settingsHost === settings)
        #expect(host.appWindows?.hosts.count == 2)
    }

    @Test("the scene phase follows the window: active, then inactive when another window has the keyboard")
    func scenePhase() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        try host.pressKeys("Shift")
        #expect(host.window.isActive)
        #expect(host.isShown(text: "Phase: active"))
        host.click(try host.button("Inspect"))
        let inspector = try #require(host.appWindows?.hosts.last)
        try host.focusWindow(inspector.window)
        #expect(!host.window.isActive)
        #expect(host.isShown(text: "Phase: inactive"))
        try host.pressKeys("Shift")
        #expect(host.isShown(text: "Phase: active"))
    }

    @Test(".preferredColorScheme(.dark) draws the app dark while shown; nil follows the desktop again")
    func preferredColorScheme() throws {
        let before = Gtk.Settings.prefersDarkTheme
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        let counts = host.statistics.bodyEvaluations
        host.click(try host.button("Go Dark"))
        #expect(Gtk.Settings.prefersDarkTheme)
        #expect(host.isShown(text: "Scheme: dark"))
        #expect(host.statistics.bodyEvaluations - counts <= 2, "the root and the scheme label, not the phase label")
        host.click(try host.button("Follow the Desktop"))
        #expect(Gtk.Settings.prefersDarkTheme == before)
        #expect(host.isShown(text: "Scheme: light"))
    }
}
