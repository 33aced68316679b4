import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Seed 003's pages through real GTK widgets: each performs what the seed describes and
/// checks what is shown and which views were evaluated again.
@MainActor
@Suite("Seed 003 pages", .serialized)
struct Seed003PagesTests {
    /// Opens the page's example alone in a window.
    func open(_ name: String) throws -> GtkTestHost {
        let page = try #require(GalleryPage.named(name), "no page named \(name)")
        return try GtkTestHost(page.makeContent())
    }

    @Test("counter-state: Count up re-renders the view that owns the @State")
    func counterState() throws {
        let host = try open("counter-state")
        defer { host.close() }
        #expect(host.isShown(text: "Count is 0"))
        host.click(try host.button("Count up"))
        host.statistics.reset()
        host.click(try host.button("Count up"))
        #expect(host.isShown(text: "Count is 2"))
        #expect(host.statistics.bodyEvaluations(of: Seed003CounterState.ContentView.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("count-display: the parent passes the new count down as a plain value")
    func countDisplay() throws {
        let host = try open("count-display")
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("Count up"))
        #expect(host.isShown(text: "Count is 1"))
        #expect(host.statistics.bodyEvaluations(of: Seed003CountDisplay.ContentView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Seed003CountDisplay.CountDisplay.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("counter: CountButton's @Binding changes the parent's @State, CountDisplay shows it")
    func counter() throws {
        let host = try open("counter")
        defer { host.close() }
        #expect(host.isShown(text: "Count is 0"))
        host.statistics.reset()
        host.click(try host.button("Count up"))
        #expect(host.isShown(text: "Count is 1"))
        #expect(!host.isShown(text: "Count is 0"))
        #expect(host.statistics.bodyEvaluations(of: Seed003Counter.ContentView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Seed003Counter.CountDisplay.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("struct-state: editing any field of the @State struct through @Binding updates the row")
    func structState() throws {
        let host = try open("struct-state")
        defer { host.close() }
        #expect(Array(host.shownTexts.prefix(3)) == ["Taro", "20", "N"])
        host.click(try host.button("Birthday"))
        host.click(try host.toggle("Premium"))
        host.replaceText(of: try host.field(placeholder: "Name"), with: "Hanako")
        #expect(Array(host.shownTexts.prefix(3)) == ["Hanako", "21", "P"])
    }

    @Test("state-object-person: setting a @Published property re-renders the @StateObject's owner")
    func stateObjectPerson() throws {
        let host = try open("state-object-person")
        defer { host.close() }
        #expect(host.isShown(text: "0"))
        host.statistics.reset()
        host.click(try host.button("Rename"))
        #expect(host.isShown(text: "Taro"))
        #expect(host.statistics.bodyEvaluations(of: Seed003StateObjectPerson.ContentView.self) == 1)
        host.click(try host.button("Birthday"))
        #expect(host.isShown(text: "1"))
        #expect(!host.isShown(text: "0"))
    }

    @Test("person-row: the @ObservedObject row updates, the plain var row stays stale")
    func personRow() throws {
        let host = try open("person-row")
        defer { host.close() }
        let observedCaption = "@ObservedObject var person:"
        func rows() -> (plain: [String], observed: [String]) {
            let texts = host.shownTexts
            let split = texts.firstIndex(of: observedCaption) ?? texts.count
            return (Array(texts[..<split]), Array(texts[split...].prefix(4)))
        }
        #expect(rows().plain == ["var person:", "0", "N"])
        host.statistics.reset()
        host.click(try host.button("Rename"))
        host.click(try host.button("Birthday"))
        host.click(try host.button("Premium"))
        #expect(rows().observed == [observedCaption, "Taro", "1", "P"])
        #expect(rows().plain == ["var person:", "0", "N"], "the plain var row was not evaluated again")
        #expect(
            host.statistics.bodyEvaluations(of: Seed003PersonRow.ContentView.self) == 3,
            "@StateObject re-renders its owner")
        #expect(host.statistics.bodyEvaluations(of: Seed003PersonRow.PersonRow.self) == 3)
        #expect(
            host.statistics.bodyEvaluations(of: Seed003PersonRow.PlainPersonRow.self) == 0,
            "same reference, same inputs: the body is skipped")
    }

    @Test("optional-person: @State sees nil ↔ person; only PersonRow sees the person change")
    func optionalPerson() throws {
        let host = try open("optional-person")
        defer { host.close() }
        #expect(!host.isShown(text: "N"), "no person, no row")
        host.click(try host.button("Rename"))
        #expect(!host.isShown(text: "Taro"), "renaming nil does nothing")
        host.statistics.reset()
        host.click(try host.button("Create person"))
        #expect(host.isShown(text: "Taro") && host.isShown(text: "0") && host.isShown(text: "N"))
        #expect(host.statistics.bodyEvaluations(of: Seed003OptionalPerson.ContentView.self) == 1)
        #expect(host.statistics.structuralChanges == 1)
        host.statistics.reset()
        host.click(try host.button("Rename"))
        #expect(host.isShown(text: "Hanako"))
        #expect(
            host.statistics.bodyEvaluations(of: Seed003OptionalPerson.ContentView.self) == 0,
            "the optional did not change")
        #expect(host.statistics.bodyEvaluations(of: Seed003OptionalPerson.PersonRow.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        host.statistics.reset()
        host.click(try host.button("Remove person"))
        #expect(!host.isShown(text: "Hanako") && !host.isShown(text: "N"))
        #expect(host.statistics.widgetsDestroyed > 0 && host.statistics.widgetsCreated == 0)
    }
}
