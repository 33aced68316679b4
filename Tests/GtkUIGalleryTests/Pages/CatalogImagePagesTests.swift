import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The Catalog's image, label and shape pages through real GTK widgets.
@MainActor
@Suite("Catalog image and shape pages", .serialized)
struct CatalogImagePagesTests {
    @Test("the images page shows symbols, pictures and a placeholder; Next symbol writes only the icon")
    func imagesPage() throws {
        let (host, reported) = try capturingDiagnostics { try GtkTestHost(ImagesCatalog()) }
        defer { host.close() }
        for name in ["user-trash-symbolic", "starred-symbolic", "emblem-system-symbolic", "image-missing-symbolic"] {
            #expect((try? host.icon(name)) != nil, "\(name) is not shown")
        }
        #expect(host.pictures.map(\.imageSize.width) == [240, 120, 240, 48], "the sample PNG, JPEG, PNG and SVG")
        #expect(host.canvases.count == 3, "three resizable symbols")
        #expect(reported.count <= 1, "at most the unmapped name, once: \(reported)")

        host.statistics.reset()
        host.click(try host.button("Next symbol"))
        #expect(host.isShown(text: "heart.fill"))
        #expect(host.statistics.writes(of: "Image.iconName") == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("the labels page switches label styles: icon only hides the titles, title only hides the icons")
    func labelsPage() throws {
        let host = try GtkTestHost(LabelsCatalog())
        defer { host.close() }
        #expect(host.isShown(text: "Remove"))
        #expect((try? host.icon("list-remove-symbolic")) != nil)
        host.click(try host.button("Icon only"))
        #expect(!host.isShown(text: "Remove"))
        #expect(try host.icon("list-remove-symbolic").imageAccessibleLabel == "Remove")
        host.click(try host.button("Title only"))
        #expect(host.isShown(text: "Remove"))
        #expect((try? host.icon("list-remove-symbolic")) == nil)
    }

    @Test("the shapes page draws every shape; Rounder redraws one shape and its caption")
    func shapesPage() throws {
        let host = try GtkTestHost(ShapesCatalog())
        defer { host.close() }
        #expect(host.canvases.count == 20)
        host.statistics.reset()
        host.click(try host.button("Rounder"))
        #expect(host.isShown(text: "cornerRadius: 8"))
        #expect(host.statistics.writes(of: "Shape.drawing") == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.widgetWrites == 2)
    }
}
