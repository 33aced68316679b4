import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `\.isSearching` and `\.dismissSearch` on real GTK: the content learns when the search bar
/// opens and closes, only the views that read it are evaluated again, and a result's button
/// ends the search as Escape would.
@MainActor
@Suite("Searching environment on GTK", .serialized)
struct SearchingEnvironmentGtkTests {
    struct Library: View {
        @State var query = ""
        var body: some View {
            VStack {
                SearchStatus()
                Results(query: query)
                Text("Static footer")
            }
            .searchable(text: $query)
        }
    }

    struct SearchStatus: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View { Text(isSearching ? "Searching" : "Browsing") }
    }

    struct Results: View {
        let query: String
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack {
                ForEach(["Dune", "Emma"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { title in
                    Button("Open \(title)") { dismissSearch() }
                }
            }
        }
    }

    @Test("isSearching follows the search bar; only its reader is evaluated again")
    func isSearchingFollowsTheBar() throws {
        let host = try GtkTestHost(Library())
        defer { host.close() }
        #expect(host.isShown(text: "Browsing"))
        host.statistics.reset()
        try host.openSearch()
        #expect(host.isShown(text: "Searching"))
        #expect(host.statistics.bodyEvaluations(of: "SearchStatus") == 1)
        #expect(host.statistics.bodyEvaluations(of: "Results") == 0)
        try host.pressKeys("Escape")
        #expect(host.isShown(text: "Browsing"))
    }

    @Test("dismissSearch clears the text and closes the bar")
    func dismissSearchEndsTheSearch() throws {
        let host = try GtkTestHost(Library())
        defer { host.close() }
        try host.openSearch()
        try host.pressKeys("D")
        #expect(host.isShown(text: "Searching"))
        #expect(throws: TestHostError.self) { try host.button("Open Emma") }
        host.click(try host.button("Open Dune"))
        #expect(!host.isSearchShown)
        #expect(host.searchField?.text == "")
        #expect(host.isShown(text: "Browsing"))
        _ = try host.button("Open Emma")
    }
}
