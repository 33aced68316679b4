import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `TextField(_:value:format:)`, prompts and vertical fields on real GTK widgets.
@MainActor
@Suite("Value fields on GTK", .serialized)
struct ValueFieldGtkTests {
    struct Order: View {
        @State private var quantity = 1200
        @State private var price = 12.5
        @State private var note = ""

        var body: some View {
            VStack {
                TextField("Quantity", value: $quantity, format: .number)
                TextField("Price", value: $price, format: .currency(code: "EUR"), prompt: Text("Price in euros"))
                TextField("Note", text: $note)
                Text(verbatim: "Quantity \(quantity)")
                Text(verbatim: "Price \(price)")
                Button("Reset") { quantity = 3 }
            }
            .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    @Test("typing a number and Return writes the value and shows it formatted")
    func commitOnReturn() throws {
        let host = try GtkTestHost(Order())
        defer { host.close() }
        let quantity = try host.field(placeholder: "Quantity")
        #expect(quantity.text == "1,200")
        host.replaceText(of: quantity, with: "4500")
        #expect(host.isShown(text: "Quantity 1200"), "nothing is written while typing")
        try host.press(key: .return)
        #expect(host.isShown(text: "Quantity 4500"))
        #expect(quantity.text == "4,500")
        #expect(!host.showsError(quantity))
    }

    @Test("abc keeps the last value and shows the error style until a number is entered")
    func badInput() throws {
        let host = try GtkTestHost(Order())
        defer { host.close() }
        let quantity = try host.field(placeholder: "Quantity")
        host.enter("abc", into: quantity)
        #expect(host.isShown(text: "Quantity 1200"))
        #expect(quantity.text == "abc")
        #expect(host.showsError(quantity))
        host.enter("12", into: quantity)
        #expect(host.isShown(text: "Quantity 12"))
        #expect(!host.showsError(quantity))
    }

    @Test("leaving the field with Tab commits; a currency parses; code changes replace the text once")
    func focusLeaveAndCodeChange() throws {
        let host = try GtkTestHost(Order())
        defer { host.close() }
        let price = try host.field(placeholder: "Price in euros")
        #expect(price.text == "€12.50")
        host.replaceText(of: price, with: "€7.25")
        try host.pressTab()
        #expect(host.isShown(text: "Price 7.25"), "\(host.shownTexts)")
        #expect(price.text == "€7.25")
        let quantity = try host.field(placeholder: "Quantity")
        host.enter("x", into: quantity)
        #expect(host.showsError(quantity))
        host.statistics.reset()
        host.click(try host.button("Reset"))
        #expect(quantity.text == "3")
        #expect(!host.showsError(quantity))
        #expect(host.statistics.writes(of: "Entry.text") == 1)
    }

    struct OptionalAmount: View {
        @State private var amount: Double? = 2.5
        var body: some View {
            VStack {
                TextField("Amount", value: $amount, format: .number)
                Text(verbatim: amount.map { "Amount \($0)" } ?? "No amount")
                Button("Set 7") { amount = 7 }
            }
            .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    @Test("an optional value: abc writes nil and stays to be corrected; empty text is nil and valid")
    func optionalValue() throws {
        let host = try GtkTestHost(OptionalAmount())
        defer { host.close() }
        let field = try host.field(placeholder: "Amount")
        #expect(field.text == "2.5")
        host.enter("abc", into: field)
        #expect(host.isShown(text: "No amount"))
        #expect(field.text == "abc", "the user's text is not replaced by nil's empty text")
        #expect(host.showsError(field))
        host.enter("1234.5", into: field)
        #expect(host.isShown(text: "Amount 1234.5"))
        #expect(field.text == "1,234.5")
        #expect(!host.showsError(field))
        host.enter("", into: field)
        #expect(host.isShown(text: "No amount"))
        #expect(!host.showsError(field))
        host.click(try host.button("Set 7"))
        #expect(field.text == "7")
    }

    struct Message: View {
        @State private var text = ""
        @State private var sent: [String] = []
        var body: some View {
            VStack {
                TextField("Message", text: $text, axis: .vertical).lineLimit(3)
                    .onSubmit {
                        sent.append(text)
                        text = ""
                    }
                    .frame(width: 220)
                Text("Sent \(sent.count)")
            }
        }
    }

    @Test("a vertical field grows as it wraps, Alt+Return adds a line, Return submits")
    func verticalField() throws {
        let host = try GtkTestHost(Message())
        defer { host.close() }
        let field = try host.expandingField(placeholder: "Message")
        host.type("Hi", intoExpanding: field)
        host.waitForFrame()
        let oneLine = field.renderedSize.height
        #expect(oneLine > 20 && oneLine < 40, "one line is an entry's height: \(oneLine)")
        host.type(" — a message long enough to wrap onto a second line", intoExpanding: field)
        host.waitForFrame()
        #expect(field.displayedLineCount >= 2)
        #expect(field.renderedSize.height > oneLine, "the field grew")
        try host.press(key: .return, modifiers: .option)
        #expect(field.text.hasSuffix("\n"), "Alt+Return starts a new line")
        try host.press(key: .return)
        #expect(host.isShown(text: "Sent 1"))
        #expect(field.text == "")
        #expect(field.placeholderLabel.isVisible)
    }

    @Test("an empty vertical field is one line tall before anything is typed, in a form row too")
    func emptyVerticalField() throws {
        let host = try GtkTestHost(
            Form {
                TextField("Notes", text: .constant(""), axis: .vertical)
                TextField("Lines", text: .constant(""), axis: .vertical).lineLimit(3)
            }
            .frame(width: 300, height: 240))
        defer { host.close() }
        host.waitForLayout()
        let notes = try host.expandingField(placeholder: "Notes")
        let lines = try host.expandingField(placeholder: "Lines")
        let empty = notes.allocatedSize.height
        #expect(empty > 20, "an empty field shows a whole line, not a sliver: \(empty)")
        #expect(lines.allocatedSize.height == empty)
        host.type("Hi", intoExpanding: notes)
        host.waitForLayout()
        #expect(notes.allocatedSize.height == empty, "typing one line does not change its height")
    }

    @Test("a vertical field given several lines before it shows is as tall as they are")
    func verticalFieldWithText() throws {
        let host = try GtkTestHost(
            VStack {
                TextField("One", text: .constant("one"), axis: .vertical)
                TextField("Two", text: .constant("one\ntwo"), axis: .vertical)
                TextField("Three", text: .constant("one\ntwo\nthree"), axis: .vertical).lineLimit(4)
            }
            .frame(width: 300, height: 300))
        defer { host.close() }
        host.waitForLayout()
        let one = try host.expandingField(placeholder: "One").allocatedSize.height
        let two = try host.expandingField(placeholder: "Two").allocatedSize.height
        let three = try host.expandingField(placeholder: "Three").allocatedSize.height
        #expect(two > one && three > two, "heights \(one), \(two), \(three)")
        #expect(two - one == three - two, "a line more each")
    }

    @Test("a vertical field leaves no signal handler or widget wrapper behind")
    func verticalFieldReleases() throws {
        // The field's style sheet is made once per process.
        try GtkTestHost(TextField("Warm up", text: .constant(""), axis: .vertical)).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(TextField("Notes", text: .constant("one\ntwo"), axis: .vertical).lineLimit(3))
            host.waitForLayout()
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }

    @Test("in a Form row a line-limited vertical field is as tall as its text, up to the limit")
    func lineLimitedFieldInForm() throws {
        struct Notes: View {
            @State var text = "one\ntwo"
            var body: some View {
                Form { TextField("Notes", text: $text, axis: .vertical).lineLimit(3) }
                    .frame(width: 300, height: 300)
            }
        }
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        host.waitForLayout()
        let field = try host.expandingField(placeholder: "Notes")
        let twoLines = field.allocatedSize.height
        host.type("\nthree", intoExpanding: field)
        host.waitForLayout()
        let threeLines = field.allocatedSize.height
        #expect(threeLines > twoLines, "a list row gives the field its text's height: \(twoLines), \(threeLines)")
        host.type("\nfour", intoExpanding: field)
        host.waitForLayout()
        #expect(field.allocatedSize.height == threeLines, "three lines at most")
    }
}
