import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's control pages through real GTK widgets.
@MainActor
@Suite("Catalog button pages", .serialized)
struct CatalogButtonPagesTests {
    @Test("the buttons page: styles and roles look GNOME's, and each button reports itself")
    func stylesAndRoles() throws {
        let host = try GtkTestHost(ButtonsCatalog())
        defer { host.close() }
        #expect(try host.button("Prominent").hasCSSClass("suggested-action"))
        #expect(try host.button("Delete all").hasCSSClass("destructive-action"))
        #expect(try host.button("Borderless").hasCSSClass("flat"))
        #expect(try host.button("Plain").hasCSSClass("gtkui-plain-button"))
        #expect(try host.button("Link").hasCSSClass("link"))
        #expect(try host.button("Done (Return)").hasCSSClass("suggested-action"), "the default button")
        for title in ["Automatic", "Remove", "Extra large", "Green"] {
            host.click(try host.button(title))
            #expect(host.isShown(text: "Last action: \(title)"))
        }
        #expect(try host.icon("user-trash-symbolic").imageAccessibleLabel == "trash")
        #expect(try host.icon("send-to-symbolic").imageAccessibleLabel == "Share", "the icon-only button's name")
    }

    @Test("the buttons page: the card darkens while held, and the confirming style acts only on Yes")
    func customStyles() throws {
        let host = try GtkTestHost(ButtonsCatalog())
        defer { host.close() }
        let card = try host.button("Press and hold")
        host.statistics.reset()
        host.press(card)
        let middle = Double(card.renderedSize.height) / 2
        let held = try host.renderWindow().color(at: card, x: 4, y: middle)
        #expect(held.isClose(to: RGBA(.indigo), tolerance: 0.05), "\(held)")
        #expect(host.statistics.bodyEvaluations == 1, "only the card style's body")
        host.release(card)
        #expect(host.isShown(text: "1 presses"))
        #expect(try host.renderWindow().color(at: card, x: 4, y: middle).isClose(to: RGBA(.blue), tolerance: 0.05))
        #expect(host.isShown(text: "Empty the bin"))
        host.click(try host.button("Yes, do it"))
        #expect(host.isShown(text: "Last action: Emptied the bin"))
    }

    @Test("the buttons page: Ctrl+S saves the note, Return is Done, Escape cancels; a disabled form ignores them")
    func shortcutsAndDisabledForm() throws {
        let host = try GtkTestHost(ButtonsCatalog())
        defer { host.close() }
        host.type("milk", into: try host.field(placeholder: "Note"))
        try host.press(key: "s", modifiers: .command)
        #expect(host.isShown(text: "Last action: Saved “milk”"))
        try host.press(key: .return)
        #expect(host.isShown(text: "Last action: Done"))
        try host.press(key: .escape)
        #expect(host.isShown(text: "Last action: Cancelled"))
        let share = try #require(try host.icon("send-to-symbolic").parent as? Gtk.Button)
        #expect(share.tooltip == "Share the note")

        host.click(try host.toggle("Disable the form"))
        #expect(host.isShown(text: "The form is disabled"))
        #expect(try !host.button("Save (Ctrl+S)").isSensitive)
        #expect(try !host.field(placeholder: "Note").isSensitive)
        try host.press(key: "s", modifiers: .command)
        #expect(host.isShown(text: "Last action: Cancelled"), "a disabled button's shortcut does nothing")
        host.click(try host.toggle("Disable the form"))
        #expect(host.isShown(text: "The form is enabled"))
        #expect(try host.button("Save (Ctrl+S)").isSensitive)
    }
}
