import Foundation

/// Starts a private X server (Xvfb) for GTK tests when no display is set, and stops it when
/// the process exits.
///
/// Falls back to `gtk4-broadwayd` when Xvfb is not installed. Nothing to do when `DISPLAY`
/// or `WAYLAND_DISPLAY` is already set.
public enum HeadlessDisplay {
    /// Why no display could be started.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What was tried.
        public let description: String
    }

    nonisolated(unsafe) private static var serverPID: pid_t = 0
    nonisolated(unsafe) private static var outcome: Result<Void, Unavailable>?
    private static let lock = NSLock()

    /// Makes sure GTK will find a display, starting one if needed. Idempotent and safe to
    /// call from concurrent tests: every caller waits for the first start and shares its
    /// outcome.
    public static func ensure() throws(Unavailable) {
        lock.lock()
        defer { lock.unlock() }
        if outcome == nil {
            do throws(Unavailable) {
                try start()
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
        }
        try outcome!.get()
    }

    private static func start() throws(Unavailable) {
        atexit { HeadlessDisplay.stop() }
        let environment = ProcessInfo.processInfo.environment
        // Software rendering is deterministic under Xvfb and needs no GPU.
        if environment["GSK_RENDERER"] == nil { setenv("GSK_RENDERER", "cairo", 1) }
        // Tests change desktop settings (the color scheme); keep them in memory, not in dconf.
        if environment["GSETTINGS_BACKEND"] == nil { setenv("GSETTINGS_BACKEND", "memory", 1) }
        // GTK's accessibility layer talks to AT-SPI over the session bus; give it a private one.
        if environment["DBUS_SESSION_BUS_ADDRESS"] == nil { startSessionBus() }
        if environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil { return }
        if let xvfb = executable("Xvfb") {
            try startXvfb(xvfb)
        } else if let broadway = executable("gtk4-broadwayd") {
            try startBroadway(broadway)
        } else {
            throw Unavailable(
                description: "No display is set and neither Xvfb (package xvfb) nor gtk4-broadwayd "
                    + "(package libgtk-4-bin) is installed. Install one: apt-get install xvfb")
        }
    }

    private static func startXvfb(_ path: String) throws(Unavailable) {
        // -displayfd picks a free display number and reports it on the given descriptor.
        let server: ChildProcess
        do {
            server = try ChildProcess(
                path, ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"],
                captureOutput: true)
        } catch {
            throw Unavailable(description: "Could not start Xvfb: \(error)")
        }
        serverPID = server.pid
        guard let number = server.readLine(), Int(number) != nil else {
            throw Unavailable(description: "Xvfb started but did not report a display number")
        }
        setenv("DISPLAY", ":\(number)", 1)
        setenv("GDK_BACKEND", "x11", 1)
    }

    private static func startBroadway(_ path: String) throws(Unavailable) {
        let display = ":\(40 + getpid() % 50)"
        do {
            serverPID = try ChildProcess(path, [display]).pid
        } catch {
            throw Unavailable(description: "Could not start gtk4-broadwayd: \(error)")
        }
        usleep(300_000)
        setenv("GDK_BACKEND", "broadway", 1)
        setenv("BROADWAY_DISPLAY", display, 1)
    }

    /// Stops the display server and session bus this process started.
    public static func stop() {
        if busPID > 0 { kill(busPID, SIGTERM) }
        busPID = 0
        if let runtimeDirectory { try? FileManager.default.removeItem(atPath: runtimeDirectory) }
        runtimeDirectory = nil
        guard serverPID > 0 else { return }
        kill(serverPID, SIGTERM)
        serverPID = 0
    }

    nonisolated(unsafe) private static var busPID: pid_t = 0
    /// The private XDG_RUNTIME_DIR made beside the session bus, removed on exit.
    nonisolated(unsafe) private static var runtimeDirectory: String?

    private static func startSessionBus() {
        // AT-SPI puts its bus socket in XDG_RUNTIME_DIR (else in ~/.cache/at-spi/bus, one path for
        // every process): when two test processes share it, the first to finish deletes the
        // other's socket and its screen-reader probes fail. A runtime folder of our own keeps
        // each test process's accessibility bus apart; the gallery processes it starts inherit it.
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-runtime-\(getpid())").path
        if mkdir(runtime, 0o700) == 0 || errno == EEXIST {
            runtimeDirectory = runtime
            setenv("XDG_RUNTIME_DIR", runtime, 1)
        }
        guard let daemon = executable("dbus-daemon"),
            let bus = try? ChildProcess(
                daemon, ["--session", "--nofork", "--nopidfile", "--print-address=1"], captureOutput: true),
            let address = bus.readLine(), !address.isEmpty
        else { return }
        busPID = bus.pid
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
