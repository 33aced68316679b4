import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's sliders and forms pages on real GTK widgets.
@MainActor
@Suite("Catalog control pages", .serialized)
struct CatalogControlPagesTests {
    @Test("the sliders page: moving Speed fills the bar and the gauge, writing only what shows the speed")
    func slidersPage() throws {
        let host = try GtkTestHost(SlidersCatalog())
        defer { host.close() }
        #expect(host.sliders.count == 2)
        #expect(host.spinners.count == 2)
        #expect(host.isShown(text: "50%"), "the opacity stepper's formatted value")
        host.statistics.reset()
        host.press(.stepForward, on: try host.slider("Speed"))
        #expect(host.isShown(text: "Speed 40"))
        #expect(host.progressBars.map(\.fraction).contains(0.4))
        #expect(host.levelBars.first?.value == 40)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.writes(of: "Slider.value") == 0, "the user's own change is not written back")
    }

    @Test("the forms page: the button opens the disclosure group and the group's header closes it")
    func formsPage() throws {
        let host = try GtkTestHost(FormsCatalog(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        #expect(host.isShown(text: "1,250,000"))
        host.click(try host.button("Show advanced"))
        let group = try host.expander("Advanced")
        #expect(group.isExpanded)
        #expect(host.isShown(text: "Cache size: 120 MB"))
        host.click(group)
        #expect(host.isShown(text: "Show advanced"))
        host.click(try host.button("Center"))
        #expect(host.isShown(text: "Alignment: Center"))
    }

    @Test("the Form page: groups with headings and captions; turning updates off changes the summary")
    func formPage() throws {
        let host = try GtkTestHost(FormCatalog(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        #expect(host.formGroups.map(\.header) == [nil, "Software", "Notifications", nil, "Layout"])
        #expect(host.isShown(text: "Ada’s Laptop checks daily"))
        host.click(try host.toggle("Automatic Updates"))
        #expect(host.isShown(text: "Ada’s Laptop never checks"))
        // The columns layout is the same rows without the cards, and keeps the settings.
        host.click(try host.toggle("Columns Without Cards"))
        #expect(host.allWidgets.contains { $0.isMapped && $0.hasCSSClass("gtkui-form-columns") })
        #expect(host.isShown(text: "Ada’s Laptop never checks"))
    }

    @Test("the list editing page: typing in a row edits its task")
    func listEditingPage() throws {
        let host = try GtkTestHost(ListEditingCatalog(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        host.replaceText(of: try host.field(placeholder: "Task 2"), with: "Call mum")
        host.waitUntilIdle()
        #expect(host.shownTexts.contains { $0.contains("Water the plants · Call mum · Book") })
        host.click(try host.button("Add Task"))
        #expect(try host.field(placeholder: "Task 5").text == "New task 5")
    }
}
