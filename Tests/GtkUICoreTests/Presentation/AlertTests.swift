import GtkUICore
import GtkUICoreTesting
import Testing

/// `.alert` and `.confirmationDialog` on the in-memory backend: what the dialog shows, in
/// which order, and how an answer runs the action and writes the binding once.
@MainActor
@Suite("Alert")
struct AlertTests {
    /// Counts writes to the presentation binding.
    final class Log {
        var deleted = 0
        var cancelled = 0
        var writes: [Bool] = []
    }

    struct DeleteHost: View {
        let log: Log
        @State private var isPresented = false
        @State private var name = "Notes"
        var body: some View {
            let binding = Binding(
                get: { isPresented },
                set: {
                    isPresented = $0; log.writes.append($0)
                })
            VStack {
                Button("Ask") { isPresented = true }
                Button("Rename") { name = "Drafts" }
            }
            .alert("Delete “\(name)”?", isPresented: binding) {
                Button("Delete", role: .destructive) { log.deleted += 1 }
                Button("Cancel", role: .cancel) { log.cancelled += 1 }
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test("setting isPresented shows the alert: title, message, cancel first, destructive not default")
    func presenting() throws {
        let log = Log()
        let host = CoreHost(DeleteHost(log: log))
        #expect(host.backend.presentedAlerts.isEmpty)
        host.button("Ask").click()
        host.settle()
        let alert = try #require(host.backend.presentedAlerts.first)
        #expect(alert.description.style == .alert)
        #expect(alert.description.title == "Delete “Notes”?")
        #expect(alert.description.message == "This cannot be undone.")
        #expect(alert.buttonTitles == ["Cancel", "Delete"])
        #expect(alert.description.buttons.map(\.role) == [.cancel, .destructive])
        #expect(alert.description.buttons.map(\.isDefault) == [false, false])
        #expect(alert.description.cancelIndex == 0)
    }

    @Test("a button runs its action, closes the alert and writes false once")
    func tappingAButton() throws {
        let log = Log()
        let host = CoreHost(DeleteHost(log: log))
        host.button("Ask").click()
        host.settle()
        log.writes = []
        try #require(host.backend.presentedAlerts.first).tapButton("Delete")
        host.settle()
        #expect(log.deleted == 1)
        #expect(log.cancelled == 0)
        #expect(log.writes == [false])
        #expect(host.backend.presentedAlerts.isEmpty)
    }

    @Test("Escape runs the cancel button's action and writes false once")
    func escapeCancels() throws {
        let log = Log()
        let host = CoreHost(DeleteHost(log: log))
        host.button("Ask").click()
        host.settle()
        log.writes = []
        try #require(host.backend.presentedAlerts.first).pressEscape()
        host.settle()
        #expect(log.cancelled == 1)
        #expect(log.deleted == 0)
        #expect(log.writes == [false])
        #expect(host.backend.presentedAlerts.isEmpty)
    }

    struct CodeClosedHost: View {
        @State private var isPresented = true
        var body: some View {
            Button("Close") { isPresented = false }
                .alert("Saved", isPresented: $isPresented) {}
        }
    }

    @Test("no actions show one OK button, the default; false from code closes the alert")
    func okAndClosingFromCode() throws {
        let host = CoreHost(CodeClosedHost())
        host.settle()
        let alert = try #require(host.backend.presentedAlerts.first)
        #expect(alert.buttonTitles == ["OK"])
        #expect(alert.description.buttons.map(\.isDefault) == [true])
        #expect(alert.description.message == nil)
        host.button("Close").click()
        host.settle()
        #expect(host.backend.presentedAlerts.isEmpty)
    }

    @Test("a changed title reaches the open alert in place")
    func liveUpdate() throws {
        let host = CoreHost(DeleteHost(log: Log()))
        host.button("Ask").click()
        host.settle()
        host.button("Rename").click()
        host.settle()
        let alert = try #require(host.backend.presentedAlerts.first)
        #expect(host.backend.presentedAlerts.count == 1)
        #expect(alert.description.title == "Delete “Drafts”?")
        #expect(alert.updateCount == 1)
    }

    struct Note: Identifiable {
        var id: Int
        var title: String
    }

    struct PresentingHost: View {
        let log: Log
        @State private var isPresented = false
        @State private var note: Note?
        var body: some View {
            VStack {
                Button("Ask empty") { isPresented = true }
                Button("Ask about note") {
                    note = Note(id: 1, title: "Groceries")
                    isPresented = true
                }
            }
            .alert("Delete note?", isPresented: $isPresented, presenting: note) { note in
                Button("Delete “\(note.title)”", role: .destructive) { log.deleted = note.id }
            } message: { note in
                Text("“\(note.title)” will be gone.")
            }
        }
    }

    @Test("presenting: shows nothing without data, and passes the data to actions and message")
    func presentingData() throws {
        let log = Log()
        let host = CoreHost(PresentingHost(log: log))
        host.button("Ask empty").click()
        host.settle()
        #expect(host.backend.presentedAlerts.isEmpty)
        host.button("Ask about note").click()
        host.settle()
        let alert = try #require(host.backend.presentedAlerts.first)
        #expect(alert.buttonTitles == ["Delete “Groceries”"])
        #expect(alert.description.message == "“Groceries” will be gone.")
        alert.tapButton("Delete “Groceries”")
        host.settle()
        #expect(log.deleted == 1)
    }

    struct DialogHost: View {
        let visibility: Visibility
        @State private var isPresented = true
        var body: some View {
            Text("Editor")
                .confirmationDialog("Discard changes?", isPresented: $isPresented, titleVisibility: visibility) {
                    Button("Discard", role: .destructive) {}
                    Button("Save") {}
                }
        }
    }

    @Test("a confirmation dialog stacks its actions in order and adds Cancel last")
    func confirmationDialog() throws {
        let host = CoreHost(DialogHost(visibility: .automatic))
        host.settle()
        let dialog = try #require(host.backend.presentedAlerts.first)
        #expect(dialog.description.style == .confirmationDialog)
        #expect(dialog.buttonTitles == ["Discard", "Save", "Cancel"])
        #expect(dialog.description.isTitleVisible)
        #expect(dialog.description.cancelIndex == 2)
    }

    @Test("titleVisibility hidden hides the title but keeps it as the dialog's name")
    func hiddenTitle() throws {
        let host = CoreHost(DialogHost(visibility: .hidden))
        host.settle()
        let dialog = try #require(host.backend.presentedAlerts.first)
        #expect(!dialog.description.isTitleVisible)
        #expect(dialog.description.title == "Discard changes?")
    }

    @Test("leaving the tree closes the alert")
    func unmountCloses() {
        let host = CoreHost(CodeClosedHost())
        host.settle()
        #expect(host.backend.presentedAlerts.count == 1)
        host.unmount()
        #expect(host.backend.presentedAlerts.isEmpty)
    }
}
