import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `ColorPicker` on a real `GtkColorButton`: GTK's colour chooser dialog opened, a colour set
/// and confirmed with Select as a person does, the bound colour in both directions, opacity
/// and the keyboard.
@MainActor
@Suite("ColorPicker on GTK", .serialized)
struct ColorPickerGtkTests {
    @MainActor final class Theme: ObservableObject {
        @Published var ink = Color(red: 0.2, green: 0.4, blue: 0.6)
        @Published var paper = Color.accentColor
    }

    struct ThemeForm: View {
        @ObservedObject var theme: Theme
        var body: some View {
            VStack {
                ColorPicker("Ink", selection: $theme.ink)
                ColorPicker("Paper", selection: $theme.paper, supportsOpacity: false)
                Text(verbatim: "ink \(Int(theme.ink.red * 255)) \(Int(theme.ink.green * 255)) \(theme.ink.opacity)")
            }
        }
    }

    @Test("choosing in the dialog and pressing Select shows the colour and writes the binding once")
    func pickInDialog() throws {
        let theme = Theme()
        let host = try GtkTestHost(ThemeForm(theme: theme))
        defer { host.close() }
        let ink = try host.colorPicker("Ink")
        #expect(host.isShown(text: "Ink"))
        #expect(abs(host.color(of: ink).blue - 0.6) < 0.001)
        #expect(ink.usesAlpha)
        var writes = 0
        let subscription = theme.$ink.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        try host.pickColor(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5), in: ink)
        #expect(writes == 1)
        #expect(theme.ink.red == 1 && theme.ink.green == 0.5 && theme.ink.blue == 0 && theme.ink.opacity == 0.5)
        #expect(host.isShown(text: "ink 255 127 0.5"))
        #expect(host.color(of: ink) == Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        #expect(Gtk.ColorChooserDialog.shown.isEmpty, "Select closes the dialog")
        #expect(host.statistics.writes(of: "ColorPicker.color") == 0, "the user's colour is not written back")
        #expect(host.statistics.bodyEvaluations(of: ThemeForm.self) == 1)
    }

    @Test("the dialog is titled by the label; Cancel changes nothing")
    func cancel() throws {
        let theme = Theme()
        let host = try GtkTestHost(ThemeForm(theme: theme))
        defer { host.close() }
        let ink = try host.colorPicker("Ink")
        host.click(try #require(ink.button))
        let dialog = try #require(Gtk.ColorChooserDialog.shown.last)
        #expect(dialog.title == "Ink")
        dialog.color = Color(red: 0, green: 1, blue: 0)
        host.click(try #require(dialog.cancelButton))
        #expect(theme.ink == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(abs(host.color(of: ink).blue - 0.6) < 0.001)
    }

    @Test("setting the colour from code updates the swatch once, with no echo back")
    func fromCode() throws {
        let theme = Theme()
        let host = try GtkTestHost(ThemeForm(theme: theme))
        defer { host.close() }
        var writes = 0
        let subscription = theme.$ink.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        theme.ink = .purple
        host.waitUntilIdle()
        #expect(writes == 1)
        #expect(host.statistics.writes(of: "ColorPicker.color") == 1)
        #expect(host.statistics.writes(of: "ColorPicker.title") == 0)
        #expect(host.statistics.bodyEvaluations(of: ThemeForm.self) == 1)
        let shown = host.color(of: try host.colorPicker("Ink"))
        #expect(abs(shown.red - Color.purple.red) < 0.001 && abs(shown.blue - Color.purple.blue) < 0.001)
    }

    @Test("without opacity the chooser offers none and the chosen colour is opaque; .accentColor shows GNOME blue")
    func opaque() throws {
        let theme = Theme()
        let host = try GtkTestHost(ThemeForm(theme: theme))
        defer { host.close() }
        let paper = try host.colorPicker("Paper")
        #expect(!paper.usesAlpha)
        let accent = host.color(of: paper)
        #expect(abs(accent.red - 0x35 / 255.0) < 0.001 && abs(accent.blue - 0xe4 / 255.0) < 0.001)
        try host.pickColor(Color(red: 0, green: 0, blue: 1, opacity: 0.3), in: paper)
        #expect(theme.paper == Color(red: 0, green: 0, blue: 1))
    }

    @Test("the swatch button takes focus and Space opens the chooser")
    func keyboard() throws {
        let theme = Theme()
        let host = try GtkTestHost(ThemeForm(theme: theme))
        defer { host.close() }
        let button = try #require(try host.colorPicker("Ink").button)
        #expect(button.isFocusable)
        #expect(button.grabFocus())
        try host.pressKeys("space")
        let dialog = try #require(Gtk.ColorChooserDialog.shown.last)
        dialog.close()
        host.waitUntilIdle()
    }

    @Test("with .labelsHidden() the titles are not shown but still name the controls")
    func labelsHidden() throws {
        let host = try GtkTestHost(
            VStack {
                ColorPicker("Hidden colour", selection: .constant(Color.red))
                DatePicker("Hidden date", selection: .constant(Date()))
            }
            .labelsHidden())
        defer { host.close() }
        #expect(!host.isShown(text: "Hidden colour") && !host.isShown(text: "Hidden date"))
        #expect(try host.colorPicker("Hidden colour").button?.recordedAccessibleLabel == "Hidden colour")
        #expect(try host.datePicker("Hidden date").recordedAccessibleLabel == "Hidden date")
    }

    @Test(".disabled(true) makes the swatch and the date button insensitive")
    func disabled() throws {
        let host = try GtkTestHost(
            VStack {
                ColorPicker("Off colour", selection: .constant(Color.red))
                DatePicker("Off date", selection: .constant(Date()))
            }
            .disabled(true))
        defer { host.close() }
        #expect(try host.colorPicker("Off colour").button?.isEffectivelySensitive == false)
        #expect(try host.datePicker("Off date").isEffectivelySensitive == false)
    }
}
