import Foundation
import Synchronization
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The checks GNOME apps run on their desktop files, metainfo and icons, run on ours.
///
/// The validators come from Debian's `desktop-file-utils` and `appstream` packages. A missing
/// validator fails the test with the package to install rather than skipping it, so a
/// machine that cannot check the resources does not report them as fine.
@Suite("Resources")
struct ResourceValidationTests {
    static let appID = "io.github.gtkui.Gallery"
    static let icons = [
        "icons/hicolor/scalable/apps/\(appID).svg",
        "icons/hicolor/symbolic/apps/\(appID)-symbolic.svg",
    ]

    @Test("the desktop file passes desktop-file-validate")
    func desktopFileIsValid() async throws {
        let result = try await ExternalTool.run(
            "desktop-file-validate", [Self.resource("\(Self.appID).desktop").path],
            package: "desktop-file-utils")
        // Hints are advice; errors and warnings are what GNOME Software and distributions reject.
        let problems = result.output.split(separator: "\n")
            .filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(result.status == 0 && problems.isEmpty, "\(result)")
    }

    @Test("the metainfo passes appstreamcli validate --no-net")
    func metainfoIsValid() async throws {
        let result = try await ExternalTool.run(
            "appstreamcli",
            ["validate", "--no-net", Self.resource("\(Self.appID).metainfo.xml").path],
            package: "appstream")
        #expect(result.status == 0, "\(result)")
    }

    @Test("the desktop file and the metainfo name the same app, binary and icon")
    func desktopFileAndMetainfoAgree() throws {
        let desktop = try String(
            contentsOf: Self.resource("\(Self.appID).desktop"), encoding: .utf8)
        let metainfo = try String(
            contentsOf: Self.resource("\(Self.appID).metainfo.xml"), encoding: .utf8)
        let lines = Set(desktop.split(separator: "\n").map(String.init))
        #expect(lines.contains("Exec=gtkui-gallery"))
        #expect(lines.contains("Icon=\(Self.appID)"))
        #expect(metainfo.contains("<id>\(Self.appID)</id>"))
        let launchable = #"<launchable type="desktop-id">\#(Self.appID).desktop</launchable>"#
        #expect(metainfo.contains(launchable))
        #expect(metainfo.contains("<binary>gtkui-gallery</binary>"))
    }

    @Test("each icon is well-formed SVG", arguments: icons)
    func iconIsWellFormedSVG(path: String) throws {
        let document = try XMLDocument(contentsOf: Self.resource(path), options: [])
        #expect(document.rootElement()?.name == "svg", "\(path) has no <svg> root element")
    }

    @Test("the symbolic icon is a 16×16 drawing in the one symbolic colour")
    func symbolicIconIsMonochrome() throws {
        let url = Self.resource(Self.icons[1])
        let root = try XMLDocument(contentsOf: url, options: []).rootElement()
        // attribute(forName:) misses attributes of namespaced elements in swift-corelibs-foundation.
        let viewBox = root?.attributes?.first { $0.name == "viewBox" }?.stringValue
        #expect(viewBox == "0 0 16 16")
        // GTK recolours symbolic icons by replacing #2e3436, so any other colour would stay put.
        let text = try String(contentsOf: url, encoding: .utf8)
        let colours = Set(text.matches(of: #/#[0-9A-Fa-f]{3,8}\b/#).map { $0.output.lowercased() })
        #expect(colours == ["#2e3436"])
    }

    static func resource(_ path: String) -> URL {
        ExternalTool.packageRoot.appending(path: "Resources/\(path)")
    }
}

// MARK: - Running the project's tools

/// Runs a command-line tool for a test and keeps everything it printed for the failure message.
///
/// This spawns with `posix_spawn` rather than `Foundation.Process`: on Linux, `Process` hands
/// the child the signal mask of the calling thread (swift-corelibs-foundation#4772), and Swift
/// concurrency's threads block nearly every signal. A child started that way cannot see
/// SIGCHLD, so CMake waits forever for its own children, and it ignores SIGTERM.
enum ExternalTool {
    /// The package folder, found from this file's path (`Tests/ProjectTests/<file>`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What a finished command did, printed as a transcript when a test fails.
    struct Result: CustomStringConvertible, Sendable {
        var command: String
        /// The exit status, 128 plus the signal number when a signal ended the tool, or -1 when
        /// it could not be waited for.
        var status: Int32
        var timedOut: Bool
        /// Standard output and standard error, interleaved as the tool wrote them.
        var output: String

        var description: String {
            // Long build logs end with the part that explains the failure.
            let shown = output.count > 20_000 ? "…" + String(output.suffix(20_000)) : output
            let ending = timedOut ? "stopped after the time limit" : "exit status \(status)"
            return "$ \(command)\n\(shown)\n(\(ending))"
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The full path of `tool` (a name looked up on `PATH`, or a path), if it is executable.
    static func path(of tool: String) -> String? {
        if tool.contains("/") {
            return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func isInstalled(_ tool: String) -> Bool { path(of: tool) != nil }

    /// Runs `tool` to completion without blocking a Swift concurrency thread; after `timeout`
    /// it terminates the tool and everything the tool started.
    ///
    /// Output goes to a file rather than a pipe, so a chatty tool cannot stall on a full pipe.
    ///
    /// - Parameters:
    ///   - package: the Debian package to name if `tool` is not installed.
    ///   - environment: variables to set for the tool on top of this process's own.
    static func run(
        _ tool: String, _ arguments: [String], package: String? = nil,
        environment: [String: String] = [:], timeout: Duration = .seconds(120)
    ) async throws -> Result {
        guard let executable = path(of: tool) else {
            throw Failure(
                description: "`\(tool)` is not on PATH"
                    + (package.map { "; install the Debian package \($0)" } ?? ""))
        }
        let log = FileManager.default.temporaryDirectory
            .appending(path: "gtkui-tool-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let pid: pid_t
        do {
            defer { try? handle.close() }
            pid = try spawn(executable, arguments, environment: environment, output: handle.fileDescriptor)
        }

        let child = Child(pid: pid)
        let watchdog = Task {
            do { try await Task.sleep(for: timeout) } catch { return false }
            return child.terminateIfRunning()
        }
        // Swift Testing cancels a test that overruns its time limit; take the tool down with it.
        let status = await withTaskCancellationHandler {
            await child.exitStatus()
        } onCancel: {
            _ = child.terminateIfRunning()
        }
        watchdog.cancel()
        let timedOut = await watchdog.value

        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        let command = ([tool] + arguments).joined(separator: " ")
        return Result(command: command, status: status, timedOut: timedOut, output: output)
    }

    /// Starts `executable` with default signal handling, an empty signal mask and its own
    /// process group, reading /dev/null and writing both streams to `output`.
    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], output: Int32
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        sigdelset(&everySignal, SIGKILL)
        sigdelset(&everySignal, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = variables.map { strdup("\($0)=\($1)") } + [nil]
        defer { for variable in envp { free(variable) } }
        var pid = pid_t()
        let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw Failure(
                description: "could not start \(executable): \(String(cString: strerror(error)))")
        }
        return pid
    }

    /// A started tool: waits for it on a thread of its own and never signals a process ID that
    /// has been reaped (and so may belong to someone else by now).
    private final class Child: Sendable {
        let pid: pid_t
        private let exited = Mutex(false)

        init(pid: pid_t) { self.pid = pid }

        func exitStatus() async -> Int32 {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { [self] in
                    // Wait without reaping, so the process ID stays ours until `exited` is set.
                    var info = siginfo_t()
                    let id = id_t(pid)
                    while waitid(P_PID, id, &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
                    exited.withLock { $0 = true }
                    var status: Int32 = 0
                    var reaped: pid_t
                    repeat {
                        reaped = waitpid(pid, &status, 0)
                    } while reaped == -1 && errno == EINTR
                    guard reaped == pid else { return continuation.resume(returning: -1) }
                    let signal = status & 0x7f
                    continuation.resume(
                        returning: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
                }
            }
        }

        /// Sends SIGTERM to the tool's process group; returns whether it was still running.
        func terminateIfRunning() -> Bool {
            exited.withLock { exited in
                guard !exited else { return false }
                kill(-pid, SIGTERM)
                return true
            }
        }
    }
}
