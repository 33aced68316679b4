import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `TextField(_:value:format:)` and prompts on the in-memory backend.
@MainActor
@Suite("Value text fields")
struct ValueFieldTests {
    struct Quantity: View {
        @State var quantity = 1200
        var body: some View {
            VStack {
                TextField("Quantity", value: $quantity, format: .number)
                Text(verbatim: "Value \(quantity)")
                Button("Reset") { quantity = 5 }
            }
            .environment(\.locale, Locale(identifier: "en_US"))
        }
    }

    @Test("the value shows formatted; typing writes nothing until Return, which parses and reformats")
    func commitsOnReturn() {
        let host = CoreHost(Quantity())
        let field = host.field(placeholder: "Quantity")
        #expect(field.text == "1,200")
        field.type("34567")
        host.settle()
        #expect(host.texts.contains("Value 1200"))
        field.submit()
        host.settle()
        #expect(host.texts.contains("Value 34567"))
        #expect(field.text == "34,567")
    }

    @Test("text that does not parse keeps the value and marks the field invalid until it parses")
    func badInput() {
        let host = CoreHost(Quantity())
        let field = host.field(placeholder: "Quantity")
        field.type("abc")
        field.submit()
        host.settle()
        #expect(host.texts.contains("Value 1200"))
        #expect(field.text == "abc")
        #expect(field.properties["valid"] as? Bool == false)
        field.type("42")
        field.submit()
        host.settle()
        #expect(host.texts.contains("Value 42"))
        #expect(field.properties["valid"] as? Bool == true)
    }

    @Test("leaving the field commits; a change from code replaces the text and clears the error")
    func focusLeaveAndCodeChange() {
        let host = CoreHost(Quantity())
        let field = host.field(placeholder: "Quantity")
        host.backend.moveFocus(to: field)
        field.type("77")
        host.backend.moveFocus(to: host.button("Reset"))
        host.settle()
        #expect(host.texts.contains("Value 77"))
        field.type("x")
        field.submit()
        host.settle()
        host.statistics.reset()
        host.button("Reset").click()
        host.settle()
        #expect(field.text == "5")
        #expect(field.properties["valid"] as? Bool == true)
        #expect(host.statistics.writes(of: "Entry.text") == 1)
    }

    @Test("a prompt shows as the placeholder and the title names the field")
    func prompt() {
        struct Prompted: View {
            @State private var name = ""
            var body: some View { TextField("Name", text: $name, prompt: Text("Required")) }
        }
        let host = CoreHost(Prompted())
        let field = host.field(placeholder: "Required")
        #expect(field.properties["accessibleName"] as? String == "Name")
    }

    @Test("a vertical field is an expanding one that takes the line limit and submits")
    func verticalAxis() {
        struct Message: View {
            @State private var text = ""
            @State private var sent = 0
            var body: some View {
                VStack {
                    TextField("Message", text: $text, axis: .vertical).lineLimit(4).onSubmit { sent += 1 }
                    Text("Sent \(sent) \(text)")
                }
            }
        }
        let host = CoreHost(Message())
        let field = host.allWidgets.first { $0.kind == "ExpandingTextField" }!
        #expect(field.properties["lineLimit"] as? Int == 4)
        field.type("hi\nthere")
        field.submit()
        host.settle()
        #expect(host.texts.contains("Sent 1 hi\nthere"))
    }
}
