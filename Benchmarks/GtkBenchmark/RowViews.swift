import GtkUI

/// One row: its id, its label and a button that removes it; the selected row is highlighted.
struct RowView: View {
    let row: Row
    let store: RowStore

    var body: some View {
        HStack {
            Text(String(row.id))
            Text(row.label)
            Button("x") { store.remove(row) }
        }
        .background(row.isSelected ? Color.accentColor.opacity(0.3) : Color.clear)
    }
}

/// The rows in a column in a `ScrollView`, as a SwiftUI developer writes them and as the C
/// app puts them in a `GtkBox` in a `GtkScrolledWindow`.
struct BoxTable: View {
    let store: RowStore

    var body: some View {
        ScrollView {
            VStack {
                ForEach(store.rows) { row in RowView(row: row, store: store) }
            }
        }
    }
}

/// The rows in a `List` (a recycling `GtkListView`: only the rows on screen have widgets).
struct ListTable: View {
    let store: RowStore

    var body: some View {
        List(store.rows) { row in RowView(row: row, store: store) }
    }
}
