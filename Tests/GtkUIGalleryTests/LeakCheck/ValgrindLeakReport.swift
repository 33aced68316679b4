import Foundation

/// The loss records of a valgrind memcheck log (`--leak-check=full`), and which of them are
/// GtkUI's.
///
/// A loss record is GtkUI's when it is definitely or indirectly lost and a frame of its
/// allocation stack is in one of GtkUI's modules: a Swift symbol mangled with the module's
/// name (`$s5GtkUI…`, `$s9GtkUICore…`, `$s12GtkUIGallery…`) or a C function of `CGtkUI` or
/// of the executables' entry points (`gtkui_…`).
struct ValgrindLeakReport {
    /// How memcheck classifies a block nothing reachable points to.
    enum Kind: String {
        case definite = "definitely"
        case indirect = "indirectly"
        case possible = "possibly"
    }

    /// One loss record: blocks of one kind allocated at one stack.
    struct LossRecord {
        /// The record's first line, such as `48 bytes in 1 blocks are definitely lost in loss
        /// record 12 of 900`.
        var summary: String
        var kind: Kind
        /// The allocation stack, allocator first: `at 0x…: malloc (in …)`, `by 0x…: …`.
        var frames: [String]

        /// The function name of each frame (mangled, as valgrind prints Swift symbols).
        var functions: [String] { frames.map(ValgrindLeakReport.function(in:)) }

        /// Whether a frame is in one of GtkUI's modules.
        var hasOurFrame: Bool { functions.contains(where: ValgrindLeakReport.isOurs) }
    }

    /// Swift module names as the mangling spells them (length, then name).
    static let ourSwiftModules = [
        "5GtkUI", "9GtkUICore", "16GtkUICoreTesting", "12GtkUIGallery", "12GtkUITesting", "18gtkui_leak_session",
    ]

    /// Every loss record in the log, in the log's order.
    let records: [LossRecord]
    /// The log's `LEAK SUMMARY` lines, without valgrind's `==pid==` prefix.
    let summary: [String]

    /// The records GtkUI is responsible for: definitely or indirectly lost, with a frame of ours.
    var ours: [LossRecord] { records.filter { $0.kind != .possible && $0.hasOurFrame } }

    /// Parses the text valgrind writes to `--log-file`.
    init(log: String) {
        var records: [LossRecord] = []
        var summary: [String] = []
        var current: LossRecord?
        var inSummary = false
        for rawLine in log.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let line = Self.stripPrefix(rawLine) else { continue }
            if let kind = Self.lossKind(of: line) {
                if let current { records.append(current) }
                current = LossRecord(summary: line, kind: kind, frames: [])
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var record = current {
                if trimmed.hasPrefix("at 0x") || trimmed.hasPrefix("by 0x") {
                    record.frames.append(trimmed)
                    current = record
                    continue
                }
                records.append(record)
                current = nil
            }
            if trimmed == "LEAK SUMMARY:" {
                inSummary = true
            } else if inSummary, trimmed.isEmpty || !trimmed.contains(":") {
                inSummary = false
            }
            if inSummary { summary.append(trimmed) }
        }
        if let current { records.append(current) }
        self.records = records
        self.summary = summary
    }

    /// Whether `function` (a frame's symbol) belongs to GtkUI's code.
    static func isOurs(_ function: String) -> Bool {
        if function.hasPrefix("gtkui_") { return true }
        guard function.hasPrefix("$s") else { return false }
        return ourSwiftModules.contains { function.contains($0) }
    }

    /// The symbol of a frame line such as `by 0x2F378E: $s5GtkUI…yF (in /path/binary)`.
    static func function(in frame: String) -> String {
        guard let colon = frame.range(of: ": ") else { return frame }
        let rest = frame[colon.upperBound...]
        let end = rest.range(of: " (")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The line without valgrind's `==1234== ` prefix, or nil for lines of other output.
    private static func stripPrefix(_ line: Substring) -> String? {
        guard line.hasPrefix("=="), let end = line.dropFirst(2).range(of: "== ") else {
            return line.hasPrefix("==") && line.hasSuffix("==") ? "" : nil
        }
        return String(line[end.upperBound...])
    }

    private static func lossKind(of line: String) -> Kind? {
        guard line.contains(" lost in loss record ") else { return nil }
        return [Kind.definite, .indirect, .possible].first { line.contains(" are \($0.rawValue) lost") }
    }
}
