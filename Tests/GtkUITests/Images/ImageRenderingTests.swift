import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Images on real GTK widgets: which icon or picture a person sees, at what size and colour.
@MainActor
@Suite("Image rendering", .serialized)
struct ImageRenderingTests {
    @Test("every SF Symbols name in the table shows its Adwaita icon: the icon theme GTK loads has each one")
    func everyMappedIconExists() throws {
        let names = SystemImageNames.mapping.map(\.systemName)
        let (host, reported) = try capturingDiagnostics {
            try GtkTestHost(VStack { ForEach(names, id: \.self) { Image(systemName: $0) } }, title: "Symbols")
        }
        defer { host.close() }
        #expect(reported == [], "no name fell back to the placeholder")
        let shown = host.icons.map(\.iconName)
        #expect(shown == SystemImageNames.mapping.map(\.iconName))
    }

    struct Switcher: View {
        @State var name = "trash"
        var body: some View {
            VStack {
                Image(systemName: name)
                Image(systemName: "gear").imageScale(.large)
                Image(systemName: "gear").imageScale(.small)
                Button("Next") { name = "folder" }
            }
        }
    }

    @Test("Image(systemName:) shows its icon at 16 pixels, and a new name writes only the icon name")
    func symbolSizeAndUpdate() throws {
        let host = try GtkTestHost(Switcher())
        defer { host.close() }
        let trash = try host.icon("user-trash-symbolic")
        #expect(trash.renderedSize == (16, 16))
        #expect(try host.icon("emblem-system-symbolic").renderedSize == (24, 24))
        #expect(host.icons.map(\.renderedSize.width) == [16, 24, 12])
        #expect(trash.imageAccessibleLabel == "trash")
        host.statistics.reset()
        host.click(try host.button("Next"))
        #expect(try host.icon("folder-symbolic").isSameWidget(as: trash), "the same GtkImage shows the new icon")
        #expect(host.statistics.writes(of: "Image.iconName") == 1)
        #expect(host.statistics.writes(of: "Image.accessibleLabel") == 1)
        #expect(host.statistics.widgetWrites == 2)
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test(".foregroundColor tints a symbolic icon; an untinted one has the text colour")
    func tint() throws {
        let host = try GtkTestHost(
            HStack(spacing: 20) {
                Image(systemName: "stop.fill").foregroundColor(.red)
                Image(systemName: "stop.fill")
            })
        defer { host.close() }
        let icons = host.icons
        try #require(icons.count == 2)
        let pixels = try host.renderWindow()
        // media-playback-stop is a filled square: its centre is painted.
        #expect(pixels.color(at: icons[0], x: 8, y: 8).isClose(to: RGBA(Color.red), tolerance: 0.1))
        let plain = pixels.color(at: icons[1], x: 8, y: 8)
        #expect(plain.luminance < 0.3, "the light style's text colour is dark: \(plain)")
    }

    @Test("Image(_:bundle:) shows the bundle's PNG at its own size, pixel for pixel")
    func bundlePNG() throws {
        let host = try GtkTestHost(HStack { Image("test-stripes", bundle: .module) })
        defer { host.close() }
        let picture = try #require(host.pictures.first)
        #expect(picture.imageSize == (40, 20))
        #expect(picture.renderedSize == (40, 20))
        #expect(picture.imageAccessibleLabel == "test-stripes")
        let pixels = try host.renderWindow()
        #expect(pixels.color(at: picture, x: 5, y: 10).isClose(to: RGBA(red: 1, green: 0, blue: 0)))
        #expect(pixels.color(at: picture, x: 35, y: 10).isClose(to: RGBA(red: 0, green: 0, blue: 1)))
    }

    @Test("Image(_:) without a bundle finds a JPEG in the SwiftPM resource bundles beside the executable")
    func resourceBundleJPEG() throws {
        let host = try GtkTestHost(HStack { Image("test-photo") })
        defer { host.close() }
        let picture = try #require(host.pictures.first)
        #expect(picture.renderedSize == (30, 60))
        #expect(try host.renderWindow().color(at: picture, x: 15, y: 30).isClose(to: RGBA(red: 0, green: 1, blue: 0)))
    }

    @Test("Image(filePath:) shows an SVG file at its own size")
    func svgFile() throws {
        let path = try #require(Bundle.module.path(forResource: "test-badge", ofType: "svg", inDirectory: "Images"))
        let host = try GtkTestHost(HStack { Image(filePath: path) })
        defer { host.close() }
        let picture = try #require(host.pictures.first)
        #expect(picture.renderedSize == (24, 24))
        let purple = RGBA(red: 0x91 / 255, green: 0x41 / 255, blue: 0xac / 255)
        #expect(try host.renderWindow().color(at: picture, x: 12, y: 12).isClose(to: purple))
    }

    @Test("a resizable picture fits in its frame keeping its proportions, or fills it, clipped to the frame")
    func pictureScaling() throws {
        let host = try GtkTestHost(
            HStack(spacing: 30) {
                Image("test-stripes", bundle: .module).resizable().scaledToFit().frame(width: 100, height: 100)
                Image("test-stripes", bundle: .module).resizable().scaledToFill().frame(width: 100, height: 100)
            }
            .padding(30))
        defer { host.close() }
        let pictures = host.pictures
        try #require(pictures.count == 2)
        #expect(pictures.map(\.renderedSize.width) == [100, 100])
        let pixels = try host.renderWindow()
        let red = RGBA(red: 1, green: 0, blue: 0)
        let blue = RGBA(red: 0, green: 0, blue: 1)
        let fit = pictures[0]
        #expect(pixels.color(at: fit, x: 25, y: 50).isClose(to: red))
        #expect(pixels.color(at: fit, x: 75, y: 50).isClose(to: blue))
        #expect(!pixels.color(at: fit, x: 25, y: 10).isClose(to: red), "a 2:1 image leaves bands above and below")
        let fill = pictures[1]
        #expect(pixels.color(at: fill, x: 25, y: 5).isClose(to: red), "the filled image covers the whole height")
        #expect(pixels.color(at: fill, x: 75, y: 95).isClose(to: blue))
        #expect(!pixels.color(at: fill, x: -10, y: 50).isClose(to: red), "what overflows the frame is clipped")
        #expect(!pixels.color(at: fill, x: 110, y: 50).isClose(to: blue))
    }

    @Test("a resizable symbol is drawn at its frame's size in the text colour")
    func resizableSymbol() throws {
        let host = try GtkTestHost(
            HStack { Image(systemName: "stop.fill").resizable().scaledToFit().frame(width: 64, height: 64) })
        defer { host.close() }
        let canvas = try #require(host.canvases.first)
        #expect(canvas.renderedSize == (64, 64))
        #expect(canvas.accessibleRole == .image)
        #expect(canvas.imageAccessibleLabel == "stop fill")
        let pixels = try host.renderWindow()
        // The 16-pixel drawing's square reaches from 2 to 14; four times as large it spans 8 to 56.
        #expect(pixels.color(at: canvas, x: 12, y: 32).luminance < 0.3)
        #expect(pixels.color(at: canvas, x: 52, y: 32).luminance < 0.3)
        #expect(pixels.color(at: canvas, x: 3, y: 32).luminance > 0.7)
    }

    @Test("a decorative image is hidden from screen readers; an unknown icon name shows the placeholder, reported once")
    func decorativeAndUnknown() throws {
        let (host, reported) = try capturingDiagnostics {
            try GtkTestHost(
                HStack {
                    Image(decorative: "folder-symbolic")
                    Image("no-such-icon-anywhere")
                    Image("no-such-icon-anywhere")
                })
        }
        defer { host.close() }
        let icons = host.icons
        try #require(icons.count == 3)
        #expect(icons[0].isAccessibleHidden)
        #expect(icons[0].imageAccessibleLabel == nil)
        #expect(icons[1].iconName == "image-missing-symbolic")
        #expect(icons[1].imageAccessibleLabel == "no-such-icon-anywhere")
        #expect(reported.filter { $0.contains("no-such-icon-anywhere") }.count == 1, "\(reported)")
    }
}
