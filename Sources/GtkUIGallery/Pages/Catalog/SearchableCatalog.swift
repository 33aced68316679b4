import GtkUI

/// A searchable list of fruits: the header bar's search button or Ctrl+F reveals the search
/// bar, typing filters the list, Escape closes it and clears the search, and a button sets the
/// search from code; a status line reads `\.isSearching` and each result's Pick button ends the
/// search with `\.dismissSearch`.
struct SearchableCatalog: View {
    @State private var query = ""
    private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(query.isEmpty ? "All fruits" : "Fruits containing “\(query)”").font(.headline)
            SearchStatusLine()
            ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                FruitRow(name: $0)
            }
            Button("Search for berries") { query = "berry" }
        }
        .padding()
        .searchable(text: $query, prompt: "Find a fruit")
    }
}

/// Whether a search is going on, from `\.isSearching`.
private struct SearchStatusLine: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View {
        Text(isSearching ? "Searching…" : "Not searching").foregroundStyle(.secondary)
    }
}

/// A fruit and, while searching, a button that picks it and ends the search.
private struct FruitRow: View {
    let name: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        HStack {
            Text(name)
            if isSearching { Button("Pick") { dismissSearch() } }
        }
    }
}
