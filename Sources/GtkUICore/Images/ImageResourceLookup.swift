import Foundation

/// Finds the file `Image(_:bundle:)` shows, in the order ``Image`` documents.
///
/// Results are cached by name and bundle: a list of a thousand rows with the same image looks
/// it up once.
@MainActor
enum ImageResourceLookup {
    /// The file names tried for `name`, in order.
    static let extensions = ["png", "svg", "jpg", "jpeg"]

    private struct CacheKey: Hashable {
        let name: String
        let bundlePath: String?
    }

    private static var cache: [CacheKey: String?] = [:]

    /// The path of the file for `name`, or nil when only the icon theme can show it.
    static func file(named name: String, bundle: Bundle?) -> String? {
        let key = CacheKey(name: name, bundlePath: bundle?.bundlePath)
        if let known = cache[key] { return known }
        let found = searchFolders(bundle: bundle).lazy.compactMap { file(named: name, in: $0) }.first
        cache[key] = found
        return found
    }

    /// Forgets what earlier lookups found, for tests that add files.
    static func clearCache() { cache.removeAll() }

    /// The folders searched, first match wins: the bundle's (or the main bundle's and the
    /// SwiftPM resource bundles' beside the executable), then the app's installed data.
    static func searchFolders(bundle: Bundle?) -> [URL] {
        var bundles: [URL] = []
        if let bundle {
            bundles.append(bundle.resourceURL ?? bundle.bundleURL)
        } else {
            bundles.append(Bundle.main.resourceURL ?? Bundle.main.bundleURL)
            bundles += resourceBundlesBesideExecutable()
        }
        let folders = bundles.flatMap { [$0, $0.appendingPathComponent("Images")] }
        return folders + installedDataFolders()
    }

    private static func file(named name: String, in folder: URL) -> String? {
        let candidates = [name] + extensions.map { "\(name).\($0)" }
        let fileManager = FileManager.default
        for candidate in candidates {
            let path = folder.appendingPathComponent(candidate).path
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
            }
        }
        return nil
    }

    private static var executableURL: URL? {
        Bundle.main.executableURL?.resolvingSymlinksInPath()
    }

    /// SwiftPM copies each target's resources into `<Package>_<Target>.resources` beside the
    /// executable; `Bundle.module` points there, `Bundle.main` does not.
    private static func resourceBundlesBesideExecutable() -> [URL] {
        guard let folder = executableURL?.deletingLastPathComponent(),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return entries.filter { $0.hasSuffix(".resources") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// `<dir>/<executable name>/images` for the XDG data folders and the `share` folder beside
    /// the executable's `bin`.
    private static func installedDataFolders() -> [URL] {
        guard let executable = executableURL else { return [] }
        let environment = ProcessInfo.processInfo.environment
        let home =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        let system = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share")
        let appName = executable.lastPathComponent
        return ([home] + system + [prefix.path]).map {
            URL(fileURLWithPath: $0).appendingPathComponent(appName).appendingPathComponent("images")
        }
    }
}
