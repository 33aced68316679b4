import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Buttons on real GTK widgets: styles and roles as GNOME style classes, custom styles and their
/// pressed state, control sizes, tints, keyboard shortcuts, `.disabled` and `.help`.
@MainActor
@Suite("Buttons on GTK", .serialized)
struct ButtonGtkTests {
    /// What the buttons of a test did, in order.
    @MainActor final class Log {
        var entries: [String] = []
    }

    private static let styleClasses = [
        "suggested-action", "destructive-action", "flat", "link", "gtkui-plain-button", "gtkui-custom-style-button",
    ]

    private func classes(of button: Gtk.Button) -> [String] {
        Self.styleClasses.filter(button.hasCSSClass)
    }

    @Test("each style and role has its GNOME look, and every button runs its action")
    func stylesAndRoles() throws {
        let log = Log()
        let host = try GtkTestHost(
            VStack {
                HStack {
                    Button("Automatic") { log.entries.append("automatic") }
                    Button("Bordered") { log.entries.append("bordered") }.buttonStyle(.bordered)
                    Button("Prominent") { log.entries.append("prominent") }.buttonStyle(.borderedProminent)
                    Button("Borderless") { log.entries.append("borderless") }.buttonStyle(.borderless)
                    Button("Plain") { log.entries.append("plain") }.buttonStyle(.plain)
                    Button("Link") { log.entries.append("link") }.buttonStyle(.link)
                }
                HStack {
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                    Button("Delete bordered", role: .destructive) { log.entries.append("delete bordered") }
                        .buttonStyle(.bordered)
                    Button("Delete prominent", role: .destructive) { log.entries.append("delete prominent") }
                        .buttonStyle(.borderedProminent)
                    Button("Delete borderless", role: .destructive) { log.entries.append("delete borderless") }
                        .buttonStyle(.borderless)
                    Button("Cancel", role: .cancel) { log.entries.append("cancel") }
                }
            })
        defer { host.close() }
        let expected: [(String, [String])] = [
            ("Automatic", []), ("Bordered", []), ("Prominent", ["suggested-action"]), ("Borderless", ["flat"]),
            ("Plain", ["gtkui-plain-button"]), ("Link", ["link"]), ("Delete", ["destructive-action"]),
            ("Delete bordered", ["destructive-action"]), ("Delete prominent", ["destructive-action"]),
            ("Delete borderless", ["destructive-action", "flat"]), ("Cancel", []),
        ]
        for (title, styleClasses) in expected {
            let button = try host.button(title)
            #expect(Set(classes(of: button)) == Set(styleClasses), "\(title)")
            host.click(button)
        }
        #expect(
            log.entries == [
                "automatic", "bordered", "prominent", "borderless", "plain", "link", "delete", "delete bordered",
                "delete prominent", "delete borderless", "cancel",
            ])
    }

    @Test(".plain draws the label as it is: no padding, frame or hover background")
    func plainIsTheLabelAlone() throws {
        let host = try GtkTestHost(
            HStack {
                Button("Framed") {}
                Button("Plain") {}.buttonStyle(.plain)
            })
        defer { host.close() }
        let plain = try host.button("Plain")
        let label = try #require(host.label("Plain"))
        #expect(plain.renderedSize.width == label.renderedSize.width, "no padding around the label")
        #expect(plain.renderedSize.height == label.renderedSize.height)
        let framed = try host.button("Framed")
        let framedLabel = try #require(host.label("Framed"))
        #expect(framed.renderedSize.height > framedLabel.renderedSize.height)
        let pixels = try host.renderWindow()
        let background = pixels.color(at: try #require(host.window.child), x: 2, y: 2)
        #expect(pixels.color(at: plain, x: 1, y: 1).isClose(to: background), "nothing drawn behind the label")
        let border = pixels.color(at: framed, x: 0, y: Double(framed.renderedSize.height) / 2)
        #expect(!border.isClose(to: background), "the framed button's border is drawn")
    }

    @Test("a style set on a stack reaches the buttons inside it; a style nearer the button wins")
    func styleIsInherited() throws {
        let host = try GtkTestHost(
            VStack {
                Button("One") {}
                HStack {
                    Button("Two") {}
                    Button("Three") {}.buttonStyle(.borderedProminent)
                }
            }
            .buttonStyle(.borderless))
        defer { host.close() }
        #expect(classes(of: try host.button("One")) == ["flat"])
        #expect(classes(of: try host.button("Two")) == ["flat"])
        #expect(classes(of: try host.button("Three")) == ["suggested-action"])
    }

    @Test("Button(_:systemImage:) shows the Adwaita icon and its title; icon-only, the title names the icon")
    func systemImageButtons() throws {
        let log = Log()
        let host = try GtkTestHost(
            HStack {
                Button("Delete", systemImage: "trash") { log.entries.append("delete") }
                Button("Add", systemImage: "plus") { log.entries.append("add") }.labelStyle(.iconOnly)
                Button("Remove", systemImage: "minus", role: .destructive) { log.entries.append("remove") }
            })
        defer { host.close() }
        let trash = try host.icon("user-trash-symbolic")
        let delete = try host.button("Delete")
        #expect(trash.parent?.parent?.isSameWidget(as: delete) == true, "the icon is inside the button")
        #expect(!host.isShown(text: "Add"))
        let add = try host.icon("list-add-symbolic")
        #expect(add.imageAccessibleLabel == "Add", "the icon, and so the button, is announced as Add")
        #expect(try host.button("Remove").hasCSSClass("destructive-action"))
        host.click(delete)
        host.click(try #require(add.parent as? Gtk.Button))
        #expect(log.entries == ["delete", "add"])
    }

    struct ScaleButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding()
                .background(configuration.isPressed ? Color.gray : Color.blue)
        }
    }

    struct PressReporter: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isPressed ? "pressed" : "up")
            }
        }
    }

    @Test("a custom ButtonStyle replaces the frame with its body; isPressed flips while the pointer holds it down")
    func customButtonStyle() throws {
        let log = Log()
        let host = try GtkTestHost(
            VStack {
                Button("Press me") { log.entries.append("pressed") }.buttonStyle(ScaleButtonStyle())
                Button("Report") { log.entries.append("report") }.buttonStyle(PressReporter())
            })
        defer { host.close() }
        let button = try host.button("Press me")
        #expect(classes(of: button) == ["gtkui-custom-style-button"])
        // The padding and background are drawn on the label's own box, and nothing around it.
        let label = try #require(host.label("Press me"))
        #expect(button.renderedSize.width == label.renderedSize.width)
        #expect(button.renderedSize.height == label.renderedSize.height)
        #expect(label.renderedSize.height >= 32, "the style's padding")
        var pixels = try host.renderWindow()
        #expect(pixels.color(at: button, x: 3, y: 3).isClose(to: RGBA(.blue), tolerance: 0.05))

        host.statistics.reset()
        host.press(button)
        pixels = try host.renderWindow()
        #expect(pixels.color(at: button, x: 3, y: 3).isClose(to: RGBA(.gray), tolerance: 0.05))
        #expect(host.statistics.bodyEvaluations == 1, "only the style's body")
        #expect(log.entries.isEmpty, "a press is not a click")
        host.release(button)
        pixels = try host.renderWindow()
        #expect(pixels.color(at: button, x: 3, y: 3).isClose(to: RGBA(.blue), tolerance: 0.05))
        #expect(log.entries == ["pressed"])
        #expect(host.statistics.bodyEvaluations == 2)

        let reporter = try host.button("Report")
        #expect(host.isShown(text: "up"))
        host.press(reporter)
        #expect(host.isShown(text: "pressed"))
        host.release(reporter)
        #expect(host.isShown(text: "up"))
        #expect(log.entries == ["pressed", "report"])
    }

    @Test("a keyboard activation presses a custom-styled button too, then clicks it")
    func customStyleKeyboardPress() throws {
        let log = Log()
        let host = try GtkTestHost(Button("Report") { log.entries.append("report") }.buttonStyle(PressReporter()))
        defer { host.close() }
        let button = try host.button("Report")
        button.grabFocus()
        button.activate()
        host.waitUntilIdle()
        #expect(host.isShown(text: "pressed"))
        host.activate(button)
        #expect(host.isShown(text: "up"))
        #expect(log.entries.count >= 1)
    }

    struct ProminentTrigger: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button(configuration).buttonStyle(.borderedProminent)
                Text("made by the style")
            }
        }
    }

    @Test("a PrimitiveButtonStyle makes the button: Button(configuration) triggers the action")
    func primitiveButtonStyle() throws {
        let log = Log()
        let host = try GtkTestHost(
            Button("Go", role: .destructive) { log.entries.append("go") }.buttonStyle(ProminentTrigger()))
        defer { host.close() }
        #expect(host.isShown(text: "made by the style"))
        let button = try host.button("Go")
        #expect(classes(of: button) == ["destructive-action"], "the configuration carries the role")
        host.click(button)
        #expect(log.entries == ["go"])
    }

    @Test(".controlSize makes buttons shorter or taller; .mini and .small use a smaller font")
    func controlSizes() throws {
        let host = try GtkTestHost(
            HStack(alignment: .center) {
                Button("Mini") {}.controlSize(.mini)
                Button("Small") {}.controlSize(.small)
                Button("Regular") {}.controlSize(.regular)
                Button("Large") {}.controlSize(.large)
                Button("Extra") {}.controlSize(.extraLarge)
            })
        defer { host.close() }
        let heights = try ["Mini", "Small", "Regular", "Large", "Extra"].map { try host.button($0).renderedSize.height }
        #expect(heights == heights.sorted() && Set(heights).count == 5, "\(heights)")
        #expect(heights[2] >= 24 && heights[3] >= 34 && heights[4] >= 44)
        #expect(try host.button("Mini").hasCSSClass("gtkui-control-mini"))
        #expect(!(try host.button("Regular").hasCSSClass("gtkui-control-regular")))
        let mini = try #require(host.label("Mini")).renderedSize.height
        let regular = try #require(host.label("Regular")).renderedSize.height
        #expect(mini < regular, "a smaller font")
    }

    @Test(".tint colours a prominent button; without one it has the accent colour")
    func tintedProminentButton() throws {
        let host = try GtkTestHost(
            HStack {
                Button("Accent") {}.buttonStyle(.borderedProminent)
                Button("Green") {}.buttonStyle(.borderedProminent).tint(.green)
                VStack { Button("Orange") {}.buttonStyle(.borderedProminent) }.tint(.orange)
                Button("Off") {}.buttonStyle(.borderedProminent).tint(.green).disabled(true)
            })
        defer { host.close() }
        let pixels = try host.renderWindow()
        func fill(_ title: String) throws -> RGBA {
            let button = try host.button(title)
            return pixels.color(at: button, x: 4, y: Double(button.renderedSize.height) / 2)
        }
        #expect(try fill("Green").isClose(to: RGBA(.green), tolerance: 0.05))
        #expect(try fill("Orange").isClose(to: RGBA(.orange), tolerance: 0.05))
        #expect(!(try fill("Off")).isClose(to: RGBA(.green), tolerance: 0.2), "a disabled button is greyed, not tinted")
        let accent = try fill("Accent")
        #expect(accent.blue > accent.red + 0.3, "GNOME's blue accent: \(accent)")
    }

    @Test(".keyboardShortcut activates the button from anywhere in the window, with Ctrl for .command")
    func keyboardShortcut() throws {
        let log = Log()
        let host = try GtkTestHost(
            VStack {
                TextField("Notes", text: .constant(""))
                Button("Save") { log.entries.append("save") }.keyboardShortcut("s")
                Button("Export") { log.entries.append("export") }.keyboardShortcut("e", modifiers: [.command, .shift])
            })
        defer { host.close() }
        try host.press(key: "s", modifiers: .command)
        #expect(log.entries == ["save"])
        try host.press(key: "s")
        #expect(log.entries == ["save"], "s alone types, it does not save")
        try host.press(key: "e", modifiers: .command)
        #expect(log.entries == ["save"], "Export needs Shift too")
        try host.press(key: "e", modifiers: [.command, .shift])
        #expect(log.entries == ["save", "export"])
    }

    struct DefaultAndCancel: View {
        let log: Log
        @State private var showsSave = true

        var body: some View {
            VStack {
                TextField("Title", text: .constant(""))
                if showsSave {
                    Button("Save") { log.entries.append("save") }.keyboardShortcut("s")
                }
                Button("Done") { log.entries.append("done") }.keyboardShortcut(.defaultAction)
                Button("Cancel", role: .cancel) { log.entries.append("cancel") }.keyboardShortcut(.cancelAction)
                Button("Hide Save") { showsSave = false }
            }
        }
    }

    @Test(".defaultAction is Return, also in a text field, and looks prominent; .cancelAction is Escape")
    func defaultAndCancelActions() throws {
        let log = Log()
        let host = try GtkTestHost(DefaultAndCancel(log: log))
        defer { host.close() }
        #expect(classes(of: try host.button("Done")) == ["suggested-action"])
        #expect(classes(of: try host.button("Cancel")) == [])
        try host.field(placeholder: "Title").grabFocus()
        try host.press(key: .return)
        #expect(log.entries == ["done"], "Return in the field activates the default button")
        try host.press(key: .escape)
        #expect(log.entries == ["done", "cancel"])
        // As on GNOME, a focused button takes Return itself.
        try host.button("Save").grabFocus()
        try host.press(key: .return)
        #expect(log.entries == ["done", "cancel", "save"])
    }

    @Test("a button's shortcut goes when the button leaves the view")
    func shortcutLeavesWithItsButton() throws {
        let log = Log()
        let host = try GtkTestHost(DefaultAndCancel(log: log))
        defer { host.close() }
        try host.press(key: "s", modifiers: .command)
        #expect(log.entries == ["save"])
        host.click(try host.button("Hide Save"))
        #expect(!host.isShown(text: "Save"))
        try host.press(key: "s", modifiers: .command)
        #expect(log.entries == ["save"], "the shortcut left with its button")
    }

    struct DisablingForm: View {
        let log: Log
        @State private var isDisabled = false
        @State private var name = ""
        @State private var notify = false

        var body: some View {
            VStack {
                Toggle("Disable the form", isOn: $isDisabled)
                VStack {
                    TextField("Name", text: $name)
                    Toggle("Notify me", isOn: $notify)
                    Button("Send") { log.entries.append("send") }.keyboardShortcut("d")
                    EnabledReader()
                    VStack { Button("Still off") { log.entries.append("still off") } }.disabled(false)
                }
                .disabled(isDisabled)
            }
        }
    }

    struct EnabledReader: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text(isEnabled ? "enabled" : "disabled") }
    }

    @Test(".disabled on a stack turns off every control inside; turning it back on is one write per control")
    func disabledStack() throws {
        let log = Log()
        let host = try GtkTestHost(DisablingForm(log: log))
        defer { host.close() }
        let send = try host.button("Send")
        let stillOff = try host.button("Still off")
        let field = try host.field(placeholder: "Name")
        let notify = try host.toggle("Notify me")
        let controls: [Gtk.Widget] = [send, stillOff, field, notify]
        #expect(controls.allSatisfy { $0.isEffectivelySensitive })
        #expect(host.isShown(text: "enabled"))

        host.click(try host.toggle("Disable the form"))
        for control in controls {
            #expect(!control.isEffectivelySensitive, "\(control.typeName)")
        }
        #expect(try host.toggle("Disable the form").isSensitive, "the switch outside stays on")
        #expect(host.isShown(text: "disabled"), "@Environment(\\.isEnabled) reads it")
        try host.press(key: "d", modifiers: .command)
        #expect(log.entries.isEmpty, "a disabled button's shortcut does nothing")

        host.statistics.reset()
        host.click(try host.toggle("Disable the form"))
        #expect(controls.allSatisfy { $0.isEffectivelySensitive })
        #expect(host.statistics.writes(of: "Button.sensitive") == 2)
        #expect(host.statistics.writes(of: "Entry.sensitive") == 1)
        #expect(host.statistics.writes(of: "Switch.sensitive") == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1, "enabled")
        #expect(host.statistics.widgetWrites == 5, "the four controls and the reader's text")
        host.click(send)
        #expect(log.entries == ["send"])
    }

    @Test("closing a window releases the press observers, shortcuts and tooltips of its buttons")
    func closingReleasesEverything() throws {
        try GtkTestHost.startGTK()
        try GtkTestHost(Button("warm up") {}.buttonStyle(PressReporter()).keyboardShortcut("w")).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(DefaultAndCancel(log: Log()).buttonStyle(PressReporter()).help("Tip"))
            host.press(try host.button("Done"))
            host.release(try host.button("Done"))
            try host.press(key: "s", modifiers: .command)
            host.click(try host.button("Hide Save"))
            #expect(Gtk.liveSignalHandlerCount > handlers)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }

    @Test(".help sets the tooltip of the view's widget")
    func help() throws {
        let host = try GtkTestHost(
            VStack {
                Button("Sync", systemImage: "arrow.clockwise") {}.help("Fetch the latest notes")
                Text("Status").help(Text("Shows whether **syncing** works"))
            })
        defer { host.close() }
        #expect(try host.button("Sync").tooltip == "Fetch the latest notes")
        #expect(host.label("Status")?.tooltip == "Shows whether syncing works")
    }
}
