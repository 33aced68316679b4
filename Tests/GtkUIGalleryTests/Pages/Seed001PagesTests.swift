import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Seed 001's pages through real GTK widgets: each does what the seed says it does.
@MainActor
@Suite("Seed 001 pages", .serialized)
struct Seed001PagesTests {
    @Test("Add Donut → Save builds exactly one row; the sheet's widgets all go when it closes")
    func donutSave() throws {
        let host = try GtkTestHost(Seed001DonutList.page.makeContent())
        defer { host.close() }
        #expect(host.fields(placeholder: "Name").isEmpty, "the list starts empty")
        let windowWidgets = host.allWidgets.count

        host.statistics.reset()
        host.click(try host.button("Add Donut"))
        let sheet = try #require(host.sheets.first)
        #expect(host.sheets.count == 1)
        let sheetWidgets = host.statistics.widgetsCreated
        #expect(sheetWidgets > 0)
        #expect(host.statistics.widgetsDestroyed == 0)
        #expect(host.statistics.structuralChanges == 1, "presenting the sheet is one structural change")
        #expect(sheetWidgets == 6, "the page box, the field, and two buttons with their labels")
        let nameField = try host.field(placeholder: "Name", in: sheet)
        #expect(nameField.text.isEmpty)
        host.type("Boston Cream", into: nameField)
        #expect(host.statistics.writes(of: "Entry.text") == 0, "typing is never written back into the field")

        host.statistics.reset()
        host.click(try host.button("Save", in: sheet))
        #expect(host.sheets.isEmpty)
        #expect(host.statistics.widgetsDestroyed == sheetWidgets, "every widget of the sheet is released")
        #expect(host.allWidgets.count > windowWidgets, "the window gained the row")
        #expect(host.statistics.widgetsCreated == 1, "only the new row's DonutView field is created")
        #expect(host.statistics.structuralChanges == 2, "the sheet goes and the row is inserted")
        let rows = host.fields(placeholder: "Name")
        #expect(rows.map(\.text) == ["Boston Cream"])
        #expect(host.statistics.writes(of: "Entry.text") == 1, "the new row's field is filled once")
    }

    @Test("Add Donut → Cancel adds no row and releases the sheet's widgets")
    func donutCancel() throws {
        let host = try GtkTestHost(Seed001DonutList.page.makeContent())
        defer { host.close() }
        host.click(try host.button("Add Donut"))
        let firstSheet = try #require(host.sheets.first)
        host.type("Glazed", into: try host.field(placeholder: "Name", in: firstSheet))
        host.click(try host.button("Save", in: firstSheet))
        let windowWidgets = host.allWidgets.count

        host.statistics.reset()
        host.click(try host.button("Add Donut"))
        let sheet = try #require(host.sheets.first)
        let sheetWidgets = host.statistics.widgetsCreated
        #expect(try host.field(placeholder: "Name", in: sheet).text.isEmpty, "a fresh donut, not the saved one")
        host.type("Cruller", into: try host.field(placeholder: "Name", in: sheet))
        host.statistics.reset()
        host.click(try host.button("Cancel", in: sheet))
        #expect(host.sheets.isEmpty)
        #expect(host.statistics.widgetsCreated == 0, "Cancel creates nothing")
        #expect(host.statistics.widgetsDestroyed == sheetWidgets)
        #expect(host.statistics.structuralChanges == 1, "only the sheet goes")
        #expect(host.allWidgets.count == windowWidgets)
        #expect(host.fields(placeholder: "Name").map(\.text) == ["Glazed"])
    }

    @Test("closing the sheet window as a user would sets donutToAdd to nil and adds nothing")
    func donutSheetClosedByUser() throws {
        let host = try GtkTestHost(Seed001DonutList.page.makeContent())
        defer { host.close() }
        host.click(try host.button("Add Donut"))
        let sheet = try #require(host.sheets.first)
        host.type("Old Fashioned", into: try host.field(placeholder: "Name", in: sheet))
        sheet.close()
        host.waitUntilIdle()
        #expect(host.sheets.isEmpty)
        #expect(host.fields(placeholder: "Name").isEmpty)
        host.click(try host.button("Add Donut"))
        #expect(host.sheets.count == 1, "the state was reset, so the sheet can be presented again")
    }

    @Test("Login and Log out change every view that reads the account from the environment")
    func account() throws {
        let host = try GtkTestHost(Seed001Account.page.makeContent())
        defer { host.close() }
        #expect(host.isShown(text: "Not signed in"))
        host.statistics.reset()
        host.click(try host.button("Login"))
        #expect(host.isShown(text: "Maria"))
        #expect(host.isShown(text: "Signed in as Maria"))
        #expect(throws: TestHostError.self) { try host.button("Login") }
        #expect(host.statistics.bodyEvaluations(of: Seed001Account.FoodTruckMenuView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Seed001Account.AccountStatusView.self) == 1)
        #expect(
            host.statistics.bodyEvaluations(of: Seed001Account.RootView.self) == 0,
            "the views in between read nothing and are not re-rendered")
        #expect(host.statistics.bodyEvaluations(of: Seed001Account.SampleAppWindow.self) == 0)
        host.click(try host.button("Log out"))
        #expect(!host.isShown(text: "Maria"))
        #expect(host.isShown(text: "Not signed in"))
        _ = try host.button("Login")
    }

    @Test("the scoped account works for the view it is applied to")
    func accountScoped() throws {
        let host = try GtkTestHost(Seed001Account.scopedPage.makeContent())
        defer { host.close() }
        host.click(try host.button("Login"))
        #expect(host.isShown(text: "Maria"))
        host.click(try host.button("Log out"))
        #expect(!host.isShown(text: "Maria"))
        _ = try host.button("Login")
    }

    @Test(".task puts a book in the state and Delete book sets the reference to nil")
    func deleteBook() async throws {
        let host = try GtkTestHost(Seed001DeleteBook.page.makeContent())
        defer { host.close() }
        #expect(host.isShown(text: "No book"), "the state starts empty")
        await host.waitForTasks()
        #expect(host.isShown(text: "Book: A sample book"))
        host.click(try host.button("Delete book"))
        #expect(host.isShown(text: "No book"))
        #expect(!host.isShown(text: "Book: A sample book"))
    }

    @Test("BookView re-renders when title changes and not when isAvailable changes")
    func bookTracking() throws {
        typealias Page = Seed001BookTracking
        let host = try GtkTestHost(Page.page.makeContent())
        defer { host.close() }
        #expect(host.isShown(text: "A sample book"))
        #expect(host.isShown(text: "BookView bodies: 1"))

        host.statistics.reset()
        host.click(try host.button("Toggle availability"))
        #expect(host.isShown(text: "Checked out"), "the change happened")
        #expect(host.statistics.bodyEvaluations(of: Page.AvailabilityView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.BookView.self) == 0, "BookView never read isAvailable")
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 0)
        host.click(try host.button("Refresh"))
        #expect(host.isShown(text: "BookView bodies: 1"), "the page's own counter agrees")

        host.statistics.reset()
        host.click(try host.button("Change title"))
        #expect(host.isShown(text: "Another sample book"))
        #expect(host.statistics.bodyEvaluations(of: Page.BookView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.AvailabilityView.self) == 0)
        #expect(host.isShown(text: "BookView bodies: 1"), "counting does not re-render the counter")
        host.click(try host.button("Refresh"))
        #expect(host.isShown(text: "BookView bodies: 2"))
        #expect(host.statistics.bodyEvaluations(of: Page.BookView.self) == 1, "refreshing does not re-render BookView")
    }

    @Test("the checkout button toggles isAvailable through a plain reference")
    func bookCheckout() throws {
        typealias Page = Seed001BookCheckout
        let host = try GtkTestHost(Page.page.makeContent())
        defer { host.close() }
        host.statistics.reset()
        host.click(try host.button("Check out book"))
        _ = try host.button("Return book")
        #expect(throws: TestHostError.self) { try host.button("Check out book") }
        #expect(host.statistics.bodyEvaluations(of: Page.BookCheckoutView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 0, "ContentView never read isAvailable")
        host.click(try host.button("Return book"))
        _ = try host.button("Check out book")
    }

    @Test("@Bindable's $book.title writes the model; BookView, which reads nothing, is not re-rendered")
    func bookEditor() throws {
        typealias Page = Seed001BookEditor
        let host = try GtkTestHost(Page.page.makeContent())
        defer { host.close() }
        let field = try host.field(placeholder: "Title")
        #expect(field.text == "A sample book")
        host.replaceText(of: field, with: "Hard Time")
        host.statistics.reset()
        host.type("s", into: field)
        #expect(host.isShown(text: "Title: Hard Times"))
        #expect(host.statistics.bodyEvaluations(of: Page.ContentView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: Page.BookView.self) == 0)
        #expect(host.statistics.writes(of: "Entry.text") == 0)
    }

    @Test("@Bindable var child = $0 gives each ForEach row a binding to its own child")
    func bindSample() throws {
        let host = try GtkTestHost(Seed001BindSample.page.makeContent())
        defer { host.close() }
        let fields = host.fields(placeholder: "child value")
        try #require(fields.count == 2)
        host.type("left", into: fields[0])
        host.type("right", into: fields[1])
        #expect(host.isShown(text: "Values: “left”, “right”"))
        #expect(fields.map(\.text) == ["left", "right"])
    }
}
