import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `NavigationSplitView` on real GTK, used as a person does: clicking a sidebar row shows its
/// detail and writes the selection; in a narrow window the columns collapse, choosing a row
/// shows the detail and the header bar's back button returns to the sidebar.
@MainActor
@Suite("NavigationSplitView on GTK", .serialized)
struct NavigationSplitViewGtkTests {
    struct Note: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    static let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]

    struct NoteDetail: View {
        let note: Note
        @State private var edits = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Text("\(note.title) edited \(edits)")
                    Button("Edit") { edits += 1 }
                    NavigationLink("History") { Text("History of \(note.title)") }
                }
            }
        }
    }

    struct Notes: View {
        @State private var selected: Int?
        var body: some View {
            NavigationSplitView {
                VStack {
                    List(NavigationSplitViewGtkTests.notes, selection: $selected) { Text($0.title) }
                    Button("Open Ideas") { selected = 2 }
                }
            } detail: {
                if let note = NavigationSplitViewGtkTests.notes.first(where: { $0.id == selected }) {
                    NoteDetail(note: note)
                    Button("Close the note") { selected = nil }
                } else {
                    Text("Pick a note")
                }
            }
        }
    }

    @Test("side by side: clicking a sidebar row shows its detail, which keeps its state while selected")
    func sideBySide() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        #expect(host.shownSplitViewColumns.count == 2)
        #expect(host.isShown(text: "Pick a note"))
        #expect(host.isShown(text: "Groceries"))
        try host.clickPointer(on: try host.row(showing: "Groceries"))
        #expect(host.isShown(text: "Groceries edited 0"))
        host.click(try host.button("Edit"))
        #expect(host.isShown(text: "Groceries edited 1"))
        try host.clickPointer(on: try host.row(showing: "Ideas"))
        #expect(host.isShown(text: "Ideas edited 1") || host.isShown(text: "Ideas edited 0"))
        #expect(host.isShown(text: "Groceries"), "the sidebar stays")
    }

    @Test("the sidebar's list has GNOME's navigation-sidebar style")
    func sidebarStyle() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        #expect(host.allWidgets.contains { $0.typeName == "GtkListView" && $0.hasCSSClass("navigation-sidebar") })
    }

    @Test("narrow: the sidebar shows alone, choosing a row shows the detail, the back button returns")
    func collapsed() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 400, height: 500)
        #expect(host.shownSplitViewColumns.count == 1)
        #expect(host.isShown(text: "Groceries"))
        #expect(!host.isShown(text: "Pick a note"))
        #expect(!host.isBackButtonShown)
        try host.clickPointer(on: try host.row(showing: "Ideas"))
        #expect(host.isShown(text: "Ideas edited 0"))
        #expect(!host.isShown(text: "Groceries"))
        #expect(host.isBackButtonShown)
        host.goBack()
        #expect(host.isShown(text: "Groceries"))
        #expect(!host.isShown(text: "Ideas edited 0"))
        #expect(!host.isBackButtonShown)
        try host.clickPointer(on: try host.row(showing: "Ideas"))
        #expect(host.isShown(text: "Ideas edited 0"), "going back deselected the row, so choosing it again moves on")
        host.goBack()
        try host.resizeWindow(width: 800, height: 500)
        #expect(host.shownSplitViewColumns.count == 2)
        #expect(host.isShown(text: "Pick a note"), "going back deselected the note, as SwiftUI does")
    }

    @Test("collapsing and expanding keep the selected note's detail and its state")
    func collapseKeepsSelection() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        try host.clickPointer(on: try host.row(showing: "Ideas"))
        host.click(try host.button("Edit"))
        try host.resizeWindow(width: 400, height: 500)
        try host.resizeWindow(width: 800, height: 500)
        #expect(host.isShown(text: "Ideas edited 1"))
    }

    @Test("a NavigationStack in the detail pushes its pages")
    func stackInDetail() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        try host.clickPointer(on: try host.row(showing: "Groceries"))
        host.click(try host.button("History"))
        #expect(host.isShown(text: "History of Groceries"))
        #expect(host.isShown(text: "Groceries"), "the sidebar stays beside the pushed page")
        host.goBack()
        #expect(host.isShown(text: "Groceries edited 0"))
    }

    @Test("collapsed: a selection set from code shows the detail; setting it to nil returns to the sidebar")
    func selectionFromCode() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 400, height: 500)
        #expect(host.isShown(text: "Groceries"))
        host.click(try host.button("Open Ideas"))
        #expect(host.isShown(text: "Ideas edited 0"))
        #expect(!host.isShown(text: "Groceries"))
        #expect(host.isBackButtonShown)
        host.click(try host.button("Close the note"))
        #expect(host.isShown(text: "Groceries"))
        #expect(!host.isShown(text: "Pick a note"))
        #expect(!host.isBackButtonShown)
    }

    @Test("side by side, a selection set from code shows its detail beside the sidebar")
    func selectionFromCodeSideBySide() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        host.click(try host.button("Open Ideas"))
        #expect(host.isShown(text: "Ideas edited 0"))
        #expect(host.isShown(text: "Groceries"), "the sidebar stays")
        #expect(!host.isBackButtonShown)
    }

    @Test("collapsed: the back button pops the detail's NavigationStack first, then returns to the sidebar")
    func stackInCollapsedDetail() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 400, height: 500)
        try host.clickPointer(on: try host.row(showing: "Groceries"))
        host.click(try host.button("History"))
        #expect(host.isShown(text: "History of Groceries"))
        #expect(host.isBackButtonShown)
        host.goBack()
        #expect(host.isShown(text: "Groceries edited 0"), "the pushed page popped; the detail's root shows")
        #expect(!host.isShown(text: "History of Groceries"))
        #expect(host.isBackButtonShown, "a way back to the sidebar is left")
        host.goBack()
        #expect(host.isShown(text: "Groceries"))
        #expect(!host.isShown(text: "Groceries edited 0"))
        #expect(!host.isBackButtonShown)
    }

    @Test("collapsed: Escape pops the detail's pushed page, then returns to the sidebar")
    func escapeInCollapsedDetail() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        try host.resizeWindow(width: 400, height: 500)
        try host.clickPointer(on: try host.row(showing: "Ideas"))
        host.click(try host.button("History"))
        try host.pressKeys("Escape")
        #expect(host.isShown(text: "Ideas edited 0"))
        try host.pressKeys("Escape")
        #expect(host.isShown(text: "Groceries"))
        #expect(!host.isBackButtonShown)
    }
}
