// Measures what one change to a long list costs, against two baselines measured in the same
// run, and prints the ratios. Run it optimised: `swift run -c release gtkui-benchmark`.
//
// - fine-grained: each row is an `@Observable` object; changing one row's title re-evaluates
//   that row's body alone.
// - coarse: the rows are one `@Published` array in one `ObservableObject`; the list's body runs
//   again and `ForEach` compares every row's inputs (the children themselves are skipped).
// - rebuild: the whole tree is mounted anew, which is what a framework without a view graph
//   pays for every change.
//
// All three run on the in-memory backend, so the numbers are GtkUI's own work, not GTK's.
import Foundation
import GtkUICore
import GtkUICoreTesting
import Observation
import OpenCombine

@Observable
final class ObservableRow: Identifiable {
    let id: Int
    var title: String
    init(id: Int) {
        self.id = id
        title = "Row \(id)"
    }
}

struct FineList: View {
    let rows: [ObservableRow]
    var body: some View {
        VStack { ForEach(rows) { FineRow(row: $0) } }
    }
}

struct FineRow: View {
    let row: ObservableRow
    var body: some View { Text(row.title) }
}

struct RowValue: Identifiable, Equatable {
    let id: Int
    var title: String
}

final class RowStore: ObservableObject {
    @Published var rows: [RowValue]
    init(count: Int) { rows = (0..<count).map { RowValue(id: $0, title: "Row \($0)") } }
}

struct CoarseList: View {
    @ObservedObject var store: RowStore
    var body: some View {
        VStack { ForEach(store.rows) { CoarseRow(title: $0.title) } }
    }
}

struct CoarseRow: View {
    let title: String
    var body: some View { Text(title) }
}

/// The median duration of `body` over `runs` runs, after one warm-up run.
func median(runs: Int, _ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    body()
    let samples = (0..<runs).map { _ in clock.measure(body) }.sorted()
    return samples[samples.count / 2]
}

func milliseconds(_ duration: Duration) -> String {
    String(
        format: "%8.3f ms", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3)
}

func ratio(_ slow: Duration, _ fast: Duration) -> String {
    String(format: "%7.1f×", (slow / fast))
}

@MainActor
func run(rowCount: Int, runs: Int) {
    let observableRows = (0..<rowCount).map(ObservableRow.init)
    let fineHost = CoreHost(FineList(rows: observableRows))
    var edit = 0
    let fine = median(runs: runs) {
        edit += 1
        observableRows[rowCount / 2].title = "Edited \(edit)"
        fineHost.settle()
    }

    let store = RowStore(count: rowCount)
    let coarseHost = CoreHost(CoarseList(store: store))
    let coarse = median(runs: runs) {
        edit += 1
        store.rows[rowCount / 2].title = "Edited \(edit)"
        coarseHost.settle()
    }

    let rebuild = median(runs: max(3, runs / 10)) {
        CoreHost(FineList(rows: observableRows)).unmount()
    }

    fineHost.statistics.reset()
    observableRows[0].title = "Counted"
    fineHost.settle()
    coarseHost.statistics.reset()
    store.rows[0].title = "Counted"
    coarseHost.settle()

    print("\(rowCount) rows, one title changed (median of \(runs) runs)")
    print("  fine-grained (@Observable rows)  \(milliseconds(fine))  bodies \(fineHost.statistics.bodyEvaluations)")
    print(
        "  coarse (@Published array)        \(milliseconds(coarse))  bodies \(coarseHost.statistics.bodyEvaluations)"
            + "  \(ratio(coarse, fine)) the fine-grained cost")
    print(
        "  rebuild the whole tree           \(milliseconds(rebuild))  bodies \(rowCount + 1)"
            + "  \(ratio(rebuild, fine)) the fine-grained cost")
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("-h") || arguments.contains("--help") || arguments.contains(where: { Int($0) == nil }) {
    print("usage: gtkui-benchmark [ROWS [RUNS]]   (defaults: 1000 rows, 200 runs)")
    exit(arguments.contains("-h") || arguments.contains("--help") ? 0 : 2)
}
let numbers = arguments.compactMap { Int($0) }
MainActor.assumeIsolated {
    run(rowCount: max(1, numbers.first ?? 1000), runs: max(1, numbers.dropFirst().first ?? 200))
}
