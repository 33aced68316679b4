import GtkUICore
import GtkUICoreTesting
import Testing

/// `.accessibilityElement(children:)` and `.accessibilityAction` on the in-memory backend:
/// which widget they land on, what they pass, and that they leave with their view.
@MainActor
@Suite("Accessibility elements and actions")
struct AccessibilityElementTests {
    struct Row: View {
        @State var isElement = true
        @State var log: [String] = []
        var body: some View {
            VStack {
                if isElement {
                    HStack { Text("Ada") }
                        .padding(4)
                        .accessibilityElement(children: .combine)
                        .accessibilityAction(named: "Delete") { log.append("delete") }
                        .accessibilityAction { log.append("default") }
                } else {
                    HStack { Text("Ada") }
                }
                Text("Log \(log.joined(separator: " "))")
                Button("Switch") { isElement.toggle() }
            }
        }
    }

    private func row(_ host: CoreHost) -> TestWidget? {
        host.allWidgets.first { $0.kind == "HStack" }
    }

    @Test("the behaviour and the actions land on the stack inside the padding, in order")
    func landOnTheView() {
        let host = CoreHost(Row())
        let row = row(host)
        #expect(row?.accessibilityElement == .combine)
        #expect(
            row?.accessibilityActions == [
                AccessibilityActionDescription(role: .named("Delete")), AccessibilityActionDescription(role: .default),
            ])
    }

    @Test("performing an action runs its handler")
    func performingRunsTheHandler() {
        let host = CoreHost(Row())
        row(host)?.performAccessibilityAction(0)
        host.settle()
        row(host)?.performAccessibilityAction(1)
        host.settle()
        #expect(host.allWidgets.contains { $0.text == "Log delete default" })
    }

    @Test("a view that stops being an element has no behaviour or actions left")
    func leavingTakesThemOff() {
        let host = CoreHost(Row())
        host.button("Switch").click()
        host.settle()
        #expect(row(host)?.accessibilityElement == nil)
        #expect(row(host)?.accessibilityActions == [])
    }

    @Test("an action with an empty name is reported and left out")
    func emptyNameIsReported() {
        let (host, messages) = capturingDiagnostics {
            CoreHost(Text("Note").accessibilityAction(named: "") {})
        }
        #expect(host.allWidgets.first { $0.text == "Note" }?.accessibilityActions == [])
        #expect(messages.contains { $0.contains("accessibilityAction(named:)") && $0.contains("empty") })
    }

    @Test("content of several views side by side is reported: each becomes its own element")
    func severalViewsAreReported() {
        let (_, messages) = capturingDiagnostics {
            CoreHost(
                Group {
                    Text("A")
                    Text("B")
                }
                .accessibilityElement(children: .combine))
        }
        #expect(messages.contains { $0.contains("accessibilityElement(children:)") && $0.contains("2 views") })
    }
}
