import Foundation
import GtkUI

/// Launches the gallery: parses the command line, loads translations and style, and runs the
/// GTK application.
public enum GalleryApp {
    /// The application ID, matching `Resources/io.github.gtkui.Gallery.desktop`.
    public static let applicationID = "io.github.gtkui.Gallery"

    /// Runs the gallery with `arguments` (without the program name) and returns the exit status.
    @MainActor
    public static func main(arguments: [String]) -> Int32 {
        let options: GalleryCommand
        do {
            options = try GalleryCommand.parse(arguments)
        } catch {
            if GalleryCommand.exitCode(for: error).isSuccess {
                print(GalleryCommand.fullMessage(for: error))
                return 0
            }
            var message = GalleryCommand.message(for: error)
            if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
            FileHandle.standardError.write(Data("gtkui-gallery: \(message)\n".utf8))
            return 2
        }
        if options.listPages {
            print(GalleryCommand.pageList)
            return 0
        }
        if options.listPreviews { return GtkUIApplication.runPreview(.list, id: applicationID) }
        // Each window gets the style sheet; the first one shown is saved for --screenshot.
        var screenshotTaken = false
        let configure = { @MainActor (host: WindowHost) in
            GalleryResources.installStyleSheet()
            if let path = options.screenshot, !screenshotTaken {
                screenshotTaken = true
                saveScreenshot(of: host, to: path)
            }
        }
        if let name = options.preview {
            guard case .found(let preview) = PreviewRegistry.lookup(name) else {
                // Prints the valid names and returns the usage status.
                return GtkUIApplication.runPreview(.show(name), id: applicationID)
            }
            let status = GtkUIApplication.run(
                id: applicationID + ".Preview", windows: { [preview.windowDescription(title: name)] },
                configure: configure)
            return screenshotFailed ? 1 : status
        }
        let status = GtkUIApplication.run(
            id: applicationID,
            windows: {
                var note = WindowDescription(title: "Note", content: GalleryNoteWindow())
                note.id = "note"
                note.defaultSize = CGSize(width: 420, height: 320)
                // Room for the sidebar beside the widest page without resizing first.
                let main = WindowGroup("GtkUI Gallery") {
                    GalleryRootView(selection: options.selection)
                        .environment(\.locale, GalleryResources.displayLocale)
                }
                .defaultSize(width: 980, height: 680)
                // A screenshot shows the default size, whatever size the window had last time.
                .restorationBehavior(options.screenshot == nil ? .automatic : .disabled)
                .commands { GalleryCommands(state: .shared) }
                .aboutPanel(about)
                let chapters = WindowGroup("Chapter", for: Int.self) { GalleryChapterWindow(chapter: $0) }
                return main._windows + [note] + chapters._windows + Settings { GalleryPreferences() }._windows
            },
            configure: configure)
        // A screenshot that could not be saved fails the run, so scripts notice.
        return screenshotFailed ? 1 : status
    }

    /// What the About dialog (main menu ▸ About GtkUI Gallery) shows.
    static let about = AboutPanel(
        name: "GtkUI Gallery", version: "0.1.0",
        comments: "SwiftUI's data flow and views on native GTK 4 widgets: seed 000's sample, every "
            + "example of the seeds, and a catalog of the SwiftUI API GtkUI supports.",
        website: URL(string: "https://github.com/gtkui/gtkui"), websiteLabel: "GtkUI on GitHub",
        copyright: "© 2026 GtkUI contributors", license: .mit, developers: ["GtkUI contributors"],
        iconName: applicationID)

    /// Whether `--screenshot` could not write its file (the reason was printed).
    @MainActor private static var screenshotFailed = false

    /// Saves the window once it has been drawn, then closes it (ending the app).
    ///
    /// A page that takes long to open (a debug build on a busy machine) may not have a size
    /// after a second; then it tries again a little later, for up to ten seconds.
    @MainActor
    private static func saveScreenshot(of host: WindowHost, to path: String, retries: Int = 36) {
        Gtk.MainLoop.schedule(after: retries == 36 ? 1.0 : 0.25) {
            if host.window.allocatedSize.width == 0, retries > 0 {
                saveScreenshot(of: host, to: path, retries: retries - 1)
                return
            }
            do {
                try host.window.savePNG(to: path)
                print("Saved \(path)")
            } catch {
                FileHandle.standardError.write(Data("gtkui-gallery: could not save the screenshot: \(error)\n".utf8))
                screenshotFailed = true
            }
            host.close()
        }
    }
}
