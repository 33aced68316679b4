import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's toolbars page through real GTK widgets, used as the page describes.
@MainActor
@Suite("Catalog toolbar pages", .serialized)
struct CatalogToolbarPagesTests {
    @Test("the toolbars page: New Note adds and relabels; a note's page swaps the items; Compose opens a sheet")
    func toolbars() throws {
        let host = try GtkTestHost(ToolbarsCatalog())
        defer { host.close() }
        #expect(host.toolbarButtonTitles == ["Compose", "New Note 3", "Sort Notes"])
        host.click(try host.toolbarButton("New Note 3"))
        #expect(host.isShown(text: "3 notes"))
        #expect(host.toolbarButtonTitles == ["Compose", "New Note 4", "Sort Notes"])

        host.click(try host.button("Groceries"))
        #expect(host.title == "Groceries")
        #expect(host.toolbarPrincipalTexts == ["Note", "Details"])
        #expect(host.toolbarButtonTitles.contains("Delete"))
        #expect(try host.toolbarButton("Delete").hasCSSClass("destructive-action"))
        host.click(try host.toolbarButton("Delete"))
        #expect(host.title == "Toolbars")
        #expect(host.isShown(text: "2 notes"))
        #expect(host.toolbarPrincipalTexts == ["Toolbars"])
        #expect(host.toolbarButtonTitles == ["Compose", "New Note 3", "Sort Notes"])

        host.click(try host.toolbarButton("Compose"))
        try #require(host.sheets.count == 1)
        #expect(host.toolbarButtonTitles == ["Cancel", "Send"])
        #expect(try host.toolbarButton("Send").hasCSSClass("suggested-action"))
        host.click(try host.toolbarButton("Cancel"))
        #expect(host.sheets.isEmpty)
    }

    @Test("the searchable page: Ctrl+F and typing filter the fruits; Escape clears; the button searches from code")
    func searchable() throws {
        let host = try GtkTestHost(SearchableCatalog())
        defer { host.close() }
        #expect(host.isShown(text: "Not searching"))
        try host.openSearch()
        #expect(host.isShown(text: "Searching…"))
        try host.typeSearch("ap")
        #expect(host.isShown(text: "Fruits containing “ap”"))
        #expect(host.isShown(text: "Grape"))
        #expect(!host.isShown(text: "Banana"))
        try host.pressKeys("Escape")
        #expect(!host.isSearchShown)
        #expect(host.isShown(text: "Banana"))
        host.click(try host.button("Search for berries"))
        #expect(host.searchField?.text == "berry")
        #expect(host.isShown(text: "Blueberry"))
        #expect(!host.isShown(text: "Apple"))
        // Picking a result ends the search: the text clears and the bar closes.
        try host.openSearch()
        host.click(try host.button("Pick"))
        #expect(!host.isSearchShown)
        #expect(host.isShown(text: "Not searching"))
        #expect(host.isShown(text: "All fruits"))
    }
}
