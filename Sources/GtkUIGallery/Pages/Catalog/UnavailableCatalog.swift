import GtkUI

/// `ContentUnavailableView` in its three forms: a title with an icon and a description, the
/// standard search page, and a custom label with actions.
struct UnavailableCatalog: View {
    /// Which empty state the page shows.
    enum Kind: String, CaseIterable, Identifiable {
        case empty = "No items"
        case search = "Search"
        case actions = "With actions"
        var id: Self { self }
    }

    @State private var kind = Kind.empty
    @State private var query = "milk"
    @State private var retries = 0

    var body: some View {
        VStack(spacing: 12) {
            Picker("Empty state", selection: $kind) {
                ForEach(Kind.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            if kind == .search {
                TextField("Search for", text: $query)
                    .frame(maxWidth: 240)
            }
            page
        }
        .padding()
    }

    @ViewBuilder
    private var page: some View {
        switch kind {
        case .empty:
            ContentUnavailableView(
                "No Mail", systemImage: "envelope", description: Text("New messages appear here."))
        case .search:
            ContentUnavailableView.search(text: query)
        case .actions:
            ContentUnavailableView {
                Label("Offline", systemImage: "exclamationmark.triangle")
            } description: {
                Text("Retried \(retries) times.")
            } actions: {
                Button("Try Again") { retries += 1 }
            }
        }
    }
}
