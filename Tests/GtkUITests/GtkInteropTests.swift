import GtkUI
import GtkUITesting
import Testing

/// Proves the C interop, signal trampolines and test host end to end with raw GTK widgets.
@MainActor
@Suite("GTK interop")
struct GtkInteropTests {
    @Test("typing into a real entry fires changed and updates a real label")
    func typingUpdatesLabel() throws {
        try GtkTestHost.startGTK()
        let window = Gtk.Window()
        let box = Gtk.Box(orientation: .vertical, spacing: 6)
        let entry = Gtk.Entry()
        entry.placeholder = "Type here"
        let label = Gtk.Label("nothing yet")
        box.append(entry)
        box.append(label)
        window.setChild(box)
        var changes = 0
        entry.connect("changed") { [weak entry, weak label] in
            changes += 1
            label?.text = "typed: \(entry?.text ?? "")"
        }
        window.present()
        for character in "123" { entry.insertAtCursor(String(character)) }
        #expect(changes == 3)
        #expect(label.text == "typed: 123")
        #expect(entry.cursorPosition == 3)
        window.destroy()
    }

    @Test("signal closures are released when disconnected")
    func handlersAreReleased() throws {
        try GtkTestHost.startGTK()
        let before = Gtk.liveSignalHandlerCount
        let button = Gtk.Button(label: "Press")
        button.connect("clicked") {}
        button.connect("clicked") {}
        #expect(Gtk.liveSignalHandlerCount == before + 2)
        button.disconnectAllSignals()
        #expect(Gtk.liveSignalHandlerCount == before)
    }

    @Test("a widget's closures are released when the widget is finalized")
    func handlersReleasedOnFinalize() throws {
        try GtkTestHost.startGTK()
        let before = Gtk.liveSignalHandlerCount
        do {
            let entry = Gtk.Entry()
            entry.connect("changed") {}
            #expect(Gtk.liveSignalHandlerCount == before + 1)
        }
        #expect(Gtk.liveSignalHandlerCount == before)
    }
}
