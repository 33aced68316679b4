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

    /// Registers the gallery's translations, once per process: the source strings are the
    /// seed's Japanese, shown as written for Japanese locales (whose catalog only names what
    /// the framework draws, such as the back button), and English has a catalog. Each window
    /// then shows the language of its `locale` (see ``displayLocale``).
    @MainActor
    static func registerTranslations() {
        guard !hasRegisteredTranslations else { return }
        hasRegisteredTranslations = true
        Localization.setSourceLanguage("ja")
        for code in ["en", "ja"] {
            guard let catalog = loadCatalog(code) else {
                Diagnostics.log("no \(code) translations found; showing the source strings")
                continue
            }
            Localization.setTranslations(catalog, forLanguage: code)
        }
    }

    private static func loadCatalog(_ code: String) -> [String: String]? {
        for url in catalogCandidates(for: code) where FileManager.default.fileExists(atPath: url.path) {
            do {
                return try Localization.loadCatalog(at: url)
            } catch {
                Diagnostics.log("could not load translations from \(url.path): \(error)")
            }
        }
        return nil
    }

    @MainActor private static var hasRegisteredTranslations = false

    /// The locale the gallery's window uses: the user's, if the gallery has its language (or
    /// it is the source language, Japanese), else English — also for the `C` locale, which
    /// would show the source strings.
    @MainActor
    static var displayLocale: Locale {
        registerTranslations()
        let preferred = Localization.defaultLocale
        return Localization.translates(for: preferred) ? preferred : Locale(identifier: "en")
    }

    /// An environment whose views speak `language` (`"en"`, `"ja"`), with the translations
    /// registered; for tests and screenshots.
    @MainActor
    static func environment(language: String) -> EnvironmentValues {
        registerTranslations()
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: language)
        return environment
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
