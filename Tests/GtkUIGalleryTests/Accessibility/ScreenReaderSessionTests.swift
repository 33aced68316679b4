import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// A scripted session as a screen-reader user lives it: after every step the accessible tree
/// (read over AT-SPI) says what the screen shows — no text missing, none left behind, fields
/// reading their text — and every control has a name.
@MainActor
@Suite(
    "Screen reader session", .serialized,
    .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi"),
        "needs python3-pyatspi (Scripts/setup installs it)"))
struct ScreenReaderSessionTests {
    private func host(_ view: some View) throws -> GtkTestHost {
        try GtkTestHost(view, environment: GalleryResources.environment(language: "en"))
    }

    private func expectAgreement(_ host: GtkTestHost, _ step: String) throws {
        let problems = ScreenReaderHarness.mismatches(in: host, tree: try ScreenReaderHarness.tree(of: host))
        #expect(problems.isEmpty, "after \(step): \(problems)")
    }

    @Test("the error label shown, hidden and shown again five times is read exactly while shown")
    func validationLabel() throws {
        let host = try host(SamplePattern.state.makeView())
        defer { host.close() }
        let field = try host.field(placeholder: "Enter a number")
        try expectAgreement(host, "opening")
        for round in 1...5 {
            host.replaceText(of: field, with: "12")
            try expectAgreement(host, "round \(round): typing 12")
            host.replaceText(of: field, with: "12a")
            try expectAgreement(host, "round \(round): typing 12a")
        }
    }

    @Test("pushing the shared-value page and going back three times: only the page shown is read")
    func pushAndPop() throws {
        let host = try host(SamplePattern.environmentObject.makeView())
        defer { host.close() }
        host.type("314", into: try host.field(placeholder: "Enter a number"))
        for round in 1...3 {
            host.click(try host.button("Check the shared value"))
            try expectAgreement(host, "push \(round)")
            host.goBack()
            try expectAgreement(host, "back \(round)")
        }
    }

    @Test("a sheet opened and closed, and a list row inserted and removed, are read as shown")
    func sheetAndListChanges() throws {
        let donuts = try host(try #require(GalleryPage.named("donuts")).makeView())
        do {
            defer { donuts.close() }
            donuts.click(try donuts.button("Add Donut"))
            try #require(!donuts.sheets.isEmpty)
            try expectAgreement(donuts, "opening the sheet")
            donuts.click(try donuts.button("Cancel"))
            try expectAgreement(donuts, "closing the sheet")
        }
        let people = try host(try #require(GalleryPage.named("person-list")).makeView())
        defer { people.close() }
        for step in ["Add person", "Add person", "Remove first", "Remove first"] {
            people.click(try people.button(step))
            try expectAgreement(people, step)
        }
    }

    @Test("every Catalog page is read as it is shown", arguments: CatalogPages.all.map(\.name))
    func catalogPage(name: String) throws {
        let host = try host(try #require(GalleryPage.named(name)).makeView())
        defer { host.close() }
        try expectAgreement(host, "opening \(name)")
    }
}
