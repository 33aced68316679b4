import Foundation

/// A process started with `posix_spawn` and a cleared signal mask.
///
/// Foundation's `Process` on Linux passes the calling thread's blocked signals to the child,
/// so servers it starts can ignore SIGTERM; this one does not.
public final class ChildProcess: @unchecked Sendable {
    /// The child's process ID.
    public let pid: pid_t
    /// The read end of the child's standard output, when captured.
    public let output: FileHandle?
    private static let spawnLock = NSLock()

    /// Starts `path` with `arguments`.
    ///
    /// - Parameters:
    ///   - path: The executable's path.
    ///   - arguments: The arguments after the program name.
    ///   - captureOutput: Pipe standard output to ``output`` (otherwise /dev/null).
    ///   - mergeErrors: Send standard error to the same place as standard output.
    ///   - environment: The child's environment; the current one when nil.
    public init(
        _ path: String, _ arguments: [String], captureOutput: Bool = false, mergeErrors: Bool = false,
        environment: [String: String]? = nil
    ) throws {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        var pipeDescriptors: [Int32] = [-1, -1]
        // A child that another test spawns meanwhile must not inherit this child's write end:
        // it would hold the output open after this child exits, and readAll() would never
        // return. So spawns take turns and the pipe is close-on-exec (the copy dup2'd onto the
        // child's standard output is inherited as usual).
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        if captureOutput {
            guard pipe(&pipeDescriptors) == 0 else { throw POSIXError(.EMFILE) }
            for descriptor in pipeDescriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&fileActions, pipeDescriptors[1], 1)
            posix_spawn_file_actions_addclose(&fileActions, pipeDescriptors[0])
            posix_spawn_file_actions_addclose(&fileActions, pipeDescriptors[1])
        } else {
            posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        }
        if mergeErrors {
            posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environmentStrings =
            (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environmentStrings.forEach { free($0) } }
        var childPID: pid_t = 0
        let status = posix_spawn(&childPID, path, &fileActions, &attributes, argv, environmentStrings)
        if captureOutput { close(pipeDescriptors[1]) }
        guard status == 0 else {
            if captureOutput { close(pipeDescriptors[0]) }
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT)
        }
        pid = childPID
        output = captureOutput ? FileHandle(fileDescriptor: pipeDescriptors[0], closeOnDealloc: true) : nil
    }

    /// Reads one line of output (without the newline), or nil at end of output.
    public func readLine() -> String? {
        guard let output else { return nil }
        var bytes: [UInt8] = []
        while let byte = output.readData(ofLength: 1).first {
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Reads all remaining output.
    public func readAll() -> String {
        guard let output else { return "" }
        return String(decoding: output.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Reads all output until the child exits and returns its status and output, killing it
    /// (SIGKILL) once `seconds` have passed, so a hung child fails a test instead of stalling
    /// the run.
    public func finish(within seconds: Double) -> (status: Int32, output: String) {
        let pid = pid
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        let output = readAll()
        let status = wait()
        watchdog.cancel()
        return (status, output)
    }

    /// Whether the child has not exited yet.
    public var isRunning: Bool { exitStatus == nil && kill(pid, 0) == 0 && !reap(blocking: false) }

    /// Sends `signal` to the child.
    public func send(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the child to exit and returns its status (128 + signal when killed; -1 when
    /// something else in the process reaped it first).
    @discardableResult
    public func wait() -> Int32 {
        _ = reap(blocking: true)
        return exitStatus ?? -1
    }

    private var exitStatus: Int32?

    private func reap(blocking: Bool) -> Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        var result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        // A signal delivered to this thread (another child's SIGCHLD, under a handler without
        // SA_RESTART) interrupts the wait; it must not end it while the child still runs.
        while result == -1 && errno == EINTR { result = waitpid(pid, &status, blocking ? 0 : WNOHANG) }
        if result == -1 && errno == ECHILD {
            // Reaped elsewhere (a handler waiting for any child): the status is lost, but the
            // child is gone only once it no longer answers.
            while blocking && kill(pid, 0) == 0 { usleep(10_000) }
            if kill(pid, 0) == 0 { return false }
            exitStatus = -1
            return true
        }
        guard result == pid else { return false }
        let signal = status & 0x7f
        exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return true
    }
}
