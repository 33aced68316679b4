import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.alert` and `.confirmationDialog` on real GTK: a modal message dialog over the window,
/// answered with clicks and Escape as a person does, writing the binding back; closing it from
/// code removes it; its handlers leave with it.
@MainActor
@Suite("Alert on GTK", .serialized)
struct AlertGtkTests {
    struct Library: View {
        @State var isAsking = false
        @State var log: [String] = []
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    Button("Delete…") { isAsking = true }
                        .alert("Delete “Notes”?", isPresented: $isAsking) {
                            Button("Delete", role: .destructive) { log.append("delete") }
                            Button("Cancel", role: .cancel) { log.append("cancel") }
                        } message: {
                            Text("This cannot be undone.")
                        }
                }
                Text(isAsking ? "asking" : "not asking")
                Text("Log: \(log.joined(separator: ","))")
                Button("Hide") { shows = false }
            }
        }
    }

    @Test("clicking a button shows the alert; Delete runs its action and writes false")
    func deleteAnswers() throws {
        let host = try GtkTestHost(Library())
        defer { host.close() }
        #expect(host.alert == nil)
        host.click(try host.button("Delete…"))
        let alert = try #require(host.alert)
        #expect(alert.title == "Delete “Notes”?")
        #expect(alert.isTitleShown)
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.buttonTitles == ["Cancel", "Delete"])
        #expect(host.isShown(text: "asking"))
        let delete = try host.alertButton("Delete")
        #expect(delete.hasCSSClass("destructive-action"))
        #expect(!delete.hasCSSClass("suggested-action"))
        let dialog = try #require(host.alertWindows.first)
        #expect(dialog.window.isModal)
        #expect(dialog.parent === host.window)
        try host.respond(to: "Delete “Notes”?", with: "Delete")
        #expect(host.alert == nil)
        #expect(host.alertWindows.isEmpty)
        #expect(host.isShown(text: "Log: delete"))
        #expect(host.isShown(text: "not asking"))
    }

    @Test("Escape on the keyboard answers with the cancel button")
    func escapeCancels() throws {
        let host = try GtkTestHost(Library())
        defer { host.close() }
        host.click(try host.button("Delete…"))
        #expect(host.alert != nil)
        try host.pressEscape()
        #expect(host.alert == nil)
        #expect(host.isShown(text: "Log: cancel"))
        #expect(host.isShown(text: "not asking"))
    }

    struct Saved: View {
        @State var isShowing = true
        @State var count = 0
        var body: some View {
            VStack {
                Text("Window")
            }
            .alert("Saved \(count) times", isPresented: $isShowing) {}
        }
    }

    @Test("no actions show one default OK button, which closes the alert")
    func okButtonAndLiveTitle() throws {
        let host = try GtkTestHost(Saved())
        defer { host.close() }
        let alert = try #require(host.alert)
        #expect(alert.title == "Saved 0 times")
        #expect(alert.buttonTitles == ["OK"])
        #expect(try host.alertButton("OK").hasCSSClass("suggested-action"))
        try host.tapAlertButton("OK")
        #expect(host.alert == nil)
    }

    final class Job: ObservableObject {
        @Published var isRunning = false
    }

    struct Closer: View {
        @ObservedObject var job: Job
        var body: some View {
            VStack {
                Button("Start") { job.isRunning = true }
                Text(job.isRunning ? "running" : "done")
            }
            .alert("Working", isPresented: $job.isRunning) {}
        }
    }

    @Test("setting isPresented false from code closes the dialog")
    func closingFromCode() throws {
        let job = Job()
        let host = try GtkTestHost(Closer(job: job))
        defer { host.close() }
        host.click(try host.button("Start"))
        #expect(host.alert?.title == "Working")
        // The job finishes: the model, not a person, ends the presentation.
        job.isRunning = false
        host.waitUntilIdle()
        #expect(host.alert == nil)
        #expect(host.alertWindows.isEmpty)
        #expect(host.isShown(text: "done"))
    }

    struct Discard: View {
        @State var isAsking = true
        @State var log: [String] = []
        var body: some View {
            Text("Log: \(log.joined(separator: ","))")
                .confirmationDialog("Discard changes?", isPresented: $isAsking, titleVisibility: .hidden) {
                    Button("Discard", role: .destructive) { log.append("discard") }
                    Button("Save") { log.append("save") }
                }
        }
    }

    @Test("a confirmation dialog stacks its buttons with Cancel last; a hidden title still names it")
    func confirmationDialog() throws {
        let host = try GtkTestHost(Discard())
        defer { host.close() }
        let dialog = try #require(host.alert)
        #expect(dialog.buttonTitles == ["Discard", "Save", "Cancel"])
        #expect(!dialog.isTitleShown)
        #expect(dialog.title == "Discard changes?")
        try host.tapAlertButton("Save")
        #expect(host.isShown(text: "Log: save"))
        #expect(host.alert == nil)
    }

    @Test("answering the alert, and a view leaving with one open, release its handlers")
    func releasesHandlers() throws {
        let host = try GtkTestHost(Library())
        defer { host.close() }
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        host.click(try host.button("Delete…"))
        #expect(Gtk.liveSignalHandlerCount > handlers)
        try host.tapAlertButton("Cancel")
        #expect(Gtk.liveSignalHandlerCount == handlers, "the dialog's handlers are released once answered")
        #expect(Gtk.Object.liveCount == wrappers, "the dialog's widgets are released once answered")
        host.click(try host.button("Delete…"))
        #expect(host.alert != nil)
        // The view with the alert leaves while the alert is open (a model change, not a click on
        // the modal dialog's window).
        host.click(try host.button("Hide"))
        #expect(host.alert == nil)
        #expect(host.alertWindows.isEmpty)
        #expect(host.isShown(text: "Log: cancel"), "leaving runs no button's action")
        #expect(Gtk.liveSignalHandlerCount < handlers, "the dialog's and the button's handlers are released")
    }
}
