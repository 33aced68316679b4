import GtkUICore
import GtkUICoreTesting
import Testing

/// `.searchable` on the in-memory backend: a search button in the title bar, typing writes
/// the binding once per edit without echo, setting it from code updates the field, and hiding
/// the bar clears the text.
@MainActor
@Suite("Searchable")
struct SearchableTests {
    final class Log {
        var writes: [String] = []
    }

    struct Fruits: View {
        let log: Log
        @State private var query = ""
        let fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            let text = Binding(
                get: { query },
                set: {
                    query = $0; log.writes.append($0)
                })
            VStack {
                ForEach(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                Button("Search for Ch") { query = "Ch" }
            }
            .searchable(text: text, prompt: "Find a fruit")
        }
    }

    @Test("the search button goes to the title bar's end and the field shows the prompt")
    func buttonAndPrompt() {
        let host = CoreHost(Fruits(log: Log()))
        #expect(host.chrome.toolbarItems.count == 1)
        #expect(host.chrome.toolbarItems.first?.position == .end)
        #expect((host.chrome.toolbarItems.first?.widget as? TestWidget)?.kind == "ToggleButton")
        #expect(host.field(placeholder: "Find a fruit").text == "")
    }

    @Test("typing writes the binding once per edit and filters, with no echo into the field")
    func typingFilters() {
        let log = Log()
        let host = CoreHost(Fruits(log: log))
        let field = host.field(placeholder: "Find a fruit")
        host.statistics.reset()
        field.type("an")
        host.settle()
        #expect(log.writes == ["an"])
        #expect(host.texts.contains("Banana"))
        #expect(!host.texts.contains("Apple"))
        #expect(host.statistics.writes(of: "Entry.text") == 0)
    }

    @Test("setting the text from code shows it in the field without writing it back")
    func codeUpdatesField() {
        let log = Log()
        let host = CoreHost(Fruits(log: log))
        host.button("Search for Ch").click()
        host.settle()
        #expect(host.field(placeholder: "Find a fruit").text == "Ch")
        #expect(host.texts.contains("Cherry"))
        #expect(!host.texts.contains("Banana"))
        #expect(log.writes.isEmpty)
    }

    @Test("hiding the search bar clears the text, as GNOME's search bar does")
    func closingClears() throws {
        let log = Log()
        let host = CoreHost(Fruits(log: log))
        let button = try #require(host.chrome.toolbarItems.first?.widget as? TestWidget)
        button.toggle()
        host.settle()
        host.field(placeholder: "Find a fruit").type("Ap")
        host.settle()
        button.toggle()
        host.settle()
        #expect(log.writes == ["Ap", ""])
        #expect(host.texts.contains("Banana"))
    }

    struct Presented: View {
        @State var isPresented = false
        @State private var query = ""
        var body: some View {
            VStack {
                Text(isPresented ? "Searching" : "Browsing")
                Button("Start") { isPresented = true }
            }
            .searchable(text: $query, isPresented: $isPresented)
        }
    }

    @Test("isPresented shows the bar from code, and a person's toggle writes it")
    func presentedBinding() throws {
        let host = CoreHost(Presented())
        let button = try #require(host.chrome.toolbarItems.first?.widget as? TestWidget)
        #expect(button.properties["isOn"] as? Bool == false)
        host.button("Start").click()
        host.settle()
        #expect(button.properties["isOn"] as? Bool == true)
        button.toggle()
        host.settle()
        #expect(host.texts.contains("Browsing"))
        #expect(host.field(placeholder: "Search").text == "")
    }
}
