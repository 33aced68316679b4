import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// The sample follows the desktop's light or dark style.
@MainActor
@Suite("Appearance", .serialized)
struct AppearanceTests {
    /// The mean brightness (0…1) of the window's pixels.
    private func brightness(of host: GtkTestHost) throws -> Double {
        let (_, _, rgba) = try host.window.renderPixels()
        var sum = 0.0
        for index in stride(from: 0, to: rgba.count, by: 4) {
            sum += 0.2126 * Double(rgba[index]) + 0.7152 * Double(rgba[index + 1]) + 0.0722 * Double(rgba[index + 2])
        }
        return sum / Double(rgba.count / 4) / 255
    }

    @Test("choosing dark style on the desktop darkens the open window, and light brings it back")
    func followsDesktopColorScheme() throws {
        let host = try GtkTestHost(
            SamplePattern.environmentObject.makeView(), environment: GalleryResources.environment(language: "en"))
        defer {
            Gtk.Appearance.setSystemColorScheme("default")
            host.close()
        }
        Gtk.Appearance.setSystemColorScheme("default")
        host.waitUntilIdle()
        let light = try brightness(of: host)
        Gtk.Appearance.setSystemColorScheme("prefer-dark")
        host.waitUntilIdle()
        #expect(Gtk.Settings.prefersDarkTheme)
        let dark = try brightness(of: host)
        #expect(light > 0.7, "light style is mostly light (\(light))")
        #expect(dark < 0.4, "dark style is mostly dark (\(dark))")
        // The seed's colours stay legible in both: the error text is still shown in red.
        #expect(host.isShown(text: "Please enter a number"))
        Gtk.Appearance.setSystemColorScheme("default")
        host.waitUntilIdle()
        #expect(try brightness(of: host) > 0.7)
    }
}
