import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The gallery window's sidebar: every pattern and page is one click away, grouped by where it
/// comes from, found by search, and leaving a page leaves nothing of it behind.
@MainActor
@Suite("Gallery navigation", .serialized)
struct GalleryNavigationTests {
    private func galleryHost(_ selection: GallerySelection? = nil) throws -> GtkTestHost {
        try GalleryTestHost.make(selection)
    }

    private func choose(_ title: String, in host: GtkTestHost) throws {
        try GalleryTestHost.choose(title, in: host)
    }

    @Test("every page has a unique command-line name, a title and an explanation")
    func pagesAreDescribed() {
        let names = GalleryPage.all.map(\.name)
        #expect(Set(names).count == names.count, "duplicate page names: \(names)")
        let titles = GalleryPage.all.map(\.title) + SamplePattern.allCases.map(\.title)
        #expect(Set(titles).count == titles.count, "duplicate sidebar titles: \(titles)")
        let patternNames = Set(SamplePattern.allCases.map(\.rawValue))
        for page in GalleryPage.all {
            #expect(!patternNames.contains(page.name), "\(page.name) clashes with a --pattern name")
            #expect(
                page.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(page.name) is not kebab-case")
            #expect(!page.title.isEmpty)
            #expect(page.explanation.count > 80, "\(page.name) needs a real explanation")
        }
        let registries: [(GalleryPage.Seed, [GalleryPage])] = [
            (.observation, Seed001Pages.all), (.managingModelData, Seed002Pages.all),
            (.propertyWrappers, Seed003Pages.all), (.customWrappers, Seed004Pages.all), (.gtkUI, GtkUIPages.all),
            (.catalog, CatalogPages.all),
        ]
        for (seed, pages) in registries {
            #expect(pages.allSatisfy { $0.seed == seed }, "a page in \(seed.title)'s list names another seed")
        }
        for seed in GalleryPage.Seed.allCases {
            #expect(GalleryPage.all.contains { $0.seed == seed }, "no page from \(seed.title)")
        }
    }

    @Test("the sidebar groups the entries under a header per source, in GNOME's sidebar style")
    func sidebarHasSections() throws {
        let host = try galleryHost()
        defer { host.close() }
        let sidebar = try host.scrolledList()
        #expect(
            GalleryTestHost.descendants(of: sidebar).contains {
                $0.typeName == "GtkListView" && $0.hasCSSClass("navigation-sidebar")
            })
        for header in ["Seed 000", "Seed 001", "Seed 002", "Seed 003", "Seed 004", "GtkUI", "Catalog"] {
            try host.scroll(sidebar, toShow: header)
            let row = try host.row(showing: header, in: sidebar)
            #expect(!row.isSelected)
        }
    }

    @Test("choosing a page shows its explanation, titles the window after it and selects its row")
    func sidebarShowsEachPage() throws {
        let host = try galleryHost()
        defer { host.close() }
        #expect(host.title == "Sample", "the default pattern's own navigation title names the window")
        for page in GalleryPage.all {
            try choose(page.title, in: host)
            #expect(host.isShown(text: page.explanation), "\(page.name) is not shown")
            if !Self.pagesNamingTheWindow.contains(page.name) {
                #expect(host.title == page.title, "\(page.name): the window is titled \(host.title)")
            }
            let sidebar = try host.scrolledList()
            #expect(try host.row(showing: page.title, in: sidebar).isSelected, "\(page.name) is not marked as chosen")
        }
        try choose("@State", in: host)
        #expect(host.title == "@State")
        #expect(try host.field(placeholder: "Enter a number").isMapped)
        #expect(!GalleryPage.all.contains { host.isShown(text: $0.explanation) })
    }

    /// Pages whose example names the window itself with `.navigationTitle` inside a stack.
    static let pagesNamingTheWindow: Set = ["catalog-navigation", "catalog-toolbars"]

    @Test("searching narrows the sidebar to matching entries, and clearing it shows them all again")
    func searchFiltersTheSidebar() throws {
        let host = try galleryHost()
        defer { host.close() }
        try host.openSearch()
        try host.typeSearch("bindable")
        let sidebar = try host.scrolledList()
        #expect(host.label("@Bindable for a text field", in: sidebar) != nil)
        #expect(host.label("@State", in: sidebar) == nil)
        #expect(host.label("Seed 000", in: sidebar) == nil, "a section without matches is hidden")
        try host.clickPointer(on: host.row(showing: "@Bindable for a text field", in: sidebar))
        #expect(host.title == "@Bindable for a text field")
        try host.typeSearch("zzzz")
        #expect(host.label("No page matches “bindablezzzz”", in: sidebar) != nil)
        try #require(host.searchField).text = ""
        host.waitUntilIdle()
        #expect(host.label("@State", in: sidebar) != nil)
    }

    @Test("the last page chosen is shown again at the next launch; the command line wins")
    func lastPageIsRemembered() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkui-gallery-\(UUID().uuidString)/app-storage.json")
        _AppStorageStore.shared = _AppStorageStore(fileURL: file)
        let environment = GalleryResources.environment(language: "en")
        do {
            let host = try GtkTestHost(GalleryRootView(), environment: environment)
            try choose("Text and fonts", in: host)
            host.close()
        }
        // A new process reads the file afresh.
        _AppStorageStore.shared = _AppStorageStore(fileURL: file)
        let reopened = try GtkTestHost(GalleryRootView(), environment: environment)
        #expect(reopened.title == "Text and fonts")
        let sidebar = try reopened.scrolledList()
        #expect(reopened.label("Text and fonts", in: sidebar) != nil, "the sidebar scrolls to the remembered page")
        #expect(try reopened.row(showing: "Text and fonts", in: sidebar).isSelected)
        reopened.close()
        let launched = try GtkTestHost(GalleryRootView(selection: .pattern(.state)), environment: environment)
        defer { launched.close() }
        #expect(launched.title == "@State")
    }

    @Test("visiting every page and coming back leaves no widget or closure behind")
    func leavingPagesReleasesThem() throws {
        let host = try galleryHost(.pattern(.state))
        defer { host.close() }
        // Once around first, so lazily created framework objects (CSS, fonts) exist in both counts.
        for page in GalleryPage.all { try choose(page.title, in: host) }
        try choose("@State", in: host)
        let baseline = Gtk.Object.liveCount
        let created = host.statistics.widgetsCreated
        let destroyed = host.statistics.widgetsDestroyed
        for page in GalleryPage.all { try choose(page.title, in: host) }
        try choose("@State", in: host)
        #expect(Gtk.Object.liveCount == baseline)
        #expect(
            host.statistics.widgetsCreated - created == host.statistics.widgetsDestroyed - destroyed,
            "every widget a page created was destroyed when it was left")
    }
}
