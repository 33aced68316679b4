import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's menus page through real GTK widgets.
@MainActor
@Suite("Catalog menu pages", .serialized)
struct CatalogMenuPagesTests {
    @Test("the menus page: items run, the View menu's toggle and picker drive the text, the split button saves")
    func menus() throws {
        let host = try GtkTestHost(MenusCatalog())
        defer { host.close() }
        try host.chooseMenuItem("Open Recent", "Budget.ods", inMenu: "File")
        #expect(host.isShown(text: "Last action: Open Budget.ods"))
        try host.openMenu("File")
        #expect(host.shownMenuItems.first { $0.title == "Paste" }?.isEnabled == false)
        try host.closeMenus()
        host.click(try host.toggle("Clipboard has something to paste"))
        try host.chooseMenuItem("Paste", inMenu: "File")
        #expect(host.isShown(text: "Last action: Paste"))
        try host.chooseMenuItem("Show Hidden Files", inMenu: "View")
        try host.chooseMenuItem("Size", inMenu: "View")
        #expect(host.isShown(text: "Hidden files shown, sorted by Size"))
        host.click(try host.button("Save"))
        #expect(host.isShown(text: "Last action: Save"))
        try host.chooseMenuItem("Save As…", inMenu: "Save")
        #expect(host.isShown(text: "Last action: Save As"))
    }

    @Test("the menus page: the note's context menu pins it; Share copies the address")
    func contextMenuAndShare() throws {
        let host = try GtkTestHost(MenusCatalog())
        defer { host.close() }
        try host.openContextMenu(on: try #require(host.label("Note")))
        try host.chooseMenuItem(["Pinned"])
        #expect(host.isShown(text: "Pinned note"))
        host.click(try host.button("Share"))
        #expect(host.clipboardText() == "https://www.gnome.org")
    }

    @Test("the menus page: a link goes through the openURL action above the page")
    func links() throws {
        var opened: [URL] = []
        var environment = EnvironmentValues()
        environment.openURL = OpenURLAction { url in
            opened.append(url)
            return .handled
        }
        let host = try GtkTestHost(MenusCatalog(), environment: environment)
        defer { host.close() }
        host.click(try host.link("Design Guidelines"))
        #expect(opened.map(\.absoluteString) == ["https://developer.gnome.org/hig/"])
        #expect(host.isShown(text: "Last action: Opened developer.gnome.org"))
    }
}
