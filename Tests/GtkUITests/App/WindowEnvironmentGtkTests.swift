import Foundation
import GtkUI
import GtkUITesting
import Testing

/// The environment values apps read about their window and the desktop, on real GTK: size
/// classes following the window's size, the text size following the desktop's scaling factor,
/// and the other values views commonly read.
@MainActor
@Suite("Window environment on GTK", .serialized)
struct WindowEnvironmentGtkTests {
    struct SizeClassLabel: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            Text("Width: \(horizontal == .compact ? "compact" : "regular")")
            Text("Height: \(vertical == .compact ? "compact" : "regular")")
        }
    }

    struct TypeSizeLabel: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View {
            Text("Type: \(String(describing: size))\(size.isAccessibilitySize ? " (accessibility)" : "")")
        }
    }

    @Test("the size classes flip as the window is resized across 500 × 400 pixels, and back")
    func sizeClassesFollowResize() throws {
        let host = try GtkTestHost(VStack { SizeClassLabel() })
        defer { host.close() }
        try host.resizeWindow(width: 640, height: 480)
        #expect(host.isShown(text: "Width: regular"))
        #expect(host.isShown(text: "Height: regular"))
        let before = host.statistics.bodyEvaluations
        try host.resizeWindow(width: 420, height: 480)
        #expect(host.isShown(text: "Width: compact"))
        #expect(host.isShown(text: "Height: regular"))
        #expect(host.statistics.bodyEvaluations - before == 1, "the label alone re-renders")
        try host.resizeWindow(width: 420, height: 320)
        #expect(host.isShown(text: "Height: compact"))
        try host.resizeWindow(width: 700, height: 500)
        #expect(host.isShown(text: "Width: regular"))
        #expect(host.isShown(text: "Height: regular"))
    }

    @Test("resizing within one size class re-renders nothing")
    func resizeWithinClass() throws {
        let host = try GtkTestHost(VStack { SizeClassLabel() })
        defer { host.close() }
        try host.resizeWindow(width: 640, height: 480)
        let before = host.statistics.bodyEvaluations
        try host.resizeWindow(width: 700, height: 520)
        #expect(host.statistics.bodyEvaluations == before)
    }

    @Test(".environment(\\.horizontalSizeClass, .compact) tells the views below, whatever the window's size")
    func sizeClassOverride() throws {
        let host = try GtkTestHost(VStack { SizeClassLabel().environment(\.horizontalSizeClass, .compact) })
        defer { host.close() }
        try host.resizeWindow(width: 640, height: 480)
        #expect(host.isShown(text: "Width: compact"))
    }

    @Test("dynamicTypeSize follows the desktop's text scaling factor as it changes")
    func typeSizeFollowsScaling() throws {
        let original = Gtk.Settings.textScalingFactor
        defer { Gtk.Settings.textScalingFactor = original }
        Gtk.Settings.textScalingFactor = 1
        let host = try GtkTestHost(VStack { TypeSizeLabel() })
        defer { host.close() }
        #expect(host.isShown(text: "Type: large"))
        Gtk.Settings.textScalingFactor = 1.25
        host.waitUntilIdle()
        #expect(host.isShown(text: "Type: xxLarge"), "GNOME's Large Text")
        Gtk.Settings.textScalingFactor = 2
        host.waitUntilIdle()
        #expect(host.isShown(text: "Type: accessibility2 (accessibility)"))
        Gtk.Settings.textScalingFactor = 0.8
        host.waitUntilIdle()
        #expect(host.isShown(text: "Type: xSmall"))
    }

    @Test(".dynamicTypeSize sets the size below; a range clamps the desktop's size, live")
    func typeSizeModifiers() throws {
        let original = Gtk.Settings.textScalingFactor
        defer { Gtk.Settings.textScalingFactor = original }
        Gtk.Settings.textScalingFactor = 1
        let host = try GtkTestHost(
            VStack {
                TypeSizeLabel().dynamicTypeSize(.xSmall)
                TypeSizeLabel().dynamicTypeSize(...DynamicTypeSize.xLarge)
            })
        defer { host.close() }
        #expect(host.shownTexts.filter { $0.hasPrefix("Type:") } == ["Type: xSmall", "Type: large"])
        Gtk.Settings.textScalingFactor = 2
        host.waitUntilIdle()
        #expect(host.shownTexts.filter { $0.hasPrefix("Type:") } == ["Type: xSmall", "Type: xLarge"])
    }

    struct EnvironmentReport: View {
        @Environment(\.font) private var font
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.displayScale) private var displayScale
        @Environment(\.openURL) private var openURL
        @Environment(\.dismiss) private var dismiss
        @Environment(\.editMode) private var editMode
        var body: some View {
            Text("Font: \(font == .title ? "title" : "other")")
            Text("Scheme: \(String(describing: colorScheme))")
            Text("Enabled: \(isEnabled)")
            Text("Scale: \(Int(displayScale))")
            Text("Editing: \(editMode?.wrappedValue.isEditing == true)")
            Button("Edit") { editMode?.wrappedValue = .active }
        }
    }

    @Test("font, colorScheme, isEnabled, displayScale, openURL, dismiss and editMode read through @Environment")
    func commonValues() throws {
        let host = try GtkTestHost(
            VStack { EnvironmentReport().font(.title).disabled(true) }
                .environment(\.colorScheme, .dark))
        defer { host.close() }
        #expect(host.isShown(text: "Font: title"))
        #expect(host.isShown(text: "Scheme: dark"))
        #expect(host.isShown(text: "Enabled: false"))
        #expect(host.isShown(text: "Scale: 1"), "Xvfb's surface scale")
        #expect(host.isShown(text: "Editing: false"))
        host.windowHost.sceneState.editMode = .active
        host.waitUntilIdle()
        #expect(host.isShown(text: "Editing: true"))
    }
}
