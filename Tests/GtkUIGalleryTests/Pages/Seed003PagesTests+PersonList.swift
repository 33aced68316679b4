import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Seed 003's last two pages: the `[Person]` `ForEach` and `MySettings` four levels down.
extension Seed003PagesTests {
    /// How many widgets make up the row that shows `name`: its `HStack` and everything in it.
    func widgetCount(ofRowShowing name: String, in host: GtkTestHost) throws -> Int {
        let row = try #require(host.label(name)?.parent, "no row shows \(name)")
        func count(_ widget: Gtk.Widget) -> Int { 1 + widget.children.map(count).reduce(0, +) }
        return count(row)
    }

    @Test("person-list: add and remove touch exactly one row's widgets; editing writes only that row")
    func personList() throws {
        let host = try open("person-list")
        defer { host.close() }
        typealias Page = Seed003PersonList
        host.click(try host.button("Add person"))
        let rowWidgets = try widgetCount(ofRowShowing: "Person 1", in: host)
        #expect(rowWidgets == 5, "HStack, three labels and the spacer")

        host.statistics.reset()
        host.click(try host.button("Add person"))
        #expect(host.isShown(text: "Person 2"))
        #expect(host.statistics.widgetsCreated == rowWidgets)
        #expect(host.statistics.widgetsDestroyed == 0)
        #expect(host.statistics.structuralChanges == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.PersonRow.self) == 1, "only the new row is evaluated")
        host.click(try host.button("Add person"))
        #expect(host.shownTexts.filter { $0.hasPrefix("Person ") } == ["Person 1", "Person 2", "Person 3"])

        host.statistics.reset()
        host.click(try host.button("Remove first"))
        #expect(host.shownTexts.filter { $0.hasPrefix("Person ") } == ["Person 2", "Person 3"])
        #expect(host.statistics.widgetsDestroyed == rowWidgets)
        #expect(host.statistics.widgetsCreated == 0)
        #expect(host.statistics.structuralChanges == 1)
        #expect(
            host.statistics.bodyEvaluations(of: Page.PersonRow.self) == 0, "the remaining rows are kept as they are")
        #expect(host.statistics.writes(of: "Label.text") == 0)

        host.statistics.reset()
        host.click(try host.button("Edit first"))
        let firstRow = try #require(host.label("Person 2")?.parent)
        #expect(firstRow.children.compactMap { ($0 as? Gtk.Label)?.text } == ["Person 2", "1", "N"])
        let lastRow = try #require(host.label("Person 3")?.parent)
        #expect(lastRow.children.compactMap { ($0 as? Gtk.Label)?.text } == ["Person 3", "0", "N"])
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 0, "the array did not change")
        #expect(host.statistics.bodyEvaluations(of: Page.PersonRow.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1, "only the first row's age label")
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.structuralChanges == 0)
    }

    @Test("settings: Use Face ID four levels down re-evaluates only the view that reads it")
    func settingsToggle() throws {
        typealias Page = Seed003Settings
        let host = try open("settings")
        defer { host.close() }
        let toggle = try host.toggle("Use Face ID")
        #expect(!toggle.isActive)
        host.statistics.reset()
        host.click(toggle)
        #expect(toggle.isActive)
        #expect(host.statistics.bodyEvaluations(of: Page.ChildChildChildView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: Page.ChildView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: Page.ChildChildView.self) == 0)
        #expect(host.statistics.writes(of: "Switch.active") == 0, "the switch already shows what the user did")
    }

    @Test("settings: the toggle writes MySettings; Rename passes the bucket relay without re-rendering it")
    func settingsModel() throws {
        typealias Page = Seed003Settings
        let settings = Page.MySettings()
        let host = try GtkTestHost(Page.makeRootView(settings: settings))
        defer { host.close() }
        host.click(try host.toggle("Use Face ID"))
        #expect(settings.isUseFaceID)
        settings.isUseFaceID = false
        host.waitUntilIdle()
        #expect(try !host.toggle("Use Face ID").isActive, "a change to MySettings reaches the switch")

        #expect(host.isShown(text: "Your name is "))
        host.statistics.reset()
        host.click(try host.button("Rename"))
        #expect(host.isShown(text: "Your name is Taro"))
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 1, "@StateObject re-renders its owner")
        #expect(host.statistics.bodyEvaluations(of: Page.ChildView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: Page.ChildChildView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: Page.ChildChildChildView.self) == 1)
    }
}
