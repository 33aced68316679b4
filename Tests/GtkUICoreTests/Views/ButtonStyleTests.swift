import GtkUICore
import GtkUICoreTesting
import Testing

/// Button styles, roles, control sizes, keyboard shortcuts, `.disabled` and `.help` in the view
/// graph: what reaches the backend, what inherits through the environment, and what a press
/// re-evaluates.
@MainActor
@Suite("Button styles")
struct ButtonStyleTests {
    @Test("styles and roles reach the backend; a default button records nothing")
    func appearances() {
        let host = CoreHost(
            VStack {
                Button("Plain default") {}
                Button("Delete", role: .destructive) {}
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Link") {}.buttonStyle(.link)
                Button("Small") {}.controlSize(.small)
                Button("Done") {}.keyboardShortcut(.defaultAction)
            })
        #expect(host.button("Plain default").properties["appearance"] == nil)
        #expect(host.button("Delete").appearance == "automatic destructive regular")
        #expect(host.button("Prominent").appearance == "borderedProminent regular")
        #expect(host.button("Link").appearance == "link regular")
        #expect(host.button("Small").appearance == "automatic small")
        #expect(host.button("Done").appearance == "automatic regular default")
        #expect(host.button("Done").shortcut == "return")
    }

    @Test("a style set above reaches every button inside, a nearer one wins, and the label's buttons keep theirs")
    func styleInheritance() {
        let host = CoreHost(
            VStack {
                Button("Outer") {}
                Button("Inner") {}.buttonStyle(.plain)
            }
            .buttonStyle(.borderless))
        #expect(host.button("Outer").appearance == "borderless regular")
        #expect(host.button("Inner").appearance == "plain regular")
    }

    @Test("a button whose style changes gets the new look")
    func changingStyle() {
        struct Switcher: View {
            @State private var isLink = false
            var body: some View {
                VStack {
                    Button("Change") { isLink = true }
                    if isLink {
                        Button("Target") {}.buttonStyle(.link)
                    } else {
                        Button("Target") {}.buttonStyle(.bordered)
                    }
                }
            }
        }
        let host = CoreHost(Switcher())
        #expect(host.button("Target").appearance == "bordered regular")
        host.button("Change").click()
        host.settle()
        #expect(host.button("Target").appearance == "link regular")
    }

    struct CountingStyle: ButtonStyle {
        @MainActor static var bodies = 0
        func makeBody(configuration: Configuration) -> some View {
            CountingStyle.bodies += 1
            return HStack {
                configuration.label
                Text(configuration.isPressed ? "down" : "up")
                if configuration.role == .destructive { Text("destructive") }
            }
        }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count) presses")
                Button("Press", role: .destructive) { count += 1 }.buttonStyle(CountingStyle())
            }
        }
    }

    @Test("a custom ButtonStyle draws the button; a press re-evaluates only the style's body")
    func customStyle() {
        CountingStyle.bodies = 0
        let host = CoreHost(Counter())
        let button = host.button("Press")
        #expect(button.appearance == "custom destructive regular")
        #expect(host.texts == ["0 presses", "Press", "up", "destructive"])
        #expect(CountingStyle.bodies == 1)
        host.statistics.reset()
        button.press()
        host.settle()
        #expect(host.texts.contains("down"))
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.statistics.widgetWrites == 1, "the one label")
        #expect(CountingStyle.bodies == 2)
        button.release()
        host.settle()
        #expect(host.texts == ["1 presses", "Press", "up", "destructive"])
    }

    struct EnabledAwareStyle: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(isEnabled ? "style on" : "style off")
            }
        }
    }

    @Test("a ButtonStyle's own @Environment is installed, so it sees .disabled")
    func styleReadsEnvironment() {
        struct Form: View {
            @State private var off = false
            var body: some View {
                VStack {
                    Button("Turn off") { off = true }
                    Button("Styled") {}.buttonStyle(EnabledAwareStyle()).disabled(off)
                }
            }
        }
        let host = CoreHost(Form())
        #expect(host.button("Styled").isEnabled)
        #expect(host.texts.contains("style on"))
        host.button("Turn off").click()
        host.settle()
        #expect(!host.button("Styled").isEnabled)
        #expect(host.texts.contains("style off"))
    }

    struct Confirming: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Button("Confirm") { configuration.trigger() }
            }
        }
    }

    @Test("a PrimitiveButtonStyle decides what triggers the action; buttons inside it have the default style")
    func primitiveStyle() {
        struct Deleter: View {
            @State private var deleted = false
            var body: some View {
                VStack {
                    Text(deleted ? "deleted" : "kept")
                    Button("Delete") { deleted = true }.buttonStyle(Confirming())
                }
            }
        }
        let host = CoreHost(Deleter())
        #expect(host.texts == ["kept", "Delete", "Confirm"])
        #expect(host.allWidgets.first { $0.kind == "Label" && $0.text == "Delete" }?.enclosingButton == nil)
        let confirm = host.button("Confirm")
        #expect(confirm.appearance == "automatic regular")
        confirm.click()
        host.settle()
        #expect(host.texts.first == "deleted")
    }

    struct DisabledForm: View {
        @State private var isDisabled = true
        @State private var text = ""
        var body: some View {
            VStack {
                Button("Toggle") { isDisabled.toggle() }
                VStack {
                    TextField("Name", text: $text)
                    Button("Send") {}
                    VStack { Button("Nested") {} }.disabled(false)
                    Reader()
                }
                .disabled(isDisabled)
            }
        }
    }

    struct Reader: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text(isEnabled ? "on" : "off") }
    }

    @Test(".disabled reaches every control inside, .disabled(false) cannot undo it, and re-enabling is one write each")
    func disabledInheritance() {
        let host = CoreHost(DisabledForm())
        #expect(!host.button("Send").isEnabled)
        #expect(!host.button("Nested").isEnabled)
        #expect(!host.field(placeholder: "Name").isEnabled)
        #expect(host.button("Toggle").isEnabled)
        #expect(host.texts.contains("off"))
        host.statistics.reset()
        host.button("Toggle").click()
        host.settle()
        #expect(host.button("Send").isEnabled && host.button("Nested").isEnabled)
        #expect(host.field(placeholder: "Name").isEnabled)
        #expect(host.statistics.writes(of: "Button.enabled") == 2)
        #expect(host.statistics.writes(of: "Entry.enabled") == 1)
        #expect(host.statistics.widgetWrites == 4, "three controls and the reader's label")
    }

    @Test("a keyboard shortcut reaches the buttons inside, not the buttons of a button's label; nil removes it")
    func shortcuts() {
        struct Shortcuts: View {
            @State private var hasShortcut = true
            var body: some View {
                VStack {
                    Button("Save") {}.keyboardShortcut(hasShortcut ? KeyboardShortcut("s") : nil)
                    Button("Drop") { hasShortcut = false }
                    Button("Export") {}.keyboardShortcut("e", modifiers: [.command, .shift])
                    Button("Quit") {}.keyboardShortcut(.cancelAction)
                }
            }
        }
        let host = CoreHost(Shortcuts())
        #expect(host.button("Save").shortcut == "command+s")
        #expect(host.button("Export").shortcut == "command+shift+e")
        #expect(host.button("Quit").shortcut == "escape")
        #expect(host.button("Drop").shortcut == nil)
        host.button("Drop").click()
        host.settle()
        #expect(host.button("Save").shortcut == nil)
    }

    @Test("KeyEquivalent and KeyboardShortcut spell SwiftUI's values")
    func shortcutValues() {
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut.cancelAction == KeyboardShortcut(.escape, modifiers: []))
        #expect(KeyboardShortcut("s").modifiers == .command)
        let key: KeyEquivalent = "q"
        #expect(key.character == "q")
        #expect(
            KeyboardShortcut("k", modifiers: .option, localization: .withoutMirroring)
                == KeyboardShortcut("k", modifiers: .option))
    }

    @Test(".help gives the view's widget a tooltip, translated plain text")
    func help() {
        let host = CoreHost(
            VStack {
                Button("Sync") {}.help("Fetch **new** notes")
                Text("Status").help(Text(verbatim: "As written"))
            })
        #expect(host.button("Sync").help == "Fetch new notes")
        #expect(host.allWidgets.first { $0.text == "Status" }?.help == "As written")
    }

    @Test("Button(_:systemImage:) is a Label of the mapped icon and the title")
    func systemImage() {
        let host = CoreHost(Button("Delete", systemImage: "trash", role: .destructive) {})
        let button = host.button("Delete")
        #expect(button.find("Image")?.imageContent == "user-trash-symbolic")
        #expect(button.appearance == "automatic destructive regular")
    }
}
