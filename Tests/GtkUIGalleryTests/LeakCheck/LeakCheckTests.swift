import Foundation
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The leak check: `gtkui-leak-session` walks every gallery page under valgrind's memcheck,
/// and no memory allocated by GtkUI's code may be definitely or indirectly lost at exit.
///
/// Suppressions for what GTK's libraries keep in ways memcheck cannot follow, or allocate
/// once below our frames, are in `Tests/LeakSession/valgrind.supp`, each with the reason it
/// is not ours.
@Suite("Leak check")
struct LeakCheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("a scripted session over every gallery page loses no memory from GtkUI's code")
    func gallerySessionUnderValgrind() throws {
        let valgrind = try #require(Self.tool("valgrind"), "valgrind is not installed: run Scripts/setup")
        let objcopy = try #require(
            Self.tool("objcopy"), "objcopy is not installed (package binutils): run Scripts/setup")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-leak-check-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // Valgrind 3.19 cannot read the DWARF 5 that Swift 6 emits and gives up on the whole
        // binary; without debug information it still names every function from the symbol table.
        let session = work.appendingPathComponent("gtkui-leak-session").path
        let strip = try ChildProcess(
            objcopy, ["--strip-debug", GalleryBinaryTests.builtExecutable("gtkui-leak-session"), session],
            captureOutput: true, mergeErrors: true)
        let stripOutput = strip.readAll()
        try #require(strip.wait() == 0, "objcopy failed: \(stripOutput)")

        let log = work.appendingPathComponent("memcheck.log").path
        let started = Date()
        let (status, output) = try Self.run(valgrind, Self.memcheckArguments(log: log) + [session])
        let seconds = Date().timeIntervalSince(started)
        let logText = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        try #require(status == 0, "the session failed (status \(status)):\n\(output)\n\(logText.suffix(3000))")

        let visited = output.split(separator: "\n").filter { $0.hasPrefix("visited ") }.count
        let entries = SamplePattern.allCases.count + GalleryPage.all.count
        #expect(visited == entries, "the session visited \(visited) of \(entries) sidebar entries:\n\(output)")
        let report = ValgrindLeakReport(log: logText)
        #expect(!report.summary.isEmpty, "valgrind wrote no leak summary to \(log)")
        let ours = report.ours
        let sessionLine = output.split(separator: "\n").last { $0.hasPrefix("leak session:") } ?? "no summary"
        print(
            "leak check: \(sessionLine); \(String(format: "%.0f s", seconds)) under valgrind; "
                + "\(report.records.count) loss records after suppressions, \(ours.count) from GtkUI's code; "
                + report.summary.dropFirst().joined(separator: ", "))
        if ours.isEmpty {
            try? FileManager.default.removeItem(at: work)
            return
        }
        Issue.record(
            "GtkUI's code lost memory in \(ours.count) loss records (full log: \(log)):\n\(Self.describe(ours))")
    }

    /// Memcheck's options: every definitely or indirectly lost block with its allocation
    /// stack, deep enough to reach our frames below GTK's, and nothing else slowing it down.
    static func memcheckArguments(log: String) -> [String] {
        [
            "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite,indirect",
            "--errors-for-leak-kinds=definite,indirect", "--undef-value-errors=no", "--num-callers=50",
            "--child-silent-after-fork=yes",
            "--suppressions=\(packageRoot.appendingPathComponent("Tests/LeakSession/valgrind.supp").path)",
            "--log-file=\(log)",
        ]
    }

    /// Runs `path` without a display (the session starts its own Xvfb) and without the
    /// accessibility bus, and returns its status and output; ends it after ten minutes.
    static func run(_ path: String, _ arguments: [String]) throws -> (Int32, String) {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "GDK_BACKEND", "BROADWAY_DISPLAY"] { environment[name] = nil }
        environment["GTK_A11Y"] = "none"
        let process = try ChildProcess(
            path, arguments, captureOutput: true, mergeErrors: true, environment: environment)
        return process.finish(within: 600)
    }

    /// The records, definitely lost first (the roots; what is indirectly lost hangs off them),
    /// each with its first line and its stack demangled down to the third of our frames,
    /// which are marked `▶`; at most twenty.
    static func describe(_ records: [ValgrindLeakReport.LossRecord]) -> String {
        let ordered = records.filter { $0.kind == .definite } + records.filter { $0.kind != .definite }
        var text = ordered.prefix(20).map { record in
            let functions = demangle(record.functions)
            let ourIndices = record.functions.indices.filter { ValgrindLeakReport.isOurs(record.functions[$0]) }
            let shown = min(max(ourIndices.prefix(3).last ?? 0, 5) + 1, functions.count)
            let lines = (0..<shown).map { (ourIndices.contains($0) ? "  ▶ " : "    ") + functions[$0] }
            return ([record.summary] + lines).joined(separator: "\n")
        }.joined(separator: "\n\n")
        if ordered.count > 20 { text += "\n\n… and \(ordered.count - 20) more loss records of ours" }
        return text
    }

    /// Swift symbols among `symbols` demangled by `swift demangle`; C names, and everything
    /// when the tool is missing, as they are.
    static func demangle(_ symbols: [String]) -> [String] {
        let swiftIndices = symbols.indices.filter { symbols[$0].hasPrefix("$s") }
        guard !swiftIndices.isEmpty, let tool = tool("swift-demangle"),
            let process = try? ChildProcess(
                tool, ["--compact", "--simplified"] + swiftIndices.map { symbols[$0] }, captureOutput: true)
        else { return symbols }
        let lines = process.readAll().split(separator: "\n").map(String.init)
        guard process.wait() == 0, lines.count == swiftIndices.count else { return symbols }
        var result = symbols
        for (index, line) in zip(swiftIndices, lines) { result[index] = line }
        return result
    }

    /// The path of the executable `name` on `PATH`.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
