import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Focused values while a sheet is open, on real GTK: the sheet is a modal window of its own,
/// and, as the menu bar does on macOS while a sheet is key, the app's commands act on what its
/// focused view publishes — the views under it count again once it closes.
@MainActor
@Suite("Focused values in sheets on GTK", .serialized)
struct SheetFocusedValuesGtkTests {
    struct DraftKey: FocusedValueKey {
        typealias Value = Binding<String>
    }

    /// What the window publishes with `.focusedSceneObject`.
    final class Counter: ObservableObject {
        @Published var count = 0
    }

    struct ShoutCommands: Commands {
        @FocusedBinding(\.draft) private var draft
        @FocusedObject private var counter: Counter?
        var body: some Commands {
            CommandMenu("Draft") {
                Button("Shout") { draft = draft?.uppercased() }
                    .keyboardShortcut("k")
                    .disabled(draft == nil)
                Button("Reset Count") { counter?.count = 0 }
                    .disabled((counter?.count ?? 0) == 0)
            }
        }
    }

    struct Reader: View {
        @FocusedBinding(\.draft) private var draft
        var body: some View { Text(draft.map { "Editing “\($0)”" } ?? "Not editing") }
    }

    struct Editor: View {
        @State private var showsSheet = false
        @State private var main = ""
        @State private var inSheet = ""
        @StateObject private var counter = Counter()
        var body: some View {
            VStack {
                TextField("Main", text: $main, prompt: Text("Main")).focusedValue(\.draft, $main)
                Button("Open") { showsSheet = true }
                Button("Count \(counter.count)") { counter.count += 1 }
                Reader()
            }
            .focusedSceneObject(counter)
            .sheet(isPresented: $showsSheet) {
                VStack {
                    TextField("In sheet", text: $inSheet, prompt: Text("In sheet")).focusedValue(\.draft, $inSheet)
                    Button("Done") { showsSheet = false }
                }
            }
        }
    }

    struct SheetApp: App {
        var body: some Scene {
            WindowGroup("Drafts") { Editor() }
                .commands { ShoutCommands() }
        }
    }

    /// Presses `key` with Ctrl in `window` on the real keyboard path, and settles.
    private func pressControl(_ key: KeyEquivalent, in window: Gtk.Window, _ host: GtkTestHost) throws {
        host.waitUntilIdle()
        try window.pressKey(key, modifiers: .command)
        let deadline = Date().addingTimeInterval(0.4)
        while Date() < deadline { if !Gtk.MainLoop.iterate() { usleep(2000) } }
        host.waitUntilIdle()
    }

    @Test(
        "while a sheet is open its focused view's value is the app's, its shortcut works there, and the window's returns after"
    )
    func sheetValuesReachCommands() throws {
        let host = try GtkTestHost(app: SheetApp())
        defer { host.close() }
        let main = try host.field(placeholder: "Main")
        try host.focus(main)
        host.type("main", into: main)
        #expect(host.isShown(text: "Editing “main”"))

        host.click(try host.button("Open"))
        let sheet = try #require(host.sheets.last)
        let field = try host.field(placeholder: "In sheet", in: sheet)
        try host.focus(field)
        host.type("draft", into: field)
        #expect(host.isShown(text: "Editing “draft”"), "the sheet's focused view publishes")
        try pressControl("k", in: sheet, host)
        #expect(field.text == "DRAFT", "the main menu's shortcut acts on the sheet's value")
        #expect(main.text == "main")

        try host.focus(try host.button("Done", in: sheet))
        #expect(host.isShown(text: "Not editing"), "the window's focused field under the sheet does not count")
        try pressControl("k", in: sheet, host)
        #expect(main.text == "main", "the command is disabled while nothing is published")

        host.click(try host.button("Done", in: sheet))
        #expect(host.sheets.isEmpty)
        #expect(host.isShown(text: "Editing “main”"), "the window's focused field counts again")
        try host.press(key: "k", modifiers: .command)
        #expect(main.text == "MAIN")

        // The command follows the published object's own changes.
        let reset = { try host.appMenuItems(in: host.windowHost, submenu: "Draft").first { $0.title == "Reset Count" } }
        #expect(try reset()?.isEnabled == false)
        host.click(try host.button("Count 0"))
        #expect(try reset()?.isEnabled == true, "the command re-reads the object when it publishes")
    }
}

extension FocusedValues {
    fileprivate var draft: Binding<String>? {
        get { self[SheetFocusedValuesGtkTests.DraftKey.self] }
        set { self[SheetFocusedValuesGtkTests.DraftKey.self] = newValue }
    }
}
