import GtkUI
import GtkUITesting
import Testing

/// `List($items) { $item in … }` on real GTK widgets: a row's field edits its element.
@MainActor
@Suite("List over a binding on GTK", .serialized)
struct ListBindingGtkTests {
    struct Item: Identifiable {
        let id: Int
        var title: String
    }

    struct Editor: View {
        @State var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]
        var body: some View {
            VStack {
                Text(items.map(\.title).joined(separator: ", "))
                List($items) { $item in
                    TextField("Item \(item.id)", text: $item.title)
                }
            }
            .frame(width: 300, height: 300)
        }
    }

    @Test("typing in a row's field edits that element of the array")
    func typingEditsElement() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        let field = try host.field(placeholder: "Item 2")
        host.replaceText(of: field, with: "Bread")
        host.waitUntilIdle()
        #expect(host.isShown(text: "Milk, Bread"))
        #expect(try host.field(placeholder: "Item 2").text == "Bread")
        #expect(try host.field(placeholder: "Item 1").text == "Milk")
    }
}
