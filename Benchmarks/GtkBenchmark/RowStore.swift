import GtkBaseline
import GtkUI

/// One row of the benchmark table: its id, its label and whether it is highlighted.
@Observable
final class Row: Identifiable {
    let id: Int
    var label: String
    var isSelected = false

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// The benchmark app's model, as a SwiftUI developer writes it for js-framework-benchmark.
///
/// Only `rows` is observed: selecting a row changes two rows' `isSelected`, not the store.
@Observable
final class RowStore {
    var rows: [Row] = []
    @ObservationIgnored private var nextID = 1
    @ObservationIgnored private var labels: LabelSource
    @ObservationIgnored private weak var selected: Row?

    /// A store whose labels come from `seed`, as the C app's do.
    init(seed: UInt64) { labels = LabelSource(seed: seed) }

    /// Replaces every row with `count` new ones.
    func create(_ count: Int) { rows = makeRows(count) }

    /// Adds `count` new rows at the end.
    func append(_ count: Int) { rows += makeRows(count) }

    /// Appends " !!!" to every tenth row's label, starting with the first.
    func updateEveryTenth() {
        for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
    }

    /// Highlights `row` and un-highlights the row highlighted before.
    func select(_ row: Row) {
        guard selected !== row else { return }
        selected?.isSelected = false
        row.isSelected = true
        selected = row
    }

    /// Exchanges the rows at two positions.
    func swapRows(_ first: Int, _ second: Int) { rows.swapAt(first, second) }

    /// Removes `row`, as its "x" button does.
    func remove(_ row: Row) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        rows.remove(at: index)
    }

    /// Removes every row.
    func clear() { rows = [] }

    private func makeRows(_ count: Int) -> [Row] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            return Row(id: nextID, label: labels.next())
        }
    }
}

/// js-framework-benchmark's random "adjective colour noun" labels, from the generator the C
/// app uses, so both sides show the same rows.
struct LabelSource {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            baseline_next_label(&state, buffer.baseAddress, buffer.count)
            return String(cString: buffer.baseAddress!)
        }
    }
}
