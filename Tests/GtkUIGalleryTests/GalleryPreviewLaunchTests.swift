import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

extension GalleryBinaryTests {
    /// `#Preview` from the command line of a real GtkUI app: the gallery's own previews,
    /// listed, opened alone, and a mistyped name answered with the valid ones.
    @Suite("gtkui-gallery previews", .serialized)
    struct GalleryPreviewLaunchTests {
        @Test("--list-previews prints each preview's name and where it is declared")
        func listPreviews() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(
                ["--list-previews"], environment: ["DISPLAY": nil])
            #expect(status == 0, "\(output)")
            let lines = output.split(separator: "\n").map(String.init)
            #expect(
                lines.contains {
                    $0.hasPrefix("Status badges ") && $0.hasSuffix("GtkUIGallery/PreviewsCatalog.swift:46")
                })
            #expect(lines.contains { $0.hasPrefix("ButtonsCatalog ") && $0.contains("ButtonsCatalog.swift:") })
            #expect(lines.count == 5)
        }

        @Test("--preview opens just that preview, sized to fit its content")
        func previewOpensAlone() throws {
            try HeadlessDisplay.ensure()
            let shot = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-preview-\(getpid()).png")
                .path
            defer { try? FileManager.default.removeItem(atPath: shot) }
            let (status, output) = try GalleryBinaryTests.launchGallery([
                "--preview", "Status badges", "--screenshot", shot,
            ])
            #expect(status == 0, "\(output)")
            #expect(!output.contains("CRITICAL") && !output.contains("WARNING"), "\(output)")
            // The PNG header's width and height: .sizeThatFitsLayout makes the window far
            // smaller than the gallery's 980 × 680.
            let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: shot)))
            try #require(png.count > 24)
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width > 100 && width < 500 && height > 60 && height < 200, "\(width) × \(height)")
        }

        @Test("an unknown --preview names the valid previews and exits 2")
        func unknownPreviewFails() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(["--preview", "Status"])
            #expect(status == 2)
            #expect(output.contains("gtkui-gallery: no preview named 'Status'; previews: ButtonsCatalog, "))
            #expect(output.contains("Status badges"))
        }

        @Test("the Catalog page lists the previews and shows the one picked")
        @MainActor func catalogPageShowsThePickedPreview() throws {
            let page = try #require(GalleryPage.named("catalog-previews"))
            let host = try GtkTestHost(page.makeContent())
            #expect(host.isShown(text: "Select a preview to show it"))
            try host.clickPointer(on: try #require(host.label("Badge stepper")))
            host.waitUntilIdle()
            #expect(host.isShown(text: "Unread: 1"))
            host.click(try host.button("+"))
            #expect(host.isShown(text: "Unread: 2"))
        }

    }
}
