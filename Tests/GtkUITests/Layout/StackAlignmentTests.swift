import GtkUI
import GtkUITesting
import Testing

/// A stack whose alignment changes moves the children that sit at its alignment and leaves
/// the ones that fill it filling.
@MainActor
@Suite("Stack alignment", .serialized)
struct StackAlignmentTests {
    struct Form: View {
        @State private var leading = false
        @State private var name = ""

        var body: some View {
            VStack(alignment: leading ? .leading : .center) {
                TextField("Name", text: $name)
                Text("Short")
                Button("Switch alignment") { leading.toggle() }
            }
            .frame(width: 400)
        }
    }

    @Test("after the alignment changes, a text field still fills the column")
    func flexibleChildKeepsFilling() throws {
        let host = try GtkTestHost(Form())
        defer { host.close() }
        let field = try host.field(placeholder: "Name")
        let column = try #require(field.parent)
        #expect(field.renderedSize.width == column.renderedSize.width)
        let shortWidth = try #require(host.label("Short")).renderedSize.width

        host.click(try host.button("Switch alignment"))
        #expect(field.renderedSize.width == column.renderedSize.width, "the field shrank to its natural width")
        #expect(try #require(host.label("Short")).renderedSize.width == shortWidth, "the text did not start filling")

        host.click(try host.button("Switch alignment"))
        #expect(field.renderedSize.width == column.renderedSize.width)
    }
}
