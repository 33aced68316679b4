import Foundation
import GtkUITesting
import Testing

extension GalleryBinaryTests {
    /// Mistakes a person makes on the gallery's command line, answered clearly.
    @Suite("gtkui-gallery faults", .serialized)
    struct GalleryFaultTests {
        @Test("a screenshot to a folder that does not exist prints why and exits 1")
        func unwritableScreenshotFails() throws {
            try HeadlessDisplay.ensure()
            let (status, output) = try GalleryBinaryTests.launchGallery([
                "--page", "person-row", "--screenshot", "/nonexistent/folder/shot.png",
            ])
            #expect(status == 1, "\(output)")
            #expect(output.contains("gtkui-gallery: could not save the screenshot"), "\(output)")
            #expect(!output.contains("Saved "))
        }

        @Test("an overlong unknown pattern is echoed shortened, not in full")
        func longPatternIsShortened() throws {
            let pattern = String(repeating: "p", count: 100_000)
            let (status, output) = try GalleryBinaryTests.launchGallery(
                ["--pattern", pattern], environment: ["DISPLAY": nil])
            #expect(status == 2)
            #expect(output.contains("unknown pattern '" + String(repeating: "p", count: 60) + "…'"))
            #expect(output.count < 3_000, "\(output.count) characters")
        }

        @Test("without a display the message starts with the program's name, not its path")
        func displayErrorNamesTheProgram() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(
                [], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
            #expect(status == 1)
            #expect(output.hasPrefix("gtkui-gallery: "), "\(output)")
        }

    }
}
