import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Window sizes remembered across launches on real GTK, through the app runner's path with a
/// window-state file in a temporary folder: a window resized and closed opens at that size at
/// the next launch, unless its scene says `.restorationBehavior(.disabled)`; a corrupt file is
/// set aside and reported.
@MainActor
@Suite("Window restoration on GTK", .serialized)
struct WindowRestorationGtkTests {
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Notes") { Text("Notes") }
                .defaultSize(width: 640, height: 480)
        }
    }

    struct ScreenshotApp: App {
        var body: some Scene {
            WindowGroup("Notes") { Text("Notes") }
                .defaultSize(width: 640, height: 480)
                .restorationBehavior(.disabled)
        }
    }

    /// A fresh window-state file in a temporary folder.
    static func temporaryFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-window-state-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("window-state.json")
    }

    /// Launches `app` as the app runner does, remembering sizes in `file`, and waits until its
    /// window is on screen. Keep the returned `AppWindows` alive while the window is open, as
    /// the app runner does.
    static func launch<A: App>(_ app: A, rememberingIn file: URL) throws -> (AppWindows, WindowHost) {
        try GtkTestHost.startGTK()
        let windows = AppWindows(
            scenes: app.body._windows, backend: GtkTestHost.backend, makeWindow: { Gtk.Window() },
            windowState: _WindowStateStore(fileURL: file))
        let host = try #require(windows.openLaunchWindow())
        settle { host.window.isMapped }
        return (windows, host)
    }

    /// Resizes `window` through the X server, as dragging its corner does.
    static func resize(_ window: Gtk.Window, width: Int, height: Int) throws {
        let id = try #require(window.x11WindowID)
        let xdotool = try ChildProcess(
            "/usr/bin/xdotool", ["windowsize", "--sync", String(id), String(width), String(height)],
            captureOutput: true, mergeErrors: true)
        _ = xdotool.readAll()
        #expect(xdotool.wait() == 0)
        settle { window.defaultSize == (width, height) }
    }

    /// Closes `window` as its close button does, and settles.
    static func close(_ window: Gtk.Window) {
        window.close()
        settle { false }
    }

    /// Runs the main loop until `done` holds, for up to two seconds.
    static func settle(_ done: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !done(), Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        for _ in 0..<20 { Gtk.MainLoop.iterate() }
    }

    @Test("a window resized and closed opens at that size at the next launch")
    func restoresSize() throws {
        let file = try Self.temporaryFile()
        let (launched, first) = try Self.launch(NotesApp(), rememberingIn: file)
        #expect(first.window.defaultSize == (640, 480))
        try Self.resize(first.window, width: 700, height: 500)
        let resizedWidth = first.window.allocatedSize.width
        withExtendedLifetime(launched) { Self.close(first.window) }
        let saved = try JSONDecoder().decode(
            [String: _WindowStateStore.SavedWindow].self, from: Data(contentsOf: file))
        #expect(saved["main"] == _WindowStateStore.SavedWindow(width: 700, height: 500, isMaximized: false))
        let (windows, second) = try Self.launch(NotesApp(), rememberingIn: file)
        defer { windows.closeAll() }
        #expect(second.window.defaultSize == (700, 500))
        #expect(second.window.allocatedSize.width == resizedWidth, "the same size on screen")
    }

    @Test("a window saved maximized opens maximized, with its unmaximized size kept for later")
    func restoresMaximized() throws {
        // Maximizing a shown window needs a window manager, which the headless display lacks;
        // a window maximized before it is shown is maximized by GTK itself.
        let file = try Self.temporaryFile()
        let saved = ["main": _WindowStateStore.SavedWindow(width: 700, height: 500, isMaximized: true)]
        try JSONEncoder().encode(saved).write(to: file)
        let (windows, host) = try Self.launch(NotesApp(), rememberingIn: file)
        defer { windows.closeAll() }
        #expect(host.window.isMaximized)
        #expect(host.window.defaultSize == (700, 500))
    }

    @Test("with .restorationBehavior(.disabled) the window opens at its default size and saves nothing")
    func disabled() throws {
        let file = try Self.temporaryFile()
        let saved = ["main": _WindowStateStore.SavedWindow(width: 700, height: 500, isMaximized: false)]
        try JSONEncoder().encode(saved).write(to: file)
        let (launched, first) = try Self.launch(ScreenshotApp(), rememberingIn: file)
        #expect(first.window.defaultSize == (640, 480))
        try Self.resize(first.window, width: 720, height: 520)
        withExtendedLifetime(launched) { Self.close(first.window) }
        let after = try JSONDecoder().decode(
            [String: _WindowStateStore.SavedWindow].self, from: Data(contentsOf: file))
        #expect(after == saved, "the file is left as it was")
    }

    @Test("a corrupt file is set aside and reported, and the window opens at its default size")
    func corruptFile() throws {
        let file = try Self.temporaryFile()
        try Data("{ not json".utf8).write(to: file)
        let ((windows, host), messages) = try capturingDiagnostics { try Self.launch(NotesApp(), rememberingIn: file) }
        defer { windows.closeAll() }
        #expect(host.window.defaultSize == (640, 480))
        #expect(messages.count == 1)
        #expect(
            messages.first?.contains("window-state.json is not a JSON object of window sizes") == true, "\(messages)")
        let aside = file.appendingPathExtension("corrupt")
        #expect(try String(contentsOf: aside, encoding: .utf8) == "{ not json")
    }

    @Test("GtkTestHost's app windows neither read nor write window sizes")
    func testHostRemembersNothing() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        #expect(host.appWindows?.remembersWindowSizes == false)
    }
}
