import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Seed 002's pages through real GTK widgets: each does what the article says it does.
@MainActor
@Suite("Seed 002 pages", .serialized)
struct Seed002PagesTests {
    @Test("editing the published title updates BookView; the unpublished identifier never updates")
    func bookIdentifier() throws {
        typealias Page = Seed002BookIdentifier
        let host = try GtkTestHost(Page.page.makeContent())
        defer { host.close() }
        #expect(host.isShown(text: "Great Expectations"))
        let identifierLabel = try #require(host.shownLabels.first { $0.text.hasPrefix("Identifier: ") })
        let identifier = identifierLabel.text
        #expect(UUID(uuidString: String(identifier.dropFirst("Identifier: ".count))) != nil)

        let field = try host.field(placeholder: "Title")
        host.statistics.reset()
        host.type("!", into: field)
        #expect(host.isShown(text: "Great Expectations!"))
        #expect(host.statistics.bodyEvaluations(of: Page.BookView.self) == 1, "the published title re-renders BookView")
        #expect(
            host.statistics.bodyEvaluations(of: Page.IdentifierView.self) == 0, "the identifier view is never updated")
        #expect(host.statistics.writes(of: "Label.text") == 1, "only the title label is rewritten")
        host.replaceText(of: field, with: "Bleak House")
        #expect(host.isShown(text: "Bleak House"))
        #expect(host.label(identifier)?.pointer == identifierLabel.pointer, "the same label shows the same identifier")
        #expect(host.statistics.bodyEvaluations(of: Page.IdentifierView.self) == 0)
    }

    @Test("a book never sends objectWillChange for its identifier, only for its title")
    func identifierIsNotPublished() {
        let book = Seed002BookIdentifier.Book()
        var changes = 0
        let subscription = book.objectWillChange.sink { changes += 1 }
        let identifier = book.identifier
        #expect(book.identifier == identifier)
        #expect(changes == 0)
        book.title = "Hard Times"
        #expect(changes == 1)
        #expect(book.identifier == identifier)
        subscription.cancel()
    }

    @Test("BookView hands its observed book to BookEditView; the field edits what both show")
    func bookEdit() throws {
        typealias Page = Seed002BookEdit
        let host = try GtkTestHost(Page.page.makeContent())
        defer { host.close() }
        let field = try host.field(placeholder: "Title")
        #expect(field.text == "Great Expectations")
        #expect(host.isShown(text: "Great Expectations"))
        host.statistics.reset()
        host.type("?", into: field)
        #expect(host.isShown(text: "Great Expectations?"), "the other observer of the same book follows")
        #expect(host.statistics.bodyEvaluations(of: Page.BookEditView.self) == 1)
        // Both BookViews (the seed's two versions share the name) observe the one book.
        #expect(host.statistics.bodyEvaluations(of: "BookView") == 2)
        #expect(host.statistics.writes(of: "Entry.text") == 0, "the field that was typed in is not rewritten")
    }

    @Test("two LibraryViews own two distinct books")
    func libraryViews() throws {
        typealias Page = Seed002LibraryViews
        let host = try GtkTestHost(Page.page.makeContent())
        defer { host.close() }
        let fields = host.fields(placeholder: "Title")
        try #require(fields.count == 2)
        #expect(fields.map(\.text) == ["Great Expectations", "Great Expectations"])
        host.replaceText(of: fields[0], with: "Bleak Hous")
        host.statistics.reset()
        host.type("e", into: fields[0])
        #expect(fields.map(\.text) == ["Bleak House", "Great Expectations"], "the second book is untouched")
        #expect(host.statistics.bodyEvaluations(of: Page.LibraryView.self) == 1, "only the first library re-renders")
        #expect(host.statistics.bodyEvaluations(of: Page.BookEditView.self) == 1)
        #expect(host.statistics.writes(of: "Entry.text") == 0, "the other field is not written")
        host.replaceText(of: fields[1], with: "Hard Times")
        #expect(fields.map(\.text) == ["Bleak House", "Hard Times"])
    }

    @Test("the app-level @StateObject library reaches LibraryView through the environment and persists")
    func libraryEnvironment() throws {
        typealias Page = Seed002LibraryEnvironment
        let host = try GtkTestHost(Page.page.makeContent())
        defer { host.close() }
        #expect(host.isShown(text: "Books in the library: 1"))
        host.statistics.reset()
        host.click(try host.button("Add book"))
        #expect(host.isShown(text: "Books in the library: 2"))
        #expect(host.statistics.bodyEvaluations(of: Page.BookReader.self) == 1, "the owner observes the library")
        #expect(host.statistics.bodyEvaluations(of: Page.LibraryView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.BookView.self) == 1, "only the new book's view is built")
        host.click(try host.button("Add book"))
        #expect(host.isShown(text: "Books in the library: 3"), "the same library, not a fresh one per render")
        #expect(host.shownTexts.filter { $0 == "Great Expectations" }.count == 3)
    }

    @Test("the preview provider supplies its own library")
    func libraryPreview() throws {
        let host = try GtkTestHost(Seed002LibraryEnvironment.previewPage.makeContent())
        defer { host.close() }
        #expect(host.isShown(text: "Books in the library: 1"))
        host.click(try host.button("Add book"))
        #expect(host.isShown(text: "Books in the library: 2"))
    }
}
