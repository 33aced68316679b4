import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.toolbar` on real GTK, used as a person does: buttons in the window's header bar that
/// change the view when clicked, GNOME's suggested and destructive styles, a principal item in
/// the title's place, each navigation page's own items, and a sheet's own header bar.
@MainActor
@Suite("Toolbar on GTK", .serialized)
struct ToolbarGtkTests {
    struct Notes: View {
        @State private var notes = ["Groceries"]
        @State private var composing = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("\(notes.count) notes")
                    NavigationLink("Open Groceries") {
                        Text("Buy milk")
                            .navigationTitle("Groceries")
                            .toolbar {
                                ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
                            }
                    }
                }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Compose") { composing = true } }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add Note \(notes.count + 1)") { notes.append("Note \(notes.count + 1)") }
                    }
                }
                .sheet(isPresented: $composing) {
                    Text("New message")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { composing = false } }
                            ToolbarItem(placement: .confirmationAction) { Button("Send") { composing = false } }
                        }
                }
            }
        }
    }

    @Test("clicking a toolbar button runs its action; its label updates in place, without echo")
    func clickAndUpdate() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        #expect(host.toolbarButtonTitles == ["Compose", "Add Note 2"])
        #expect(host.isShown(text: "1 notes"))
        let add = try host.toolbarButton("Add Note 2")
        host.statistics.reset()
        host.click(add)
        #expect(host.isShown(text: "2 notes"))
        let renamed = try host.toolbarButton("Add Note 3")
        #expect(renamed.pointer == add.pointer, "the same button, relabelled")
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.writes(of: "HeaderBar.toolbarItems") == 0, "the header bar was not repacked")
    }

    @Test("pushing a page shows its toolbar; popping brings the list's back")
    func navigationSwaps() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        host.click(try host.button("Open Groceries"))
        #expect(host.title == "Groceries")
        #expect(host.toolbarButtonTitles == ["Delete"])
        #expect(try host.toolbarButton("Delete").hasCSSClass("destructive-action"))
        host.goBack()
        #expect(host.toolbarButtonTitles == ["Compose", "Add Note 2"])
        #expect(throws: (any Error).self) { try host.toolbarButton("Delete") }
    }

    @Test("a sheet's items go to its own header bar: cancel at the start, a suggested Send at the end")
    func sheetHeaderBar() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        host.click(try host.toolbarButton("Compose"))
        try #require(host.sheets.count == 1)
        #expect(host.toolbarButtonTitles == ["Cancel", "Send"])
        let send = try host.toolbarButton("Send")
        #expect(send.hasCSSClass("suggested-action"))
        host.click(send)
        #expect(host.sheets.isEmpty)
        #expect(host.toolbarButtonTitles == ["Compose", "Add Note 2"])
    }

    struct TitledSheet: View {
        @State private var editing = false
        var body: some View {
            NavigationStack {
                Button("Edit") { editing = true }
                    .navigationTitle("Notes")
                    .sheet(isPresented: $editing) {
                        NavigationStack {
                            Button("Done") { editing = false }
                                .navigationTitle("Edit Note")
                        }
                    }
            }
        }
    }

    @Test("a navigation title inside a sheet titles the sheet, not the window; an untitled sheet shows none")
    func sheetTitle() throws {
        let host = try GtkTestHost(TitledSheet())
        defer { host.close() }
        host.click(try host.button("Edit"))
        let sheet = try #require(host.sheets.first)
        #expect(host.title == "Notes", "the window keeps its title")
        let title = try #require(host.windowHost.toolbarTitleWidget as? Gtk.Label)
        #expect(title.text == "Edit Note" && title.isMapped)
        #expect(sheet.title == "Edit Note")
        host.click(try host.button("Done"))
        let untitled = try GtkTestHost(Text("Plain").sheet(isPresented: .constant(true)) { Text("Sheet") })
        defer { untitled.close() }
        let none = try #require(untitled.windowHost.toolbarTitleWidget)
        #expect(!none.isMapped, "no nameless title label for screen readers to read")
    }

    struct Principal: View {
        @State private var showsPicker = true
        var body: some View {
            Toggle("Show the view switcher", isOn: $showsPicker)
                .toolbar {
                    if showsPicker {
                        ToolbarItem(placement: .principal) { Text("Week") }
                    }
                }
        }
    }

    @Test("a principal item takes the title's place and gives it back when it leaves")
    func principalReplacesTitle() throws {
        let host = try GtkTestHost(Principal(), title: "Calendar")
        defer { host.close() }
        #expect(host.toolbarPrincipalTexts == ["Week"])
        host.click(try host.toggle("Show the view switcher"))
        #expect(host.toolbarPrincipalTexts == ["Calendar"])
    }
}

/// A `Label` in the header bar shows its icon alone, as SwiftUI's toolbars do, named by its
/// title and with the title as a tooltip; an explicit `.labelStyle` is kept.
@MainActor
@Suite("Toolbar labels on GTK", .serialized)
struct ToolbarLabelGtkTests {
    struct Notes: View {
        @State var sorted = false
        var body: some View {
            Text(sorted ? "Sorted" : "Unsorted")
                .toolbar {
                    ToolbarItem {
                        Button {
                            sorted = true
                        } label: {
                            Label("Sort Notes", systemImage: "arrow.up.arrow.down")
                        }
                    }
                    ToolbarItem(placement: .navigation) {
                        Button {
                        } label: {
                            Label("Share", systemImage: "square.and.arrow.up")
                        }
                        .labelStyle(.titleAndIcon)
                    }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Delete", systemImage: "trash") {}
                            .labelStyle(.iconOnly)
                        Button("Edit", systemImage: "pencil") {}
                            .labelStyle(.iconOnly)
                            .help("Edit the selected note")
                    }
                }
        }
    }

    @Test("a Label item is an icon button with its title as tooltip; .labelStyle and .help still win")
    func labelItemsShowTheirIcon() throws {
        let host = try GtkTestHost(Notes())
        defer { host.close() }
        func descendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
            [widget] + widget.children.flatMap(descendants(of:))
        }
        let sort = try host.toolbarButton("Sort Notes")
        let images = descendants(of: sort).compactMap { $0 as? Gtk.Image }
        #expect(images.count == 1)
        #expect(!descendants(of: sort).contains { ($0 as? Gtk.Label)?.isMapped == true })
        host.click(sort)
        #expect(host.isShown(text: "Sorted"))
        let share = try host.toolbarButton("Share")
        #expect(descendants(of: share).contains { ($0 as? Gtk.Label)?.text == "Share" })
        #expect(sort.tooltip == "Sort Notes", "an icon button's tooltip is its name")
        #expect(share.tooltip == nil, "a button that shows its title needs no tooltip")
        #expect(try host.toolbarButton("Delete").tooltip == "Delete", ".iconOnly buttons get one too")
        let edit = try host.toolbarButton("Edit the selected note")
        #expect(edit.tooltip == "Edit the selected note", "the app's own .help wins")
        #expect(descendants(of: edit).allSatisfy { $0 === edit || $0.tooltip == nil })
    }
}
