import GtkUI

/// A searchable list of fruits: the header bar's search button or Ctrl+F reveals the search
/// bar, typing filters the list, Escape closes it and clears the search, and a button sets the
/// search from code.
struct SearchableCatalog: View {
    @State private var query = ""
    private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(query.isEmpty ? "All fruits" : "Fruits containing “\(query)”").font(.headline)
            ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                Text($0)
            }
            Button("Search for berries") { query = "berry" }
        }
        .padding()
        .searchable(text: $query, prompt: "Find a fruit")
    }
}
