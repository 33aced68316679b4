import Foundation
import GtkUITesting
import Testing

@testable import GtkUIGallery

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
        let process = try startGallery(arguments, environment: childEnvironment(overrides), captureOutput: true)
        let output = process.readAll()
        return (process.wait(), output)
    }

    /// Starts `gtkui-gallery` with `arguments` once no earlier gallery holds its application ID
    /// on the session bus.
    ///
    /// A launch while another instance is registered hands its request to that one and exits 0
    /// at once, printing nothing: a test would then wait for a window that never comes. An
    /// instance still shutting down gets up to twenty seconds; one that stays is named in the
    /// error, with its command line, so the test that left it can be found.
    static func startGallery(
        _ arguments: [String], environment: [String: String]? = nil, captureOutput: Bool = false
    ) throws -> ChildProcess {
        let environment = environment ?? childEnvironment()
        for _ in 0..<200 {
            guard registeredInstance(environment: environment) != nil else { break }
            usleep(100_000)
        }
        var held = heldKeys(environment: environment)
        // A key another test is pressing right now goes up within milliseconds.
        for _ in 0..<20 where !held.isEmpty {
            usleep(100_000)
            held = heldKeys(environment: environment)
        }
        if !held.isEmpty {
            throw LeftoverState(
                description: "\(held.joined(separator: ", ")) held down on the display for 2 s: a test pressed "
                    + "them through the X server and did not release them, so every window gets them")
        }
        if let pid = registeredInstance(environment: environment) {
            let commandLine =
                (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?
                .replacingOccurrences(of: "\0", with: " ") ?? "(gone)"
            throw LeftoverState(
                description: "process \(pid) (\(commandLine)) has held \(GalleryApp.applicationID) on the "
                    + "session bus for 20 s, so a new gtkui-gallery would hand its arguments to it and exit")
        }
        return try ChildProcess(
            builtExecutable("gtkui-gallery"), arguments, captureOutput: captureOutput, mergeErrors: captureOutput,
            environment: environment)
    }

    /// The process ID of the gallery registered on the session bus of `environment`, if any.
    static func registeredInstance(environment: [String: String]) -> pid_t? {
        guard environment["DBUS_SESSION_BUS_ADDRESS"] != nil,
            let query = try? ChildProcess(
                "/usr/bin/gdbus",
                [
                    "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                    "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", GalleryApp.applicationID,
                ], captureOutput: true, mergeErrors: true, environment: environment)
        else { return nil }
        // "(uint32 1234,)" when the name has an owner; a NameHasNoOwner error when not.
        let answer = query.readAll()
        guard query.wait() == 0, answer.contains("uint32") else { return nil }
        return answer.split(separator: " ").last.flatMap { pid_t($0.filter(\.isNumber)) }
    }

    /// The names of the keys held down on the display of `environment` (`held_keys.py`); empty
    /// when none is, or when the display cannot be read.
    static func heldKeys(environment: [String: String]? = nil) -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("held_keys.py")
        guard
            let query = try? ChildProcess(
                "/usr/bin/python3", [script.path], captureOutput: true, environment: environment ?? childEnvironment())
        else { return [] }
        let (status, output) = query.finish(within: 10)
        guard status == 0 else { return [] }
        return output.split(separator: "\n").map(String.init)
    }

    /// An earlier test left the display or the session bus in a state a new gallery cannot
    /// start in.
    struct LeftoverState: Error, CustomStringConvertible {
        let description: String
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
