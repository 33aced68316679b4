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
        let environment = childEnvironment(overrides)
        let process = try ChildProcess(
            builtExecutable("gtkui-gallery"), arguments, captureOutput: true, mergeErrors: true,
            environment: environment)
        let output = process.readAll()
        return (process.wait(), output)
    }

    /// The environment a launched binary runs in: the test's own with `overrides` applied (nil
    /// unsets a variable), and `XDG_CONFIG_HOME` in a temporary folder of this test process, so
    /// that what the app saves (`@AppStorage`, window sizes) never reaches the user's `~/.config`.
    static func childEnvironment(_ overrides: [String: String?] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = configHome.path
        for (name, value) in overrides { environment[name] = value }
        return environment
    }

    /// The `XDG_CONFIG_HOME` of the binaries this test process launches.
    static let configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gtkui-gallery-tests-config-\(getpid())", isDirectory: true)
}
