import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Views leave nothing behind: signal closures, GObject references and subscriptions are
/// released when they leave the tree.
@MainActor
@Suite("Leaks", .serialized)
struct LeakTests {
    final class Model: ObservableObject {
        @Published var text = ""
        @Published var items = [1, 2, 3]
    }

    @Observable final class Counter {
        var value = 0
    }

    struct Screen: View {
        @ObservedObject var model: Model
        let counter: Counter
        @State private var showsExtra = true
        @State private var isOn = false

        var body: some View {
            NavigationView {
                VStack {
                    TextField("Name", text: $model.text)
                    if showsExtra {
                        Text("Extra").padding(4).border(Color.red, width: 1)
                    }
                    ForEach(model.items, id: \.self) { Text("Row \($0)") }
                    Toggle("Switch", isOn: $isOn)
                    Button("Hide") { showsExtra.toggle() }
                    Text("Count \(counter.value)")
                    NavigationLink(destination: Text("Detail \(model.text)")) { Text("Open") }
                }
            }
        }
    }

    @Test("closing a window releases every signal handler and widget wrapper")
    func closingReleasesEverything() throws {
        try GtkTestHost.startGTK()
        // A first window warms up process-wide objects (style sheets, settings).
        try GtkTestHost(Text("warm up").border(Color.gray)).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        weak var weakModel: Model?
        do {
            let model = Model()
            weakModel = model
            let counter = Counter()
            let host = try GtkTestHost(Screen(model: model, counter: counter))
            host.type("ab", into: try host.field(placeholder: "Name"))
            host.click(try host.button("Hide"))
            host.click(try host.button("Hide"))
            host.click(try host.button("Open"))
            host.goBack()
            model.items = [3, 4]
            counter.value += 1
            host.waitUntilIdle()
            #expect(Gtk.liveSignalHandlerCount > handlers)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
        #expect(weakModel == nil, "a subscription or closure kept the model alive")
    }

    @Test("a view removed by an if releases its widgets while the window stays open")
    func removedViewReleasesWidgets() throws {
        let host = try GtkTestHost(Screen(model: Model(), counter: Counter()))
        defer { host.close() }
        let wrappers = Gtk.Object.liveCount
        host.click(try host.button("Hide"))
        #expect(!host.isShown(text: "Extra"))
        #expect(Gtk.Object.liveCount == wrappers - 1, "the label, which draws its own border, is released")
    }
}
