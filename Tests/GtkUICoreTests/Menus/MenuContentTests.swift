import Foundation
import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `Menu`: the content views read as items — buttons, toggles, pickers, submenus, dividers,
/// sections, `ForEach` — choices run and write bindings, and state changes update only the
/// states; views that cannot be items are reported once.
@MainActor
@Suite("Menu content")
struct MenuContentTests {
    enum Order: String, CaseIterable, Identifiable, Hashable {
        case name, date, size
        var id: Self { self }
    }

    @Observable final class Model {
        var log: [String] = []
        var showsHidden = false
        var order = Order.name
        var canDelete = true
        var recent = ["a.txt", "b.txt"]
    }

    struct FileMenu: View {
        let model: Model
        var body: some View {
            @Bindable var model = model
            Menu("File") {
                Button("Open") { model.log.append("open") }
                Button("Delete", role: .destructive) { model.log.append("delete") }
                    .disabled(!model.canDelete)
                Divider()
                Toggle("Show Hidden", isOn: $model.showsHidden)
                Picker("Sort By", selection: $model.order) {
                    ForEach(Order.allCases) { Text($0.rawValue.capitalized) }
                }
                Section("Recent") {
                    ForEach(model.recent, id: \.self) { file in
                        Button(file) { model.log.append(file) }
                    }
                }
                Menu("Export") {
                    Button("PDF") { model.log.append("pdf") }
                        .keyboardShortcut("e")
                }
            }
        }
    }

    private func menuButton(_ host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "MenuButton" })
    }

    @Test("items, groups, headings, check and radio states are read from the content")
    func readsItems() throws {
        let model = Model()
        let host = CoreHost(FileMenu(model: model))
        let button = try menuButton(host)
        #expect(button.text == "File")
        let menu = try #require(button.menu)
        #expect(menu.sections.map(\.title) == [nil, nil, "Sort By", "Recent", nil])
        #expect(
            menu.sections.map { $0.items.map(\.title) } == [
                ["Open", "Delete"], ["Show Hidden"], ["Name", "Date", "Size"], ["a.txt", "b.txt"], ["Export"],
            ])
        let items = menu.allItems
        #expect(items.first { $0.title == "Delete" }?.isDestructive == true)
        #expect(items.first { $0.title == "Show Hidden" }?.kind == .toggle(isOn: false))
        #expect(items.filter { $0.kind == .choice(isSelected: true) }.map(\.title) == ["Name"])
        #expect(items.first { $0.title == "PDF" }?.shortcut == KeyboardShortcut("e"))
        guard case .submenu(let export) = items.first(where: { $0.title == "Export" })?.kind else {
            Issue.record("Export is not a submenu")
            return
        }
        #expect(export.allItems.map(\.title) == ["PDF"])
        // The label's text is shown on the button.
        #expect(button.visibleTexts == ["File"])
    }

    @Test("choosing items runs buttons, flips the toggle and writes the picker's selection")
    func choosing() throws {
        let model = Model()
        let host = CoreHost(FileMenu(model: model))
        let button = try menuButton(host)
        button.chooseMenuItem("Open")
        button.chooseMenuItem("b.txt")
        button.chooseMenuItem("Export", "PDF")
        #expect(model.log == ["open", "b.txt", "pdf"])
        button.chooseMenuItem("Show Hidden")
        #expect(model.showsHidden)
        button.chooseMenuItem("Date")
        #expect(model.order == .date)
        host.settle()
        let items = try #require(button.menu).allItems
        #expect(items.first { $0.title == "Show Hidden" }?.kind == .toggle(isOn: true))
        #expect(items.filter { $0.kind == .choice(isSelected: true) }.map(\.title) == ["Date"])
    }

    @Test("a bound value changed from code re-reads the menu alone: no body runs, one menu write")
    func stateFromCode() throws {
        let model = Model()
        let host = CoreHost(FileMenu(model: model))
        let button = try menuButton(host)
        host.statistics.reset()
        model.order = .size
        host.settle()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.writes(of: "MenuButton.menu") == 1)
        #expect(host.statistics.widgetWrites == 1)
        #expect(
            try #require(button.menu).allItems.filter { $0.kind == .choice(isSelected: true) }.map(\.title) == ["Size"])
        // A change the menu did not read writes nothing.
        host.statistics.reset()
        model.log.append("unrelated")
        host.settle()
        #expect(host.statistics.widgetWrites == 0)
    }

    @Test(".disabled inside the content turns the item off; a disabled item cannot be chosen")
    func disabledItems() throws {
        let model = Model()
        let host = CoreHost(FileMenu(model: model))
        let button = try menuButton(host)
        #expect(try #require(button.menu).allItems.first { $0.title == "Delete" }?.isEnabled == true)
        model.canDelete = false
        host.settle()
        #expect(try #require(button.menu).allItems.first { $0.title == "Delete" }?.isEnabled == false)
    }

    @Test("a ForEach of items follows its data")
    func forEachItems() throws {
        let model = Model()
        let host = CoreHost(FileMenu(model: model))
        model.recent.append("c.txt")
        host.settle()
        let recent = try #require(try menuButton(host).menu?.sections.first { $0.title == "Recent" })
        #expect(recent.items.map(\.title) == ["a.txt", "b.txt", "c.txt"])
    }

    struct Unsupported: View {
        @State var volume = 0.5
        var body: some View {
            Menu("Mixer") {
                Button("Mute") {}
                Slider(value: $volume)
                Text("Level")
            }
        }
    }

    @Test("a Slider in a menu is left out and reported once, naming it and the fix")
    func unsupportedView() throws {
        let (host, messages) = capturingDiagnostics { CoreHost(Unsupported()) }
        let menu = try #require(try menuButton(host).menu)
        #expect(menu.allItems.map(\.title) == ["Mute", "Level"])
        #expect(menu.allItems.last?.isEnabled == false)
        let reports = messages.filter { $0.contains("Slider") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Menu “Mixer”") == true)
        #expect(reports.first?.contains("outside the menu") == true)
    }

    struct Items: View {
        let onOpen: @MainActor () -> Void
        var body: some View {
            Button("Open", action: onOpen)
            Button("Close") {}
        }
    }

    struct WithCustomItems: View {
        @State var opened = 0
        var body: some View {
            VStack {
                Text("Opened \(opened)")
                    .contextMenu { Items { opened += 1 } }
            }
        }
    }

    @Test("a context menu reads the items of a custom view without state, and choosing runs them")
    func contextMenuCustomView() throws {
        let host = CoreHost(WithCustomItems())
        let label = try #require(host.allWidgets.first { $0.kind == "Label" && $0.text == "Opened 0" })
        #expect(label.contextMenu?.allItems.map(\.title) == ["Open", "Close"])
        label.chooseContextMenuItem("Open")
        host.settle()
        #expect(host.texts.contains("Opened 1"))
    }

    struct Split: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Menu("Save", systemImage: "square.and.arrow.down") {
                    Button("Save As…") { log.append("save as") }
                }
                Menu {
                    Button("Save As…") { log.append("save as") }
                } label: {
                    Text("Save")
                } primaryAction: {
                    log.append("save")
                }
                .menuStyle(.borderlessButton)
                Text(log.joined(separator: ","))
            }
        }
    }

    @Test("a primary action and a borderless style reach the backend; the primary action runs")
    func primaryAction() throws {
        let host = CoreHost(Split())
        let buttons = host.allWidgets.filter { $0.kind == "MenuButton" }
        #expect(buttons.map { $0.properties["primaryAction"] as? Bool } == [false, true])
        #expect(buttons.map { $0.properties["borderless"] as? Bool } == [false, true])
        #expect(buttons.first?.text == "Save")
        buttons[1].clickPrimaryAction()
        buttons[1].chooseMenuItem("Save As…")
        host.settle()
        #expect(host.texts.contains("save,save as"))
    }
}
