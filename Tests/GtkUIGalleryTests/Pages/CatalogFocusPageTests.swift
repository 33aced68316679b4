import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's focus page on real GTK widgets, driven from the keyboard as it describes.
@MainActor
@Suite("Catalog focus page", .serialized)
struct CatalogFocusPageTests {
    @Test("Return walks the fields, values parse into the total, bad text turns red, Escape clears focus")
    func focusPage() throws {
        let host = try GtkTestHost(FocusCatalog(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        let name = try host.field(placeholder: "Required")
        let quantity = try host.field(placeholder: "Quantity")
        host.click(try host.button("First field"))
        #expect(host.isFocused(name))
        #expect(host.isShown(text: "Editing: name"))
        try host.press(key: .return)
        #expect(host.isFocused(quantity), "Return moved on")
        host.replaceText(of: quantity, with: "3")
        try host.press(key: .return)
        #expect(host.isShown(text: "Total €33.75"), "\(host.shownTexts)")
        #expect(host.isShown(text: "Editing: price"))
        try host.press(key: .upArrow)
        #expect(host.isFocused(quantity), "the arrow keys move between fields")
        host.replaceText(of: quantity, with: "lots")
        try host.press(key: .downArrow)
        #expect(host.showsError(quantity), "leaving with text that does not parse marks the field")
        #expect(host.isShown(text: "Total €33.75"))
        let message = try host.expandingField(placeholder: "Message")
        host.type("A longer message that wraps onto the next line of the field\nand more", intoExpanding: message)
        #expect(message.displayedLineCount == 2)
        try host.press(key: .escape)
        #expect(host.isShown(text: "Editing: nothing"))
        #expect(host.focusedWidget == nil)
    }
}
