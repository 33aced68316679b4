import Foundation
import Testing

/// `gtkui-benchmark-gtk` runs every operation on real GTK widgets and reports ratios; the
/// timings are not asserted, only that each line is there, that both windows showed the same
/// rows after every operation, and the C app's own widget counts.
@Suite("GTK benchmark")
struct GtkBenchmarkTests {
    static let path = BenchmarkTests.builtProduct("gtkui-benchmark-gtk")

    @Test("a tiny run prints every operation with a ratio, the geometric mean and the extra lines")
    func tinyRun() async throws {
        // When the test process has no display yet, the benchmark starts a headless session of
        // its own; without accessibility it starts no AT-SPI bus, whose socket path
        // (~/.cache/at-spi/bus) the test process's session uses too and would lose on exit.
        let result = try await ExternalTool.run(Self.path, ["20", "1"], environment: ["GTK_A11Y": "none"])
        #expect(result.status == 0, "\(result)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("GtkUI vs the same app in C on GTK 4.") == true, "\(result)")
        let operations = [
            "create 20 rows", "replace all 20 rows", "update every 10th row", "select row", "swap rows 2 and 19",
            "remove row", "create 200 rows", "append 20 rows to 20", "clear 20 rows",
        ]
        for operation in operations {
            #expect(lines.contains { $0.hasPrefix(operation) && $0.contains("×") }, "no line for \(operation)")
        }
        // Twenty rows of five widgets: three label texts and one spacing each.
        #expect(lines.contains { $0.hasPrefix("create 20 rows") && $0.hasSuffix(" 80/100") }, "\(result)")
        #expect(lines.contains { $0.hasPrefix("geometric mean ") && $0.hasSuffix("×") })
        #expect(lines.filter { $0.hasPrefix("single-row update at ") }.count == 3)
        #expect(lines.contains { $0.hasPrefix("RSS per row") && $0.contains("KiB") })
        #expect(lines.filter { $0.contains("the VStack") }.count == 3)
        #expect(!result.output.contains("mismatch"), "\(result)")
    }

    @Test("a typo prints usage and exits 2")
    func typoPrintsUsage() async throws {
        let result = try await ExternalTool.run(Self.path, ["10x"])
        #expect(result.status == 2)
        #expect(result.output.contains("usage: gtkui-benchmark-gtk [ROWS [RUNS]]"))
    }
}
