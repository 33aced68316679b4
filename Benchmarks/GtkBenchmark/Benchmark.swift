import GtkBaseline
import GtkUI
import GtkUITesting

/// The whole benchmark: the nine operations on C and GtkUI, single-row updates, resident
/// memory per row, and GtkUI's lazy `List` beside the C box and GtkUI's `VStack`.
@MainActor
struct Benchmark {
    let rows: Int
    let runs: Int

    func run() throws {
        try GtkTestHost.startGTK()
        let backend = GtkBackend()
        let c = makeApp(.c, backend: backend)
        let gtkui = makeApp(.gtkui, backend: backend)
        let runner = Runner(runs: runs)

        show(Report.header(rows: rows, runs: runs))
        var ratios: [Double] = []
        var boxSamples: [String: (c: Sample, gtkui: Sample)] = [:]
        for operation in Operation.jsFrameworkBenchmark(rows: rows) {
            let samples = runner.measure(operation, on: [c, gtkui])
            show(Report.operation(operation.name, c: samples[0], gtkui: samples[1]))
            checkSameRows(c, gtkui, after: operation.name, runner: runner)
            ratios.append(Report.ratio(samples[1], samples[0]))
            boxSamples[operation.name] = (samples[0], samples[1])
        }
        show(Report.geometricMean(ratios))

        for count in Set([10, rows, rows * 10]).sorted() {
            let samples = runner.measure(.singleRowUpdate(rows: count), on: [c, gtkui])
            show(Report.singleRowUpdate(rows: count, c: samples[0], gtkui: samples[1]))
        }
        c.clear()
        gtkui.clear()
        runner.settle(c)
        runner.settle(gtkui)

        show(
            Report.residentMemory(
                rows: rows * 10,
                perRow: [("C", .c), ("GtkUI", .gtkui)].map { name, side in
                    (name, ResidentMemory.perRow(of: side, rows: rows * 10))
                }))

        show(Report.listHeader())
        let list = makeApp(.list, backend: backend)
        // A minute's budget keeps the run bounded should List ever turn slow again.
        let listRunner = Runner(runs: runs, budget: 60_000)
        for operation in [Operation.manyRows(rows * 10), .appendRows(rows), .clearRows(rows)] {
            let sample = listRunner.measure(operation, on: [list])[0]
            let box = boxSamples[operation.name]!
            show(Report.list(operation.name, c: box.c, box: box.gtkui, list: sample))
        }
    }

    /// Times the first operation whose name contains `text` on `side` alone.
    func profile(_ text: String, on side: Command.Side) throws {
        let operations = Operation.jsFrameworkBenchmark(rows: rows) + [Operation.singleRowUpdate(rows: rows)]
        guard let operation = operations.first(where: { $0.name.contains(text) })
        else {
            show("no operation is named like “\(text)”\n\(Command.usage)")
            exit(2)
        }
        try GtkTestHost.startGTK()
        let sample = Runner(runs: runs).measure(operation, on: [makeApp(side, backend: GtkBackend())])[0]
        show(Report.profile(operation.name, side: side.rawValue, sample))
    }

    /// Prints a mismatch line when the two windows do not show the same labels.
    private func checkSameRows(_ c: BenchmarkApp, _ gtkui: BenchmarkApp, after operation: String, runner: Runner) {
        runner.settle(c)
        runner.settle(gtkui)
        var cCount: Int32 = 0
        var gtkuiCount: Int32 = 0
        let cDigest = baseline_label_digest(c.window, &cCount)
        let gtkuiDigest = baseline_label_digest(gtkui.window, &gtkuiCount)
        if cCount != gtkuiCount {
            show(Report.mismatch(after: operation, "C shows \(cCount) labels, GtkUI \(gtkuiCount)"))
        } else if cDigest != gtkuiDigest {
            show(Report.mismatch(after: operation, "C and GtkUI show different texts"))
        }
    }
}
