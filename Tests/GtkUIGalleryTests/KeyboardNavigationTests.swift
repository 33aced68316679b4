import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Keyboard use of the sample, with real key presses through the X server.
@MainActor
@Suite("Keyboard navigation", .serialized)
struct KeyboardNavigationTests {
    private func pushedHost() throws -> GtkTestHost {
        let host = try GtkTestHost(
            SamplePattern.environmentObject.makeView(), environment: GalleryResources.environment(language: "en"))
        host.type("42", into: try host.field(placeholder: "Enter a number"))
        host.click(try host.button("Check the shared value"))
        try #require(host.isShown(text: "The text field contains “42”"))
        return host
    }

    @Test("Escape goes back from the shared-text page")
    func escapeGoesBack() throws {
        let host = try pushedHost()
        defer { host.close() }
        try host.pressKeys("Escape")
        #expect(!host.isBackButtonShown)
        #expect(try host.field(placeholder: "Enter a number").text == "42")
    }

    @Test("Alt+Left goes back from the shared-text page")
    func altLeftGoesBack() throws {
        let host = try pushedHost()
        defer { host.close() }
        try host.pressKeys("alt+Left")
        #expect(!host.isBackButtonShown)
        #expect(host.isShown(text: "Please enter a number") == false)
    }

    @Test("Escape on the first page does nothing")
    func escapeOnRootIsHarmless() throws {
        let host = try GtkTestHost(
            SamplePattern.environmentObject.makeView(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        try host.pressKeys("Escape")
        #expect(host.isShown(text: "Please enter a number"))
        #expect(try host.field(placeholder: "Enter a number").isMapped)
    }

    @Test("Tab reaches the field and the navigation button; Enter on the button pushes")
    func tabReachesControls() throws {
        let host = try GtkTestHost(
            SamplePattern.environmentObject.makeView(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        let field = try host.field(placeholder: "Enter a number")
        field.grabFocus()
        host.waitUntilIdle()
        try host.pressKeys("7")
        #expect(field.text == "7", "typing with the keyboard reaches the field")
        try host.pressKeys("Tab")
        let focused = try #require(host.focusedWidget)
        let button = try host.button("Check the shared value")
        #expect(focused.isSameWidget(as: button), "Tab moves from the field to the button, not to \(focused.typeName)")
        try host.pressKeys("Return")
        #expect(host.isShown(text: "The text field contains “7”"))
    }
}
