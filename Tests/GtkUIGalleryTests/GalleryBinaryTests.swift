import Foundation
import GtkUITesting
import Testing

/// The suites that launch the real `gtkui-gallery` binary.
///
/// A GtkApplication is single-instance per D-Bus session: a second launch hands its request to
/// the gallery already running and exits at once. Suites that launch the binary therefore nest
/// here and run one after the other.
@Suite("The gallery binary", .serialized)
enum GalleryBinaryTests {}

extension GalleryBinaryTests {
    /// The path of the executable `name` (`gtkui-gallery`, `gtkui-leak-session`) built
    /// beside the test bundle.
    static func builtExecutable(_ name: String) -> String {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBundle.deletingLastPathComponent()
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent(name).path
    }

    /// Runs `gtkui-gallery` with `arguments` until it exits and returns its status and its
    /// output (standard error merged in); `overrides` sets or (with nil) unsets variables of
    /// the test's environment.
    static func launchGallery(_ arguments: [String], environment overrides: [String: String?] = [:]) throws -> (
        Int32, String
    ) {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in overrides { environment[name] = value }
        let process = try ChildProcess(
            builtExecutable("gtkui-gallery"), arguments, captureOutput: true, mergeErrors: true,
            environment: environment)
        let output = process.readAll()
        return (process.wait(), output)
    }
}
