import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The gallery window's sidebar: every pattern and page is one click away, and leaving a
/// page leaves nothing of it behind.
@MainActor
@Suite("Gallery navigation", .serialized)
struct GalleryNavigationTests {
    private func sidebarTitle(of page: GalleryPage) -> String { "\(page.seed.title) · \(page.title)" }

    /// Scrolls the sidebar to the entry titled `title`, as a user would, and clicks it.
    private func choose(_ title: String, in host: GtkTestHost) throws {
        try host.scroll(try host.scrolledList(), toShow: title)
        host.click(try host.button(title))
    }

    @Test("every page has a unique command-line name, a title and an explanation")
    func pagesAreDescribed() {
        let names = GalleryPage.all.map(\.name)
        #expect(Set(names).count == names.count, "duplicate page names: \(names)")
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

    @Test("choosing a page in the sidebar shows its title and explanation, and marks it")
    func sidebarShowsEachPage() throws {
        let host = try GtkTestHost(GalleryRootView(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        for page in GalleryPage.all {
            try choose(sidebarTitle(of: page), in: host)
            #expect(host.isShown(text: page.explanation), "\(page.name) is not shown")
            #expect(host.label(sidebarTitle(of: page)) != nil, "\(page.name) has no heading")
            #expect(host.isShown(text: "▸ \(sidebarTitle(of: page))"), "\(page.name) is not marked as chosen")
        }
        try choose("@State", in: host)
        #expect(try host.field(placeholder: "Enter a number").isMapped)
        #expect(!GalleryPage.all.contains { host.isShown(text: $0.explanation) })
    }

    @Test("visiting every page and coming back leaves no widget or closure behind")
    func leavingPagesReleasesThem() throws {
        let host = try GtkTestHost(
            GalleryRootView(selection: .pattern(.state)), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        // Once around first, so lazily created framework objects (CSS, fonts) exist in both counts.
        for page in GalleryPage.all { try choose(sidebarTitle(of: page), in: host) }
        try choose("@State", in: host)
        let baseline = Gtk.Object.liveCount
        let created = host.statistics.widgetsCreated
        let destroyed = host.statistics.widgetsDestroyed
        for page in GalleryPage.all { try choose(sidebarTitle(of: page), in: host) }
        try choose("@State", in: host)
        #expect(Gtk.Object.liveCount == baseline)
        #expect(
            host.statistics.widgetsCreated - created == host.statistics.widgetsDestroyed - destroyed,
            "every widget a page created was destroyed when it was left")
    }
}
