import Foundation
import GtkUI
import GtkUITesting
import Testing

/// An app's windows leave nothing behind once closed: the launch window with toolbar items, a
/// search field and a main menu, a second window opened by id, and the preferences window.
@MainActor
@Suite("App window leaks", .serialized)
struct AppLeakTests {
    struct Notes: App {
        var body: some Scene {
            WindowGroup("Notes") {
                Opener()
                    .toolbar { ToolbarItem { Button("Add") {} } }
                    .searchable(text: .constant(""))
            }
            .commands {
                CommandMenu("Edit") { Button("Copy") {}.keyboardShortcut("c") }
            }
            WindowGroup("Other", id: "other") { Text("Other window") }
            Settings { Text("Prefs") }
        }
    }

    struct Opener: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.openSettings) private var openSettings
        var body: some View {
            VStack {
                Button("Open Other") { openWindow(id: "other") }
                Button("Prefs") { openSettings() }
            }
        }
    }

    func session() throws {
        let host = try GtkTestHost(app: Notes())
        host.click(try host.button("Open Other"))
        host.click(try host.button("Prefs"))
        host.waitUntilIdle()
        host.close()
    }

    @Test("closing an app's windows releases every signal handler and widget wrapper")
    func closingAppWindowsReleasesEverything() throws {
        try GtkTestHost.startGTK()
        // A first session warms up process-wide objects (style sheets, the desktop's settings).
        try session()
        for _ in 0..<20 { _ = Gtk.MainLoop.iterate() }
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        try session()
        for _ in 0..<20 { _ = Gtk.MainLoop.iterate() }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
