import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `@FocusState` and `.onKeyPress` on real GTK widgets: the user moving focus (a click, Tab)
/// and code moving it, with body counts.
@MainActor
@Suite("Focus on GTK", .serialized)
struct FocusGtkTests {
    enum Field: Hashable { case name, email }

    struct SignUp: View {
        @State private var name = ""
        @State private var email = ""
        @State private var subscribed = false
        @FocusState private var focus: Field?
        @FocusState private var toggleFocused: Bool

        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focus, equals: .name)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email).focused($focus, equals: .email)
                Toggle("Subscribe", isOn: $subscribed).focused($toggleFocused)
                Text("Focus \(focus.map { "\($0)" } ?? "none")")
                Text(toggleFocused ? "Toggle focused" : "Toggle not focused")
                Button("Edit name") { focus = .name }
                Button("Done") { focus = nil }
            }
        }
    }

    @Test("clicking into a field and pressing Tab update the state; each move evaluates the body once")
    func userMovesFocus() throws {
        let host = try GtkTestHost(SignUp())
        defer { host.close() }
        let name = try host.field(placeholder: "Name")
        let email = try host.field(placeholder: "Email")
        host.statistics.reset()
        try host.focus(email)
        #expect(host.isShown(text: "Focus email"))
        #expect(host.statistics.bodyEvaluations(of: SignUp.self) == 1)
        host.statistics.reset()
        try host.pressTab(backward: true)
        #expect(host.isFocused(name))
        #expect(host.isShown(text: "Focus name"), "\(host.shownTexts)")
        #expect(host.statistics.bodyEvaluations(of: SignUp.self) == 1)
        try host.pressTab()
        try host.pressTab()
        #expect(host.isShown(text: "Focus none"))
        #expect(host.isShown(text: "Toggle focused"), "Tab reached the switch: \(host.shownTexts)")
    }

    @Test("setting the state from code grabs GTK focus; nil leaves the window with none; no echo")
    func codeMovesFocus() throws {
        let host = try GtkTestHost(SignUp())
        defer { host.close() }
        let name = try host.field(placeholder: "Name")
        let email = try host.field(placeholder: "Email")
        host.click(try host.button("Edit name"))
        #expect(host.isFocused(name))
        #expect(host.isShown(text: "Focus name"))
        host.statistics.reset()
        host.submit(name)  // .onSubmit { focus = .email }
        #expect(host.isFocused(email))
        #expect(host.isShown(text: "Focus email"))
        #expect(host.statistics.bodyEvaluations(of: SignUp.self) == 1, "the state is written once, not echoed")
        #expect(host.statistics.updatePasses == 1)
        // Clearing from code (the Return key's onSubmit path, no click on a button first).
        host.click(try host.button("Done"))
        #expect(!host.isFocused(email) && !host.isFocused(name))
        #expect(host.focusedWidget == nil)
        #expect(host.isShown(text: "Focus none"))
    }

    @Test("a Bool focus state set to false takes GTK focus away from the field")
    func clearingResignsGtkFocus() throws {
        struct Search: View {
            @State private var query = ""
            @FocusState private var searching: Bool
            var body: some View {
                VStack {
                    TextField("Search", text: $query).focused($searching)
                        .onSubmit { searching = false }
                    Text(searching ? "Searching" : "Idle")
                }
            }
        }
        let host = try GtkTestHost(Search())
        defer { host.close() }
        let field = try host.field(placeholder: "Search")
        host.type("gtk", into: field)
        #expect(host.isShown(text: "Searching"))
        try host.press(key: .return)
        #expect(!host.isFocused(field))
        #expect(host.focusedWidget == nil)
        #expect(host.isShown(text: "Idle"))
    }

    struct Keys: View {
        @State private var text = ""
        @State private var log: [String] = []
        var body: some View {
            VStack {
                TextField("Keys", text: $text)
                    .onKeyPress(.upArrow) {
                        log.append("up")
                        return .handled
                    }
                    .onKeyPress(characters: .decimalDigits) { press in
                        log.append("digit \(press.characters)")
                        return .handled
                    }
                Text("Log \(log.joined(separator: ","))")
            }
            .onKeyPress(.escape) {
                text = ""
                return .handled
            }
        }
    }

    @Test("onKeyPress sees real key presses before the field; handled keys are not typed")
    func keyPresses() throws {
        let host = try GtkTestHost(Keys())
        defer { host.close() }
        let field = try host.field(placeholder: "Keys")
        try host.focus(field)
        try host.press(key: "a")
        try host.press(key: "7")
        try host.press(key: .upArrow)
        #expect(field.text == "a", "the digit was handled before the field typed it")
        #expect(host.isShown(text: "Log digit 7,up"), "\(host.shownTexts)")
        try host.press(key: .escape)
        #expect(field.text == "", "the enclosing action cleared the text")
    }

    struct Appearing: View {
        @State private var text = ""
        @State private var isOn = false
        @FocusState private var fieldFocused: Bool
        @FocusState private var switchFocused: Bool
        var body: some View {
            VStack {
                Button("Before") {}
                TextField("Later", text: $text).focused($fieldFocused)
                Toggle("Notify", isOn: $isOn).focused($switchFocused)
                Button("Focus the switch") { switchFocused = true }
            }
            .onAppear { fieldFocused = true }
        }
    }

    @Test("focus set in onAppear lands once the field is in the window; a toggle takes focus from code")
    func focusOnAppearAndToggle() throws {
        let host = try GtkTestHost(Appearing())
        defer { host.close() }
        host.waitUntilIdle()
        #expect(host.isFocused(try host.field(placeholder: "Later")))
        host.click(try host.button("Focus the switch"))
        let toggle = try host.toggle("Notify")
        #expect(host.isFocused(toggle))
        #expect(host.focusedWidget?.isSameWidget(as: toggle) == true, "the GtkSwitch itself has focus")
    }

    struct Everything: View {
        @State private var text = ""
        @State private var number = 1
        @FocusState private var focused: Bool
        var body: some View {
            VStack {
                TextField("Text", text: $text).focused($focused).onKeyPress(.escape) { .handled }
                TextField("Number", value: $number, format: .number)
                TextField("Lines", text: $text, axis: .vertical)
            }
        }
    }

    @Test("closing a window releases the focus and key controllers' handlers")
    func noLeaks() throws {
        try GtkTestHost.startGTK()
        try GtkTestHost(Everything()).close()  // warms up the style sheets
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(Everything())
            try host.focus(try host.field(placeholder: "Text"))
            try host.press(key: .escape)
            host.enter("5", into: try host.field(placeholder: "Number"))
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers)
        #expect(Gtk.Object.liveCount == wrappers)
    }
}
