import GtkBaseline
import GtkUI

/// GTK work an operation did: widget property writes and widgets created.
struct WidgetWork {
    var writes: Int
    var created: Int
}

/// One side of the benchmark: the same app, driven through its model.
@MainActor
protocol BenchmarkApp: AnyObject {
    /// The `GtkWindow *` showing the app.
    var window: UnsafeMutableRawPointer { get }
    /// Whether the app has changes it has not yet given to GTK.
    var hasPendingUpdates: Bool { get }
    var rowCount: Int { get }
    func create(_ count: Int)
    func append(_ count: Int)
    func updateEveryTenth()
    func setLabel(at index: Int, to text: String)
    func select(at index: Int)
    func swapRows(_ first: Int, _ second: Int)
    func remove(at index: Int)
    func clear()
    /// The GTK work done since the last call.
    func takeWork() -> WidgetWork
}

/// The label seed both sides start from.
let labelSeed: UInt64 = 0x6A73_6662_656E_6368

/// The C app of GtkBaseline: GTK calls and nothing else.
final class BaselineSide: BenchmarkApp {
    private let app: OpaquePointer

    init() { app = baseline_app_new(labelSeed) }

    var window: UnsafeMutableRawPointer { baseline_app_window(app) }
    var hasPendingUpdates: Bool { false }
    var rowCount: Int { Int(baseline_app_row_count(app)) }
    func create(_ count: Int) { baseline_app_create(app, Int32(count)) }
    func append(_ count: Int) { baseline_app_append(app, Int32(count)) }
    func updateEveryTenth() { baseline_app_update_every_tenth(app) }
    func setLabel(at index: Int, to text: String) { baseline_app_set_label(app, Int32(index), text) }
    func select(at index: Int) { baseline_app_select(app, Int32(index)) }
    func swapRows(_ first: Int, _ second: Int) { baseline_app_swap(app, Int32(first), Int32(second)) }
    func remove(at index: Int) { baseline_app_remove(app, Int32(index)) }
    func clear() { baseline_app_clear(app) }

    func takeWork() -> WidgetWork {
        let counts = baseline_app_take_counts(app)
        return WidgetWork(writes: counts.writes, created: counts.created)
    }
}

/// The GtkUI app: a ``RowStore`` shown by `table` in a GtkUI window.
final class GtkUISide: BenchmarkApp {
    private let store = RowStore(seed: labelSeed)
    private let host: WindowHost

    /// Opens a window titled `title` showing `table` for a new store.
    init<Table: View>(title: String, backend: GtkBackend, table: (RowStore) -> Table) {
        host = WindowHost(window: Gtk.Window(), backend: backend, title: title)
        host.show(table(store))
        host.window.present()
    }

    var window: UnsafeMutableRawPointer { host.window.pointer }
    var hasPendingUpdates: Bool { host.graph.hasPendingUpdates }
    var rowCount: Int { store.rows.count }
    func create(_ count: Int) { store.create(count) }
    func append(_ count: Int) { store.append(count) }
    func updateEveryTenth() { store.updateEveryTenth() }
    func setLabel(at index: Int, to text: String) { store.rows[index].label = text }
    func select(at index: Int) { store.select(store.rows[index]) }
    func swapRows(_ first: Int, _ second: Int) { store.swapRows(first, second) }
    func remove(at index: Int) { store.remove(store.rows[index]) }
    func clear() { store.clear() }

    func takeWork() -> WidgetWork {
        let statistics = host.graph.statistics
        defer { statistics.reset() }
        return WidgetWork(writes: statistics.widgetWrites, created: statistics.widgetsCreated)
    }
}
