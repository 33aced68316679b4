import Foundation
import Testing

/// `gtkui-benchmark` runs and reports its ratios; the numbers themselves are not asserted
/// (timings belong in the benchmark's output, not in tests), only the body counts it prints.
@Suite("Update benchmark")
struct BenchmarkTests {
    /// The benchmark binary built beside this test bundle.
    static var benchmarkPath: String { builtProduct("gtkui-benchmark") }

    /// The path of the executable `name` that `swift build --build-tests` put beside this test
    /// bundle.
    static func builtProduct(_ name: String) -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appending(path: name).path) {
            directory.deleteLastPathComponent()
        }
        return directory.appending(path: name).path
    }

    @Test("a small run prints each strategy with its body count and ratio")
    func smallRun() async throws {
        let result = try await ExternalTool.run(Self.benchmarkPath, ["50", "3"])
        #expect(result.status == 0, "\(result)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "50 rows, one title changed (median of 3 runs)")
        #expect(lines.contains { $0.contains("fine-grained") && $0.hasSuffix("bodies 1") })
        #expect(
            lines.contains { $0.contains("coarse") && $0.contains("bodies 2") && $0.hasSuffix("the fine-grained cost") }
        )
        #expect(lines.contains { $0.contains("rebuild") && $0.contains("bodies 51") })
    }

    @Test("a typo prints usage and exits 2")
    func typoPrintsUsage() async throws {
        let result = try await ExternalTool.run(Self.benchmarkPath, ["1000x"])
        #expect(result.status == 2)
        #expect(result.output.contains("usage: gtkui-benchmark [ROWS [RUNS]]"))
    }
}
