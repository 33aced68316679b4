import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's accessibility page driven as a test finds its views: by accessibility
/// identifier, with the heading made for the title font.
@MainActor
@Suite("Catalog accessibility page", .serialized)
struct CatalogAccessibilityPageTests {
    @Test("a view is found by its accessibility identifier; its title text is a heading")
    func identifierAndHeading() throws {
        let host = try GtkTestHost(AccessibilityCatalog())
        defer { host.close() }
        let louder = try #require(try host.widget(identifier: "volume-up") as? Gtk.Button)
        host.click(louder)
        #expect(host.isShown(text: "70 %"))
        #expect(host.label("Player")?.accessibleRole == .heading)
        #expect(host.label("Not a favourite")?.accessibleRole != .heading)
        #expect(throws: TestHostError.self) { try host.widget(identifier: "volume-down") }
    }

    @Test(
        "the elements' actions by keyboard: Enter on the card flips Available, Delete from a note's menu, Escape undoes"
    )
    func elementActionsByKeyboard() throws {
        let host = try GtkTestHost(AccessibilityCatalog())
        defer { host.close() }
        let card = try #require(host.label("Ada Lovelace")?.parent?.parent)
        #expect(card.combinedAccessibilityName == "Ada Lovelace, Online, Available")
        // Tab from Louder passes the Favourite toggle and lands on the card, which takes focus
        // for its action.
        try host.focus(try host.widget(identifier: "volume-up"))
        try host.pressTab()
        try host.pressTab()
        #expect(host.focusedWidget?.isSameWidget(as: card) == true)
        try host.pressKeys("Return")
        #expect(host.isShown(text: "Away"))
        #expect(card.combinedAccessibilityName == "Ada Lovelace, Away, Available")
        let note = try #require(host.label("Call Ada")?.parent)
        try host.focus(note)
        try host.movePointerAway()
        try host.pressKeys("shift+F10")
        #expect(host.waitUntilMenuOpens())
        #expect(host.shownMenuItems.map(\.title) == ["Delete"])
        try host.chooseMenuItem(["Delete"])
        #expect(!host.isShown(text: "Call Ada"))
        #expect(host.isShown(text: "2 notes left"))
        try host.focus(try #require(host.label("Buy milk")?.parent))
        try host.pressKeys("Escape")
        #expect(host.isShown(text: "Call Ada"))
        #expect(host.isShown(text: "All notes"))
    }
}
