import GtkUICore
import GtkUICoreTesting
import Testing

/// `.onKeyPress` dispatch on the in-memory backend: innermost first, `.handled` stops the key.
@MainActor
@Suite("onKeyPress")
struct KeyPressTests {
    final class Log {
        var entries: [String] = []
    }

    struct Keys: View {
        let log: Log
        @State private var text = ""
        var body: some View {
            VStack {
                TextField("Inner", text: $text)
                    .onKeyPress(.upArrow) {
                        log.entries.append("inner up")
                        return .handled
                    }
                    .onKeyPress(characters: .decimalDigits) { press in
                        log.entries.append("digit \(press.characters)")
                        return .ignored
                    }
                Button("Other") {}
            }
            .onKeyPress(keys: [.upArrow, .downArrow], phases: .all) { press in
                log.entries.append(
                    "outer \(press.key == .upArrow ? "up" : "down") \(press.phase == .up ? "up" : "down")")
                return .handled
            }
        }
    }

    private func press(_ key: KeyEquivalent, _ characters: String = "", phase: KeyPress.Phases = .down) -> KeyPress {
        KeyPress(phase: phase, key: key, characters: characters, modifiers: [])
    }

    @Test("the innermost action runs first and a handled key goes no further")
    func innermostFirst() {
        let log = Log()
        let host = CoreHost(Keys(log: log))
        host.backend.moveFocus(to: host.field(placeholder: "Inner"))
        #expect(host.backend.press(press(.upArrow)))
        #expect(log.entries == ["inner up"])
    }

    @Test("an ignored key goes on to the enclosing action; unmatched keys are not handled")
    func ignoredGoesOut() {
        let log = Log()
        let host = CoreHost(Keys(log: log))
        host.backend.moveFocus(to: host.field(placeholder: "Inner"))
        #expect(host.backend.press(press(.downArrow)))
        #expect(!host.backend.press(press("7", "7")))
        #expect(!host.backend.press(press("x", "x")))
        #expect(log.entries == ["outer down down", "digit 7"])
    }

    @Test("phases filter: the outer action also takes key releases; focus elsewhere skips inner actions")
    func phasesAndFocus() {
        let log = Log()
        let host = CoreHost(Keys(log: log))
        host.backend.moveFocus(to: host.button("Other"))
        host.backend.press(press(.upArrow))
        host.backend.press(press(.upArrow, phase: .up))
        #expect(log.entries == ["outer up down", "outer up up"])
    }
}
