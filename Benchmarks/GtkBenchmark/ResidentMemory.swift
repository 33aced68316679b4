import GtkBaseline
import GtkUI
import GtkUITesting

/// Resident memory per row, each side measured in a process of its own so that nothing the
/// other sides allocated (or freed without returning to the system) blurs the number.
@MainActor
enum ResidentMemory {
    /// Runs this binary with `--rss SIDE ROWS` and reads the bytes per row it prints.
    static func perRow(of side: Command.Side, rows: Int) -> Double? {
        guard
            let child = try? ChildProcess(
                "/proc/self/exe", ["--rss", side.rawValue, String(rows)], captureOutput: true, mergeErrors: true)
        else { return nil }
        let output = child.readAll()
        guard child.wait() == 0 else { return nil }
        return output.split(separator: "\n").last.flatMap { Double($0) }
    }

    /// In the child: opens `side`'s window, creates `rows` rows, and prints the growth of the
    /// resident set, divided by `rows`.
    static func printPerRow(of side: Command.Side, rows: Int) throws {
        try GtkTestHost.startGTK()
        let app = makeApp(side, backend: GtkBackend())
        let runner = Runner(runs: 1)
        runner.settle(app)
        let before = baseline_resident_bytes()
        app.create(rows)
        runner.settle(app)
        let after = baseline_resident_bytes()
        print(Double(after - before) / Double(rows))
    }
}

/// A new window of `side`'s app.
@MainActor
func makeApp(_ side: Command.Side, backend: GtkBackend) -> BenchmarkApp {
    switch side {
    case .c: BaselineSide()
    case .gtkui: GtkUISide(title: "GtkUI", backend: backend) { BoxTable(store: $0) }
    case .list: GtkUISide(title: "GtkUI List", backend: backend) { ListTable(store: $0) }
    }
}
