import Foundation
import GtkUI

/// Finds the gallery's data files: installed (`<prefix>/share/…`) or in the source tree.
enum GalleryResources {
    /// The folder holding `style.css` and `locale/`, in order of preference: the
    /// `GTKUI_GALLERY_DATA_DIR` override, the install prefix beside the binary, the source tree.
    static var directory: URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["GTKUI_GALLERY_DATA_DIR"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(
            executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/gtkui-gallery"))
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources"))
        return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("style.css").path) }
    }

    /// Loads the catalog for the user's language: none for Japanese (the source strings are
    /// the seed's Japanese), English for every other language.
    static func installTranslations(language: String = Localization.preferredLanguage) {
        let code = language == "ja" ? "ja" : "en"
        for url in catalogCandidates(for: code) where FileManager.default.fileExists(atPath: url.path) {
            do {
                Localization.use(try Localization.loadCatalog(at: url))
                return
            } catch {
                Diagnostics.log("could not load translations from \(url.path): \(error)")
            }
        }
        Localization.use([:])
        if code != "ja" { Diagnostics.log("no \(code) translations found; showing the source strings") }
    }

    /// Goes back to the source strings; tests call it when done, because the catalog is
    /// process-wide and other suites in the same test process expect the seed's literals.
    static func removeTranslations() {
        Localization.use([:])
    }

    private static func catalogCandidates(for code: String) -> [URL] {
        var urls: [URL] = []
        if let directory {
            urls.append(directory.appendingPathComponent("locale/\(code).po"))
            // Installed layout: <prefix>/share/gtkui-gallery → <prefix>/share/locale/<code>/LC_MESSAGES.
            urls.append(
                directory.deletingLastPathComponent().appendingPathComponent(
                    "locale/\(code)/LC_MESSAGES/gtkui-gallery.mo"))
        }
        return urls
    }

    /// Applies `style.css` to the whole display.
    @MainActor
    static func installStyleSheet() {
        guard !styleInstalled, let url = directory?.appendingPathComponent("style.css"),
            let css = try? String(contentsOf: url, encoding: .utf8)
        else { return }
        styleInstalled = true
        Gtk.StyleSheet().load(css)
    }

    @MainActor private static var styleInstalled = false
}
