import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `@FocusedValue`, `@FocusedBinding`, `.focusedValue` and `.focusedSceneValue` on real GTK,
/// through the app runner's path: the main menu's commands act on what the focused view of the
/// active window publishes, and are disabled while nothing is published.
@MainActor
@Suite("Focused values on GTK", .serialized)
struct FocusedValuesGtkTests {
    struct TitleKey: FocusedValueKey {
        typealias Value = Binding<String>
    }

    struct WordCountKey: FocusedValueKey {
        typealias Value = Int
    }

    /// What the note editor's commands act on: the title field's text while it has focus.
    struct NoteCommands: Commands {
        @FocusedBinding(\.noteTitle) private var title
        @FocusedValue(\.wordCount) private var words

        var body: some Commands {
            CommandMenu("Note") {
                Button("Uppercase Title") { title = title?.uppercased() }
                    .keyboardShortcut("k")
                    .disabled(title == nil)
                Text(words.map { "\($0) words" } ?? "No document")
            }
        }
    }

    /// A notes field that publishes nothing first (GTK focuses it as the window opens), then the
    /// title field that publishes its text, in a view that publishes its word count for the window.
    struct NoteEditor: View {
        @State private var notes = ""
        @State private var title = ""
        var body: some View {
            VStack {
                TextField("Notes", text: $notes, prompt: Text("Notes"))
                TextField("Title", text: $title, prompt: Text("Title"))
                    .focusedValue(\.noteTitle, $title)
                Text("Title: \(title)")
            }
            .focusedSceneValue(\.wordCount, title.split(separator: " ").count)
        }
    }

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Notes", id: "notes") { NoteEditor() }
                .commands { NoteCommands() }
        }
    }

    private func item(_ title: String, in items: [GtkTestHost.ShownMenuItem]) -> GtkTestHost.ShownMenuItem? {
        items.first { $0.title == title }
    }

    @Test("a command is disabled until focus is in the view publishing its value, then acts on that value")
    func commandFollowsFocus() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        try host.focus(try host.field(placeholder: "Notes"))
        try host.openAppMenu()
        try host.chooseMenuItem(["Note"])
        #expect(item("Uppercase Title", in: host.shownMenuItems)?.isEnabled == false)
        #expect(item("0 words", in: host.shownMenuItems) != nil, "the scene value is published wherever focus is")
        try host.closeMenus()

        let field = try host.field(placeholder: "Title")
        try host.focus(field)
        host.type("draft note", into: field)
        try host.openAppMenu()
        try host.chooseMenuItem(["Note"])
        #expect(item("Uppercase Title", in: host.shownMenuItems)?.isEnabled == true)
        #expect(item("2 words", in: host.shownMenuItems) != nil)
        try host.chooseMenuItem(["Uppercase Title"])
        #expect(host.isShown(text: "Title: DRAFT NOTE"))
        #expect(field.text == "DRAFT NOTE")

        try host.focus(try host.field(placeholder: "Notes"))
        try host.openAppMenu()
        try host.chooseMenuItem(["Note"])
        #expect(item("Uppercase Title", in: host.shownMenuItems)?.isEnabled == false, "focus left the title")
        try host.closeMenus()
    }

    @Test("the command's shortcut acts on the focused field's value, and does nothing when none is published")
    func shortcutFollowsFocus() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        let field = try host.field(placeholder: "Title")
        try host.focus(field)
        host.type("quiet", into: field)
        try host.focus(try host.field(placeholder: "Notes"))
        try host.press(key: "k", modifiers: .command)
        #expect(host.isShown(text: "Title: quiet"), "the notes field publishes no title")
        try host.focus(field)
        try host.press(key: "k", modifiers: .command)
        #expect(host.isShown(text: "Title: QUIET"))
    }

    @Test("with two windows, the active window's value is used: its command is enabled, the other's not")
    func activeWindowWins() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        let first = host.windowHost
        let field = try host.field(placeholder: "Title")
        try host.focus(field)
        host.type("first", into: field)
        let second = try #require(host.appWindows?.open(id: "notes"))
        host.waitUntilIdle()
        #expect(host.appWindows?.hosts.count == 2)

        // The second window's focus is in its notes field, which publishes no title.
        try host.press(key: "k", modifiers: .command, in: second)
        #expect(host.isShown(text: "Title: first"), "the shortcut in the second window leaves the first alone")
        let secondItems = try host.appMenuItems(in: second, submenu: "Note")
        #expect(item("Uppercase Title", in: secondItems)?.isEnabled == false, "\(secondItems)")
        #expect(item("0 words", in: secondItems) != nil, "the second window's own scene value")

        // Giving the first window the keyboard makes its values the app's again.
        try host.press(key: "k", modifiers: .command, in: first)
        #expect(host.isShown(text: "Title: FIRST"))
        second.close()
        host.waitUntilIdle()
        let firstItems = try host.appMenuItems(in: first, submenu: "Note")
        #expect(item("Uppercase Title", in: firstItems)?.isEnabled == true, "\(firstItems)")
        #expect(item("1 words", in: firstItems) != nil)
        try host.press(key: "k", modifiers: .command, in: first)
        #expect(host.isShown(text: "Title: FIRST"), "keys work again once the menu closed")
    }

    /// A view reading focused values in its body, beside the fields publishing them.
    struct FocusReader: View {
        @FocusedValue(\.noteTitle) private var title
        var body: some View { Text(title.map { "Editing “\($0.wrappedValue)”" } ?? "Not editing") }
    }

    @Test("a view reading @FocusedValue updates as focus moves, and only it re-renders")
    func viewReadsFocusedValue() throws {
        let host = try GtkTestHost(app: ReaderApp())
        defer { host.close() }
        #expect(host.isShown(text: "Not editing"))
        let field = try host.field(placeholder: "Title")
        try host.focus(field)
        #expect(host.isShown(text: "Editing “”"))
        host.type("a", into: field)
        #expect(host.isShown(text: "Editing “a”"))
        let before = host.statistics.bodyEvaluations
        try host.focus(try host.field(placeholder: "Notes"))
        #expect(host.isShown(text: "Not editing"))
        #expect(host.statistics.bodyEvaluations - before == 1, "the reader alone re-renders")
    }

    struct ReaderApp: App {
        var body: some Scene {
            WindowGroup("Reader") {
                VStack {
                    NoteEditor()
                    FocusReader()
                }
            }
        }
    }
}

extension FocusedValues {
    fileprivate var noteTitle: Binding<String>? {
        get { self[FocusedValuesGtkTests.TitleKey.self] }
        set { self[FocusedValuesGtkTests.TitleKey.self] = newValue }
    }

    fileprivate var wordCount: Int? {
        get { self[FocusedValuesGtkTests.WordCountKey.self] }
        set { self[FocusedValuesGtkTests.WordCountKey.self] = newValue }
    }
}
