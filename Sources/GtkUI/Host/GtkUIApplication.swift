import CGtk
import Foundation
import GtkUICore

/// Runs a GTK application whose windows show GtkUI views.
///
/// `App.main()` uses it; apps with their own command line call it directly.
@MainActor
public enum GtkUIApplication {
    /// Opens the first window description's window on activation (the others open through
    /// `openWindow` and `openSettings`) and runs until the last window closes.
    ///
    /// When no display can be opened it prints why and exits with status 1.
    ///
    /// - Parameters:
    ///   - id: The application ID (reverse DNS), matching the `.desktop` file.
    ///   - windows: The windows to open, built on first activation.
    ///   - configure: Called for each new window host (to add header bar controls).
    /// - Returns: The exit status.
    public static func run(
        id: String, windows: @escaping @MainActor () -> [WindowDescription],
        configure: (@MainActor (WindowHost) -> Void)? = nil
    ) -> Int32 {
        // @AppStorage keeps its file in a folder named after the application.
        _AppStorageStore.applicationID = id
        do {
            try Gtk.initialize()
        } catch {
            FileHandle.standardError.write(Data("\(programName): \(error)\n".utf8))
            return 1
        }
        let backend = GtkBackend()
        let application = Gtk.Application(id: id)
        var appWindows: AppWindows?
        application.onActivate {
            if let existing = appWindows?.hosts.first {
                existing.window.present()
                return
            }
            let opened = AppWindows(
                scenes: windows(), backend: backend, makeWindow: { application.makeWindow() }, configure: configure,
                windowState: _WindowStateStore(fileURL: _WindowStateStore.defaultFileURL()))
            appWindows = opened
            opened.openLaunchWindow()
        }
        // Ctrl+C or a service manager's SIGTERM closes the windows cleanly, exiting with 0.
        gtkui_unblock_termination_signals()
        for signal in [SIGINT, SIGTERM] {
            Gtk.MainLoop.onUnixSignal(signal) {
                appWindows?.closeAll()
                application.quit()
            }
        }
        let status = application.run()
        appWindows = nil
        return status
    }
}

extension App {
    /// Starts the GTK application and opens the scenes' windows; with `--preview NAME` opens
    /// just that `#Preview` instead, and with `--list-previews` prints the previews' names.
    @MainActor
    public static func main() {
        do {
            if let request = try GtkUIApplication.previewRequest(in: Array(CommandLine.arguments.dropFirst())) {
                exit(GtkUIApplication.runPreview(request, id: applicationID))
            }
        } catch {
            FileHandle.standardError.write(Data("\(GtkUIApplication.programName): \(error)\n".utf8))
            exit(2)
        }
        // Before the app's own properties are made: an @AppStorage among them reads the file
        // named after this ID.
        _AppStorageStore.applicationID = applicationID
        let app = Self()
        app._installAppProperties()
        exit(GtkUIApplication.run(id: applicationID, windows: { app.body._windows }))
    }
}
