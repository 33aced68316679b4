import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Toggle` styles on real GTK widgets: a switch, a check box and a toggle button, flipped
/// as a person does, moved from code, named for screen readers and operated from the keyboard.
@MainActor
@Suite("Toggle styles on GTK", .serialized)
struct ToggleStyleGtkTests {
    final class Settings: ObservableObject {
        @Published var notifications = false
    }

    struct Form: View {
        @ObservedObject var settings: Settings
        var body: some View {
            VStack {
                Toggle("Switch", isOn: $settings.notifications)
                Toggle("Check", isOn: $settings.notifications).toggleStyle(.checkbox)
                Toggle(isOn: $settings.notifications) { Label("Bell", systemImage: "bell") }
                    .toggleStyle(.button)
                Text(settings.notifications ? "On" : "Off")
            }
        }
    }

    @Test("clicking the check box holding its label flips it and writes the binding once")
    func checkbox() throws {
        let settings = Settings()
        let host = try GtkTestHost(Form(settings: settings))
        defer { host.close() }
        let check = try host.checkbox("Check")
        #expect(check.children.contains { ($0 as? Gtk.Label)?.text == "Check" }, "the label is the check box's child")
        var writes = 0
        let subscription = settings.$notifications.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        try host.clickPointer(on: check)
        #expect(settings.notifications)
        #expect(writes == 1)
        #expect(check.isActive)
        #expect(host.isShown(text: "On"))
        #expect(try host.toggle("Switch").isActive)
        #expect(try host.toggleButton("Bell").isActive)
        #expect(host.statistics.writes(of: "Toggle.isOn") == 2, "the switch and the button move; the box is not echoed")
    }

    @Test("a button toggle shows its label view and stays pressed while on")
    func button() throws {
        let settings = Settings()
        let host = try GtkTestHost(Form(settings: settings))
        defer { host.close() }
        let button = try host.toggleButton("Bell")
        #expect(host.label("Bell") != nil)
        #expect(!host.icons.isEmpty, "the label's icon is inside the button")
        host.click(button)
        #expect(settings.notifications)
        #expect(button.isActive)
        host.click(button)
        #expect(!settings.notifications)
        #expect(!button.isActive)
    }

    @Test("setting the value from code moves every style, with no echo")
    func fromCode() throws {
        let settings = Settings()
        let host = try GtkTestHost(Form(settings: settings))
        defer { host.close() }
        var writes = 0
        let subscription = settings.$notifications.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        settings.notifications = true
        host.waitUntilIdle()
        #expect(writes == 1)
        #expect(try host.toggle("Switch").isActive)
        #expect(try host.checkbox("Check").isActive)
        #expect(try host.toggleButton("Bell").isActive)
        #expect(host.statistics.writes(of: "Toggle.isOn") == 3)
        #expect(host.statistics.bodyEvaluations(of: Form.self) == 1)
    }

    @Test("the label names each control; a hidden label still does")
    func names() throws {
        let host = try GtkTestHost(
            VStack {
                Toggle("Visible", isOn: .constant(true)).toggleStyle(.checkbox)
                Toggle("Quiet", isOn: .constant(true)).labelsHidden()
            })
        defer { host.close() }
        #expect(try host.checkbox("Visible").recordedAccessibleLabel == "Visible")
        #expect(!host.isShown(text: "Quiet"))
        let quiet = try #require(host.allWidgets.first { $0.recordedAccessibleLabel == "Quiet" })
        #expect(quiet is Gtk.Switch)
    }

    @Test("a check box and a toggle button are focusable and Space flips them")
    func keyboard() throws {
        let settings = Settings()
        let host = try GtkTestHost(Form(settings: settings))
        defer { host.close() }
        #expect(try host.checkbox("Check").grabFocus())
        try host.pressKeys("space")
        #expect(settings.notifications)
        #expect(try host.toggleButton("Bell").grabFocus())
        try host.pressKeys("space")
        #expect(!settings.notifications)
    }
}
