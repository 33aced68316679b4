import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Seed 004's page through real GTK widgets: `@MyState`/`@MyBinding` store the value but
/// nothing re-renders until `DummyObject.refresh()` announces a change.
@MainActor
@Suite("Seed 004 pages", .serialized)
struct Seed004PagesTests {
    typealias Page = Seed004CustomWrappers

    func open() throws -> GtkTestHost {
        let page = try #require(GalleryPage.named("custom-wrappers"))
        return try GtkTestHost(page.makeContent())
    }

    @Test("the stepper stores the value silently; refresh label shows it")
    func storesButDoesNotPropagate() throws {
        let host = try open()
        defer { host.close() }
        #expect(host.isShown(text: "0") && host.isShown(text: "stepper 0"))

        host.statistics.reset()
        for _ in 0..<3 { host.click(try host.button("+")) }
        #expect(host.isShown(text: "0") && host.isShown(text: "stepper 0"), "nothing tells the view graph")
        #expect(!host.isShown(text: "3") && !host.isShown(text: "stepper 3"))
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 0)

        host.click(try host.button("refresh label"))
        #expect(host.isShown(text: "3") && host.isShown(text: "stepper 3"), "the stored value appears")
        #expect(!host.isShown(text: "0"))
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.DisplayView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.EditView.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 2, "the number and the stepper's label")

        host.statistics.reset()
        host.click(try host.button("−"))
        #expect(host.isShown(text: "stepper 3"), "still stale")
        #expect(host.statistics.bodyEvaluations == 0)
        host.click(try host.button("refresh label"))
        #expect(host.isShown(text: "2") && host.isShown(text: "stepper 2"))
    }

    @Test("refresh label with nothing stored re-evaluates the views but writes no widget")
    func refreshWithoutChange() throws {
        let host = try open()
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("refresh label"))
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 0)
        #expect(host.isShown(text: "stepper 0"))
    }

    @Test("each view is framed by the seed's border")
    func borders() throws {
        let host = try open()
        defer { host.close() }
        let decorated = host.allWidgets.filter { $0.isMapped && $0.hasCSSClass("gtkui-box") }
        #expect(decorated.count == 3, "orange, red and green borders")
    }

    @Test("the stepper's label stays on one line beside its taller buttons")
    func stepperLabelDoesNotWrap() throws {
        let host = try open()
        defer { host.close() }
        let stepperLabel = try #require(host.label("stepper 0"))
        let oneLine = try #require(host.label("0"), "DisplayView's one-line Text")
        #expect(
            stepperLabel.allocatedSize.height == oneLine.allocatedSize.height,
            "a wrapped label would be two lines high")
    }
}
