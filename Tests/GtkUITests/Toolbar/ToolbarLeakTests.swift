import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Toolbar items and search fields leave nothing behind when their view leaves the tree while
/// the window stays open: their widgets leave the header bar and every signal closure and
/// GObject reference goes.
@MainActor
@Suite("Toolbar leaks", .serialized)
struct ToolbarLeakTests {
    struct Editor: View {
        @State private var editing = false
        @State private var query = ""
        var body: some View {
            VStack {
                Button(editing ? "Stop editing" : "Edit") { editing.toggle() }
                if editing {
                    Text("Draft")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Discard") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Keep") {} }
                        }
                        .searchable(text: $query)
                }
            }
        }
    }

    @Test("a view with a toolbar and a search field releases both when it leaves")
    func leavingReleasesItems() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        host.click(try host.button("Edit"))
        #expect(host.toolbarButtonTitles == ["Discard", "Keep", "Search"])
        try host.openSearch()
        try host.typeSearch("x")
        host.click(try host.button("Stop editing"))
        #expect(host.toolbarButtonTitles.isEmpty)
        #expect(host.searchField == nil)
        // GTK finalizes a removed widget (and so releases its handlers) once nothing holds it,
        // which a running transition (the search bar's reveal) can delay by a few frames.
        let deadline = Date().addingTimeInterval(3)
        while Gtk.liveSignalHandlerCount != handlers || Gtk.Object.liveCount != wrappers, Date() < deadline {
            host.waitForLayout()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
