import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The whole gallery with the keyboard alone: the sidebar's arrow keys reach every page, Tab
/// reaches every control of every page, and the focus ring shows where the keys go.
@MainActor
@Suite("Gallery keyboard reachability", .serialized)
struct GalleryKeyboardTests {
    /// The widget types a person operates, as GTK builds SwiftUI's controls from them: the
    /// ones that take keyboard focus themselves (a field's `GtkText`, a picker's button).
    static let controlTypes: Set = [
        "GtkButton", "GtkToggleButton", "GtkCheckButton", "GtkSwitch", "GtkText", "GtkTextView", "GtkScale",
        "GtkLinkButton", "GtkSpinButton", "GtkColorButton", "GtkCalendar",
    ]

    /// The title of the sidebar's selected row.
    private func selectedEntry(in sidebar: Gtk.Widget) -> String? {
        let row = GalleryTestHost.descendants(of: sidebar).first { $0.typeName == "GtkListItemWidget" && $0.isSelected }
        return row.flatMap { GalleryTestHost.descendants(of: $0).compactMap { $0 as? Gtk.Label }.first?.text }
    }

    @Test("Down in the sidebar goes through every entry in order, skipping the section headers")
    func arrowKeysReachEveryPage() throws {
        let host = try GalleryTestHost.make(.pattern(.state))
        defer { host.close() }
        let sidebar = try host.scrolledList()
        try host.focus(host.row(showing: "@State", in: sidebar))
        var visited = [selectedEntry(in: sidebar)]
        let titles = GalleryTestHost.entryTitles
        // One press per entry and per section header on the way.
        for _ in 0..<(titles.count + GallerySidebarSection.all.count) {
            try host.press(key: .downArrow)
            let entry = selectedEntry(in: sidebar)
            if entry != visited.last { visited.append(entry) }
        }
        #expect(!visited.contains(nil), "passing a section header leaves the page chosen")
        #expect(visited.compactMap { $0 } == titles)
        #expect(host.isFocused(sidebar), "the keys stay in the sidebar while the pages change")
    }

    @Test("Tab from the sidebar reaches every control of every page, and focus is visible")
    func tabReachesEveryControl() throws {
        let host = try GalleryTestHost.make(.pattern(.state))
        defer { host.close() }
        let sidebar = try host.scrolledList()
        // A real Tab press shows the focus ring, as keyboard use does in GTK.
        try host.focus(host.row(showing: "@State", in: sidebar))
        try host.press(key: .tab)
        #expect(host.window.isFocusVisible, "keyboard focus is drawn")
        for title in GalleryTestHost.entryTitles {
            try GalleryTestHost.choose(title, in: host)
            let start = try host.row(showing: title, in: sidebar)
            try host.focus(start)
            let reached = tabCycle(in: host)
            let missing = controls(in: host, outside: sidebar).filter { !Self.isReached($0, reached) }
            #expect(
                missing.isEmpty,
                "\(title): Tab never reaches \(missing.map { "\($0.typeName) “\(Self.name(of: $0))”" })")
        }
    }

    /// Presses Tab (GTK's own focus move, as the key binding runs it) until focus comes back
    /// to where it started, and returns every widget that had focus on the way.
    private func tabCycle(in host: GtkTestHost) -> Set<UnsafeMutableRawPointer> {
        let start = host.focusedWidget?.pointer
        var reached: Set<UnsafeMutableRawPointer> = []
        for _ in 0..<600 {
            // At the end of the chain GTK's Tab wraps to the start of the window.
            if !host.window.moveFocusForward() { host.window.moveFocusForward() }
            guard let focused = host.focusedWidget?.pointer, focused != start else { break }
            reached.insert(focused)
        }
        return reached
    }

    /// The operable controls shown outside the sidebar and the header bar; a list's rows are
    /// reached with the arrow keys once the list has focus, so controls inside rows are left out.
    private func controls(in host: GtkTestHost, outside sidebar: Gtk.Widget) -> [Gtk.Widget] {
        var found: [Gtk.Widget] = []
        func visit(_ widget: Gtk.Widget) {
            if widget.pointer == sidebar.pointer || widget.isPopover { return }
            if ["GtkHeaderBar", "GtkListView", "GtkGridView", "GtkColumnView"].contains(widget.typeName) { return }
            guard widget.isMapped else { return }
            // A spin button's + and − are its field's Up and Down keys.
            let isStepButton = widget.typeName == "GtkButton" && widget.parent?.typeName == "GtkSpinButton"
            if Self.controlTypes.contains(widget.typeName), !isStepButton, widget.isFocusable,
                widget.isEffectivelySensitive
            {
                found.append(widget)
            }
            // A calendar's month and year arrows are its own keys' job (Page Up and Down).
            if widget.typeName != "GtkCalendar" { widget.children.forEach(visit) }
        }
        visit(host.window)
        return found
    }

    /// Whether Tab reaches `control`, or a radio button beside it: a radio group is one Tab
    /// stop, and the arrow keys move within it, as in every GTK app.
    private static func isReached(_ control: Gtk.Widget, _ reached: Set<UnsafeMutableRawPointer>) -> Bool {
        if reached.contains(control.pointer) { return true }
        guard control.typeName == "GtkCheckButton", let parent = control.parent else { return false }
        return parent.children.contains { $0.typeName == "GtkCheckButton" && reached.contains($0.pointer) }
    }

    private static func name(of widget: Gtk.Widget) -> String {
        (widget as? Gtk.Button)?.label
            ?? GalleryTestHost.descendants(of: widget).compactMap { ($0 as? Gtk.Label)?.text }.first ?? ""
    }
}
