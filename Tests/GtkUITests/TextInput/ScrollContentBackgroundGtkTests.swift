import GtkUI
import GtkUITesting
import Testing

/// `.scrollContentBackground(.hidden)` on real GTK: a `TextEditor`, a `List` and a `Table`
/// let the `.background` behind them show through, and put their own back when it is visible.
@MainActor
@Suite("scrollContentBackground on GTK", .serialized)
struct ScrollContentBackgroundGtkTests {
    struct Row: Identifiable {
        let id: Int
        var name: String { "Row \(id)" }
    }

    struct Page: View {
        @State var hidden = true
        @State var text = "Draft"
        var body: some View {
            VStack {
                Toggle("Hidden", isOn: $hidden)
                HStack(spacing: 8) {
                    TextEditor(text: $text)
                    List(0..<3, id: \.self) { Text("Item \($0)") }
                    Table([Row(id: 1)]) { TableColumn("Name", value: \.name) }
                }
                .frame(height: 200)
                .scrollContentBackground(hidden ? .hidden : .automatic)
                .background(Color.red)
            }
        }
    }

    @Test("hidden, the red background shows through the editor, the list and the table; visible, it does not")
    func showsThrough() throws {
        let host = try GtkTestHost(Page())
        defer { host.close() }
        try host.resizeWindow(width: 600, height: 300)
        let editor = try #require(host.textEditors.first)
        let list = try host.scrolledList(0)
        let table = try host.scrolledList(1)
        /// The colour near the bottom of each, below any row or text.
        func colors() throws -> [RGBA] {
            let pixels = try host.renderWindow()
            return [editor, list, table].map { pixels.color(at: $0, x: 20, y: Double($0.renderedSize.height) - 12) }
        }
        let red = RGBA(.red)
        let hiddenColors = try colors()
        #expect(hiddenColors.allSatisfy { $0.isClose(to: red, tolerance: 0.1) }, "\(hiddenColors)")
        #expect(!editor.hasFrame, "the editor's frame goes with its background")
        host.click(try host.toggle("Hidden"))
        let visibleColors = try colors()
        #expect(visibleColors.allSatisfy { !$0.isClose(to: red, tolerance: 0.3) }, "\(visibleColors)")
        #expect(editor.hasFrame)
    }
}
