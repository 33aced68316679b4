import Foundation
import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Saves a screenshot of every sample pattern, in English and Japanese, for people to look
/// at (`.build/screenshots/`), and checks the seed's colours are where the seed puts them.
@MainActor
@Suite("Pattern screenshots", .serialized)
struct ScreenshotTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/screenshots")

    @Test("each pattern renders the seed's layout", arguments: SamplePattern.allCases, ["en", "ja"])
    func screenshot(pattern: SamplePattern, language: String) throws {
        let host = try GtkTestHost(pattern.makeView(), environment: GalleryResources.environment(language: language))
        defer { host.close() }
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        let path = Self.directory.appendingPathComponent("\(pattern.rawValue)-\(language).png").path
        try host.screenshot(to: path)
        #expect(FileManager.default.fileExists(atPath: path))

        let (width, _, rgba) = try host.window.renderPixels()
        func pixelCount(where matches: (UInt8, UInt8, UInt8) -> Bool) -> Int {
            stride(from: 0, to: rgba.count, by: 4).filter { matches(rgba[$0], rgba[$0 + 1], rgba[$0 + 2]) }.count
        }
        // The error label's text is red.
        #expect(pixelCount { r, g, b in r > 180 && g < 90 && b < 90 } > 20, "red error text is drawn")
        // The navigating patterns draw the 200×50 blue button (about 10,000 blue pixels).
        let blue = pixelCount { r, g, b in b > 180 && r < 100 && g > 100 && g < 160 }
        if pattern.navigates {
            #expect(
                blue > 8_000 && blue < 10_500,
                "the blue button is about 200×50 (\(blue) blue pixels, window \(width) wide)")
        } else {
            #expect(blue < 500, "no navigation button")
        }
        // The field is 250 wide and the error label 250×50, as the seed sets them.
        let field = try host.field(placeholder: language == "ja" ? "数字を入力" : "Enter a number")
        #expect(field.renderedSize.width == 250)
        let error = try #require(host.label(language == "ja" ? "数字を入力してください" : "Please enter a number"))
        let errorBox = try #require(error.parent)
        #expect(errorBox.renderedSize.width == 250 && errorBox.renderedSize.height == 50)
    }
}
