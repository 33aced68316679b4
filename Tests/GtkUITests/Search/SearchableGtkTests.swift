import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.searchable` on real GTK, used as a person does: Ctrl+F opens the search bar with the
/// cursor in the field, typing filters the list, Escape closes the bar and clears the search,
/// and the header bar's search button (named “Search”) does the same.
@MainActor
@Suite("Searchable on GTK", .serialized)
struct SearchableGtkTests {
    /// The search text, with every value it was set to.
    @Observable
    final class CitySearch {
        var query = "" {
            didSet { writes.append(query) }
        }
        @ObservationIgnored var writes: [String] = []
    }

    struct Cities: View {
        @Bindable var search: CitySearch
        var body: some View {
            VStack(spacing: 4) {
                ForEach(["Osaka", "Lima", "Lisbon"].filter(matches), id: \.self) { Text($0) }
                Button("Find Li") { search.query = "Li" }
            }
            .searchable(text: $search.query, prompt: "City")
        }

        private func matches(_ city: String) -> Bool { search.query.isEmpty || city.contains(search.query) }
    }

    @Test("Ctrl+F opens the bar and focuses the field; typing filters; Escape closes and clears")
    func keyboardSearch() throws {
        let search = CitySearch()
        let host = try GtkTestHost(Cities(search: search))
        defer { host.close() }
        #expect(!host.isSearchShown)
        try host.openSearch()
        let field = try #require(host.searchField)
        #expect(host.isFocused(field))
        #expect(field.placeholder == "City")
        try host.pressKeys("L", "i")
        #expect(field.text == "Li")
        #expect(search.writes == ["L", "Li"])
        #expect(host.isShown(text: "Lisbon"))
        #expect(!host.isShown(text: "Osaka"))
        try host.pressKeys("Escape")
        #expect(!host.isSearchShown)
        #expect(search.writes.last == "")
        #expect(host.isShown(text: "Osaka"))
    }

    @Test("the header bar's search button is named Search and toggles the bar")
    func searchButton() throws {
        let host = try GtkTestHost(Cities(search: CitySearch()))
        defer { host.close() }
        let button = try host.toolbarButton("Search")
        #expect(button.typeName == "GtkToggleButton")
        host.click(button)
        #expect(host.isSearchShown)
        host.click(button)
        #expect(!host.isSearchShown)
    }

    @Test("setting the text from code shows it in the field, without echo")
    func codeSetsText() throws {
        let search = CitySearch()
        let host = try GtkTestHost(Cities(search: search))
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("Find Li"))
        #expect(host.searchField?.text == "Li")
        #expect(host.isShown(text: "Lima"))
        #expect(!host.isShown(text: "Osaka"))
        #expect(search.writes == ["Li"], "the field's change from code is not written back")
        #expect(host.statistics.writes(of: "SearchEntry.text") == 1)
    }

    @Test("a searchable list fills the window below the search bar, as it does without search")
    func listFillsPage() throws {
        let host = try GtkTestHost(
            List(0..<30, id: \.self) { Text("Row \($0)") }
                .searchable(text: .constant(""))
                .frame(width: 300, height: 400))
        defer { host.close() }
        host.waitForLayout()
        let list = try host.scrolledList()
        #expect(list.allocatedSize.height >= 380, "the list took \(list.allocatedSize.height) of 400 points")
    }
}
