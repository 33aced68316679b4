import GtkUI

/// Notes: plain-text notes in a sidebar beside an editor, with import and export of text
/// files, a main menu with keyboard shortcuts and an About dialog.
@main
struct NotesApp: App {
    /// The notes, shared by the window and the main menu's commands.
    @State private var store: NoteStore

    static var applicationID: String { "io.github.gtkui.Notes" }

    /// What the About dialog (main menu ▸ About Notes) shows.
    static let about = AboutPanel(
        name: "Notes", version: "1.0",
        comments: "Plain-text notes, written as a SwiftUI app and drawn with GTK 4 by GtkUI.",
        website: URL(string: "https://github.com/gtkui/gtkui"), websiteLabel: "GtkUI on GitHub",
        copyright: "© 2026 GtkUI contributors", license: .mit, developers: ["GtkUI contributors"],
        iconName: "accessories-text-editor")

    /// The app as it launches: a few sample notes to start from.
    init() {
        self.init(store: NoteStore(notes: Note.samples()))
    }

    /// The app showing `store`'s notes (tests start it with notes of their own).
    init(store: NoteStore) {
        _store = State(initialValue: store)
    }

    var body: some Scene {
        WindowGroup("Notes") {
            ContentView(store: store)
        }
        .defaultSize(width: 900, height: 600)
        .commands { NoteCommands(store: store) }
        .aboutPanel(Self.about)
    }
}
