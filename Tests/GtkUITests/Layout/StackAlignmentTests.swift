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

    struct Aligned: View {
        var body: some View {
            VStack(alignment: .trailing) {
                Text("A wide line of text")
                Text("End")
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").padding(.top, 12)
                    Text("small")
                }
            }
        }
    }

    @Test("VStack(alignment: .trailing) puts short rows at the trailing edge; baselines line up")
    func trailingAndBaseline() throws {
        let host = try GtkTestHost(Aligned())
        defer { host.close() }
        let wide = try #require(host.label("A wide line of text"))
        let end = try #require(host.label("End"))
        let column = try #require(wide.parent)
        let wideFrame = try #require(wide.renderedFrame(in: column))
        let endFrame = try #require(end.renderedFrame(in: column))
        #expect(endFrame.x + endFrame.width == wideFrame.x + wideFrame.width, "End is not at the trailing edge")
        #expect(endFrame.x > wideFrame.x)

        // "Big" has 12 points of padding above its text only. GTK gives baseline-aligned
        // labels the row's height and the row's baseline, which lies below that padding; a
        // top-aligned label would get none (-1).
        let small = try #require(host.label("small"))
        let big = try #require(host.label("Big"))
        let row = try #require(small.parent)
        #expect(small.renderedFrame(in: row)?.y == big.renderedFrame(in: row)?.y)
        #expect(small.allocatedBaseline > 12, "small was not placed on Big's baseline")
    }
}
