import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.contextMenu` on real GTK widgets: a right click through the X server and the Menu key or
/// Shift+F10 open a `GtkPopoverMenu` at the view, whose items run and follow their state; the
/// popover leaves the view's widget once closed, and the menu leaves with the view.
@MainActor
@Suite("Context menu on GTK", .serialized)
struct ContextMenuGtkTests {
    struct Note: View {
        @State var isPinned = false
        @State var log: [String] = []
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    Text("Groceries")
                        .contextMenu {
                            Toggle("Pinned", isOn: $isPinned)
                            Button("Delete", role: .destructive) { log.append("delete") }
                        }
                }
                Button("Edit") { log.append("edit") }
                    .contextMenu { Button("Rename") { log.append("rename") } }
                Text(isPinned ? "pinned" : "not pinned")
                Text("Log: \(log.joined(separator: ","))")
                Button("Hide") { shows = false }
            }
        }
    }

    @Test("a right click opens the menu at the view; choosing an item runs it and closes the menu")
    func rightClick() throws {
        let host = try GtkTestHost(Note())
        defer { host.close() }
        let label = try #require(host.label("Groceries"))
        try host.openContextMenu(on: label)
        #expect(host.shownMenuItems.map(\.description) == ["[ ] Pinned", "Delete"])
        try host.chooseMenuItem(["Pinned"])
        #expect(host.isShown(text: "pinned"))
        #expect(host.openMenus.isEmpty)
        try host.openContextMenu(on: try #require(host.label("Groceries")))
        #expect(host.shownMenuItems.map(\.description) == ["[x] Pinned", "Delete"], "the check follows the value")
        try host.chooseMenuItem(["Delete"])
        #expect(host.isShown(text: "Log: delete"))
        #expect(label.children.allSatisfy { !$0.isPopover }, "the closed popover leaves the label")
    }

    @Test("Shift+F10 and the Menu key open the focused button's context menu; Return chooses")
    func keyboard() throws {
        let host = try GtkTestHost(Note())
        defer { host.close() }
        let edit = try host.button("Edit")
        edit.grabFocus()
        try host.pressKeys("shift+F10")
        #expect(host.waitUntilMenuOpens())
        #expect(host.shownMenuItems.map(\.title) == ["Rename"])
        try host.pressKeys("Return")
        #expect(host.isShown(text: "Log: rename"))
        #expect(host.openMenus.isEmpty)
        edit.grabFocus()
        try host.pressKeys("Menu")
        #expect(host.waitUntilMenuOpens())
        #expect(host.shownMenuItems.map(\.title) == ["Rename"])
        try host.closeMenus()
        #expect(host.openMenus.isEmpty)
        #expect(host.isShown(text: "Log: rename"), "Escape chooses nothing")
        // The button keeps its own name: the popover is not part of its label.
        #expect(edit.recordedAccessibleLabel == nil || edit.recordedAccessibleLabel == "Edit")
    }

    @Test("a view that leaves takes its context menu's handlers with it")
    func leaves() throws {
        let host = try GtkTestHost(Note())
        defer { host.close() }
        let before = Gtk.liveSignalHandlerCount
        try host.openContextMenu(on: try #require(host.label("Groceries")))
        try host.closeMenus()
        #expect(Gtk.liveSignalHandlerCount == before, "closing the menu releases the popover's handlers")
        host.click(try host.button("Hide"))
        #expect(!host.isShown(text: "Groceries"))
        #expect(Gtk.liveSignalHandlerCount < before, "the label's menu actions are released")
    }
}
