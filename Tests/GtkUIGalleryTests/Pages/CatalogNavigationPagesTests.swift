import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's tab and split view pages through real GTK widgets, used as a person does.
@MainActor
@Suite("Catalog tab and split view pages", .serialized)
struct CatalogNavigationPagesTests {
    @Test("the Tabs page: header bar tabs switch pages, the inbox keeps its count, the nested tabs sit on the page")
    func tabsPage() throws {
        let host = try GtkTestHost(TabsCatalog())
        defer { host.close() }
        #expect(host.tabs == ["Inbox", "Drafts", "Settings"])
        host.click(try host.button("Mark one read"))
        #expect(host.isShown(text: "2 unread messages"))
        try host.selectTab("Drafts")
        #expect(host.isShown(text: "Selected tab: drafts"))
        #expect(!host.isShown(text: "2 unread messages"))
        host.click(try host.button("Back to the inbox"))
        #expect(host.selectedTab == "Inbox")
        #expect(host.isShown(text: "2 unread messages"))
        try host.selectTab("Settings")
        #expect(host.tabs(1) == ["General", "Sound"])
        try host.selectTab("Sound", in: 1)
        #expect(host.isShown(text: "Sound settings"))
        #expect(host.selectedTab == "Settings", "the window's tabs keep their choice")
    }

    @Test("the Split views page: choosing a note shows it, its stack pushes a page, narrow collapses to the sidebar")
    func splitViewsPage() throws {
        let host = try GtkTestHost(SplitViewsCatalog())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        #expect(host.isShown(text: "Select a note"))
        try host.clickPointer(on: try host.row(showing: "Ideas"))
        #expect(host.isShown(text: "Edited 0 times"))
        host.click(try host.button("Edit"))
        #expect(host.isShown(text: "Edited 1 times"))
        host.click(try host.button("Show history"))
        #expect(host.isShown(text: "History of Ideas"))
        host.goBack()
        try host.resizeWindow(width: 420, height: 500)
        #expect(host.shownSplitViewColumns.count == 1)
        #expect(host.isShown(text: "Ideas"))
        #expect(!host.isShown(text: "Edited 1 times"))
    }

    @Test("the Split views page: the sidebar toggle hides and shows the sidebar, and the detail reports it")
    func splitViewsToggle() throws {
        let host = try GtkTestHost(SplitViewsCatalog())
        defer { host.close() }
        try host.resizeWindow(width: 800, height: 500)
        #expect(host.isShown(text: "Sidebar shown"))
        host.click(try host.toolbarButton("Toggle Sidebar"))
        #expect(host.shownSplitViewColumns.count == 1)
        #expect(!host.isShown(text: "Groceries"))
        #expect(host.isShown(text: "Sidebar hidden"))
        host.click(try host.toolbarButton("Toggle Sidebar"))
        #expect(host.isShown(text: "Groceries"))
        #expect(host.isShown(text: "Sidebar shown"))
    }

    @Test("the Split views page collapsed: Open Travel shows the note; back pops its history, then the sidebar")
    func splitViewsCollapsed() throws {
        let host = try GtkTestHost(SplitViewsCatalog())
        defer { host.close() }
        try host.resizeWindow(width: 420, height: 500)
        #expect(!host.toolbarButtonTitles.contains("Toggle Sidebar"))
        host.click(try host.button("Open Travel"))
        #expect(host.isShown(text: "Edited 0 times"))
        host.click(try host.button("Show history"))
        #expect(host.isShown(text: "History of Travel"))
        host.goBack()
        #expect(host.isShown(text: "Edited 0 times"))
        host.goBack()
        #expect(host.isShown(text: "Groceries"))
        #expect(!host.isBackButtonShown)
        host.click(try host.button("Open Travel"))
        host.click(try host.button("Close the note"))
        #expect(host.isShown(text: "Groceries"), "closing the note from code returns to the sidebar")
    }
}
