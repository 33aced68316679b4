import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `Image`: what each initializer shows, what it is named for screen readers, and that a change
/// writes only the property that changed.
@MainActor
@Suite("Image")
struct ImageTests {
    struct SymbolSwitcher: View {
        @State var name = "trash"
        @State var caption = "Bin"
        var body: some View {
            VStack {
                Image(systemName: name)
                Text(caption)
                Button("Next") { name = "star.fill" }
                Button("Rename") { caption = "Waste" }
            }
        }
    }

    private func images(in host: CoreHost) -> [TestWidget] {
        host.allWidgets.filter { ["Image", "ScalableIcon", "Picture"].contains($0.kind) }
    }

    @Test("Image(systemName:) shows the Adwaita icon the table maps the name to, named for screen readers")
    func systemNameShowsMappedIcon() throws {
        let host = CoreHost(
            VStack {
                Image(systemName: "trash"); Image(systemName: "star.fill")
            })
        let shown = images(in: host)
        #expect(shown.map(\.kind) == ["Image", "Image"])
        #expect(shown.map(\.imageContent) == ["user-trash-symbolic", "starred-symbolic"])
        #expect(shown.map { $0.properties["accessibilityLabel"] as? String } == ["trash", "star fill"])
        #expect(shown.allSatisfy { $0.properties["scale"] as? String == "medium" })
    }

    @Test("changing the symbol's name writes only the icon, and an unrelated change writes nothing to it")
    func nameChangeWritesOnlyTheIcon() throws {
        let host = CoreHost(SymbolSwitcher())
        host.statistics.reset()
        host.button("Next").click()
        host.settle()
        #expect(images(in: host).first?.imageContent == "starred-symbolic")
        #expect(host.statistics.writes(of: "Image.content") == 1)
        #expect(host.statistics.writes(of: "Image.accessibilityLabel") == 1, "the label follows the name")
        #expect(host.statistics.widgetWrites == 2)
        #expect(host.statistics.widgetsCreated == 0)

        host.statistics.reset()
        host.button("Rename").click()
        host.settle()
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.widgetWrites == 1, "the re-rendered image writes nothing")
    }

    @Test("an SF Symbols name without a mapping shows the placeholder and is reported once")
    func unmappedNameIsReportedOnce() throws {
        let (host, messages) = capturingDiagnostics {
            let host = CoreHost(
                VStack {
                    Image(systemName: "no.such.symbol"); Image(systemName: "no.such.symbol")
                })
            _ = CoreHost(Image(systemName: "no.such.symbol"))
            return host
        }
        #expect(images(in: host).map(\.imageContent) == ["image-missing-symbolic", "image-missing-symbolic"])
        #expect(messages.filter { $0.contains("\"no.such.symbol\"") }.count == 1, "\(messages)")
        #expect(messages.first?.contains("Docs/SystemImages.md") == true)
    }

    @Test("Image(decorative:) is hidden from screen readers; label: and accessibilityLabel name an image")
    func accessibilityNames() throws {
        let host = CoreHost(
            VStack {
                Image(decorative: "folder-symbolic")
                Image("folder-symbolic", label: Text(verbatim: "Documents"))
                Image(systemName: "gear").accessibilityLabel("Settings")
                Image(systemName: "gear").accessibilityHidden(true)
                Image("folder-symbolic")
            })
        #expect(
            images(in: host).map { $0.properties["accessibilityLabel"] as? String }
                == ["", "Documents", "Settings", "", "folder-symbolic"])
    }

    @Test("Image(_:bundle:) shows a file of the bundle, at its top or in Images/, and otherwise names an icon")
    func namedImageLookup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89]).write(to: folder.appendingPathComponent("logo.png"))
        try Data([0xff]).write(to: folder.appendingPathComponent("Images/photo.jpg"))
        let bundle = try #require(Bundle(url: folder))
        let host = CoreHost(
            VStack {
                Image("logo", bundle: bundle)
                Image("photo", bundle: bundle)
                Image("photo.jpg", bundle: bundle)
                Image("user-trash-symbolic", bundle: bundle)
            })
        let shown = images(in: host)
        #expect(shown.map(\.kind) == ["Picture", "Picture", "Picture", "Image"])
        #expect(shown[0].imageContent == folder.appendingPathComponent("logo.png").path)
        #expect(shown[1].imageContent == folder.appendingPathComponent("Images/photo.jpg").path)
        #expect(shown[2].imageContent == shown[1].imageContent)
        #expect(shown[3].imageContent == "user-trash-symbolic")
        #expect(
            shown.map { $0.properties["accessibilityLabel"] as? String } == [
                "logo", "photo", "photo.jpg", "user-trash-symbolic",
            ])
    }

    @Test("Image(filePath:) of a missing file shows the placeholder and is reported once")
    func missingFile() throws {
        let (host, messages) = capturingDiagnostics {
            CoreHost(
                HStack {
                    Image(filePath: "/no/such/picture.png"); Image(filePath: "/no/such/picture.png")
                })
        }
        #expect(images(in: host).map(\.imageContent) == ["image-missing-symbolic", "image-missing-symbolic"])
        #expect(messages.filter { $0.contains("/no/such/picture.png") }.count == 1)
    }

    struct Growing: View {
        @State var resizable = false
        var body: some View {
            HStack {
                Text("Before")
                if resizable {
                    Image(systemName: "folder").resizable()
                } else {
                    Image(systemName: "folder")
                }
                Button("Grow") { resizable = true }
            }
        }
    }

    struct Scaled: View {
        @State var resizable = false
        var body: some View {
            VStack {
                image.imageScale(.large).scaledToFit()
                Button("Grow") { resizable = true }
            }
        }
        var image: Image { resizable ? Image(systemName: "folder").resizable() : Image(systemName: "folder") }
    }

    @Test("imageScale and scaledToFit reach the image; becoming resizable swaps in a scalable icon in place")
    func resizableSwapsWidget() throws {
        let host = CoreHost(Scaled())
        let before = try #require(images(in: host).first)
        #expect(before.kind == "Image")
        #expect(before.properties["scale"] as? String == "large")
        #expect(before.properties["contentMode"] as? String == "fit")
        host.statistics.reset()
        host.button("Grow").click()
        host.settle()
        let after = try #require(images(in: host).first)
        #expect(after.kind == "ScalableIcon")
        #expect(after.properties["resizable"] as? Bool == true)
        #expect(before.isDiscarded)
        #expect(host.statistics.widgetsCreated == 1)
        #expect(host.statistics.widgetsDestroyed == 1)
        #expect(host.root.allDescendants.contains { $0 === after }, "the new widget took the old one's place")
        #expect(after.parent?.children.first === after)
    }

    @Test("aspectRatio(_:contentMode:) gives images its ratio and mode")
    func aspectRatio() throws {
        let host = CoreHost(Image(systemName: "folder").resizable().aspectRatio(2, contentMode: .fill))
        let image = try #require(images(in: host).first)
        #expect(image.properties["aspectRatio"] as? Double == 2)
        #expect(image.properties["contentMode"] as? String == "fill")
    }

    @Test("the table maps at least 150 SF Symbols names, each once, to symbolic icons, including the common ones")
    func tableCoversCommonNames() {
        let mapping = SystemImageNames.mapping
        #expect(mapping.count >= 150)
        #expect(Set(mapping.map(\.systemName)).count == mapping.count, "a name is listed twice")
        #expect(mapping.allSatisfy { $0.iconName.hasSuffix("-symbolic") })
        let common = [
            "plus", "minus", "trash", "star", "star.fill", "person", "person.crop.circle", "gear", "gearshape",
            "chevron.right", "chevron.left", "chevron.up", "chevron.down", "magnifyingglass", "heart", "heart.fill",
            "checkmark", "xmark", "square.and.arrow.up", "folder", "doc", "pencil", "bell", "calendar", "clock",
            "house", "envelope", "phone", "info.circle", "exclamationmark.triangle", "arrow.clockwise", "play.fill",
            "pause.fill",
        ]
        #expect(common.filter { SystemImageNames.iconName(forSystemName: $0) == nil } == [])
    }
}
