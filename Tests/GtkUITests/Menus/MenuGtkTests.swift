import Foundation
import GtkUI
import GtkUITesting
import Observation
import Testing

/// `Menu` on real GTK widgets: a `GtkMenuButton` opening a `GtkPopoverMenu`, its items chosen
/// as a person does — clicked, or with the keyboard — and the check and radio states following
/// the bound values both ways.
@MainActor
@Suite("Menu on GTK", .serialized)
struct MenuGtkTests {
    enum Order: String, CaseIterable, Identifiable {
        case name, date, size
        var id: Self { self }
    }

    @Observable final class Model {
        var log: [String] = []
        var showsHidden = false
        var order = Order.name
        var canDelete = true
    }

    struct FileMenu: View {
        let model: Model
        var body: some View {
            @Bindable var model = model
            VStack {
                Menu("File") {
                    Button("Open") { model.log.append("open") }
                    Button("Delete", role: .destructive) { model.log.append("delete") }
                        .disabled(!model.canDelete)
                    Divider()
                    Toggle("Show Hidden", isOn: $model.showsHidden)
                    Picker("Sort By", selection: $model.order) {
                        ForEach(Order.allCases) { Text($0.rawValue.capitalized) }
                    }
                    Menu("Export") {
                        Button("PDF") { model.log.append("pdf") }
                            .keyboardShortcut("e")
                    }
                }
                Text("Hidden: \(model.showsHidden ? "shown" : "not shown")")
            }
        }
    }

    @Test("opening the menu shows its items with check and radio states; choosing runs the button")
    func chooseItem() throws {
        let model = Model()
        let host = try GtkTestHost(FileMenu(model: model))
        defer { host.close() }
        let button = try host.menuButton("File")
        #expect(host.shownTexts.contains("File"))
        try host.openMenu("File")
        #expect(host.openMenus.count == 1)
        #expect(
            host.shownMenuItems.map(\.description) == [
                "Open", "Delete", "[ ] Show Hidden", "(•) Name", "( ) Date", "( ) Size", "Export >",
            ])
        try host.chooseMenuItem(["Open"])
        #expect(model.log == ["open"])
        #expect(host.openMenus.isEmpty, "choosing an item closes the menu")
        #expect(button.isMapped)
    }

    @Test("a toggle in the menu writes its Bool; a picker writes the selection; what is shown follows")
    func toggleAndPicker() throws {
        let model = Model()
        let host = try GtkTestHost(FileMenu(model: model))
        defer { host.close() }
        try host.chooseMenuItem("Show Hidden", inMenu: "File")
        #expect(model.showsHidden)
        #expect(host.isShown(text: "Hidden: shown"))
        try host.chooseMenuItem("Date", inMenu: "File")
        #expect(model.order == .date)
        try host.openMenu("File")
        #expect(host.shownMenuItems.filter(\.isChecked).map(\.title) == ["Show Hidden", "Date"])
        try host.closeMenus()
    }

    @Test("a submenu opens in the popover and its item runs")
    func submenu() throws {
        let model = Model()
        let host = try GtkTestHost(FileMenu(model: model))
        defer { host.close() }
        try host.openMenu("File")
        try host.chooseMenuItem(["Export"])
        #expect(host.shownMenuItems.map(\.title).contains("PDF"))
        #expect(!host.shownMenuItems.map(\.title).contains("Open"), "the submenu replaces the main page")
        try host.chooseMenuItem(["PDF"])
        #expect(model.log == ["pdf"])
    }

    @Test("values changed from code move the check and radio marks without choosing anything")
    func reverseDirection() throws {
        let model = Model()
        let host = try GtkTestHost(FileMenu(model: model))
        defer { host.close() }
        host.statistics.reset()
        model.order = .size
        model.showsHidden = true
        host.waitUntilIdle()
        #expect(host.statistics.writes(of: "Menu.state") == 2)
        #expect(host.statistics.writes(of: "Menu.items") == 0, "the menu is not rebuilt")
        #expect(model.log.isEmpty)
        try host.openMenu("File")
        #expect(host.shownMenuItems.filter(\.isChecked).map(\.title) == ["Show Hidden", "Size"])
        try host.closeMenus()
        // Disabling an item changes one action's enabled flag.
        host.statistics.reset()
        model.canDelete = false
        host.waitUntilIdle()
        #expect(host.statistics.writes(of: "Menu.enabled") == 1)
        try host.openMenu("File")
        #expect(host.shownMenuItems.first { $0.title == "Delete" }?.isEnabled == false)
        #expect(throws: TestHostError.self) { try host.chooseMenuItem(["Delete"]) }
        try host.closeMenus()
        #expect(model.log.isEmpty)
    }

    @Test("keyboard only: focus the menu, open it with Return, move with Down and choose with Return")
    func keyboardOnly() throws {
        let model = Model()
        let host = try GtkTestHost(FileMenu(model: model))
        defer { host.close() }
        let toggle = try #require(try host.menuButton("File").toggleButton)
        try host.movePointerAway()
        toggle.grabFocus()
        try host.press(key: .return)
        #expect(host.waitUntilMenuOpens(), "Return opens the menu")
        #expect(host.openMenus.count == 1)
        try host.press(key: .return)
        #expect(model.log == ["open"], "the first item has the focus")
        #expect(host.openMenus.isEmpty)
        try host.press(key: .return)
        #expect(host.waitUntilMenuOpens())
        try host.press(key: .downArrow)
        try host.press(key: .downArrow)
        try host.press(key: .return)
        #expect(model.showsHidden, "Down twice reaches the toggle")
        #expect(model.log == ["open"])
    }

    @Test("an item's keyboard shortcut runs it with the menu closed, and is shown beside it")
    func shortcut() throws {
        let model = Model()
        let host = try GtkTestHost(FileMenu(model: model))
        defer { host.close() }
        try host.press(key: "e", modifiers: .command)
        #expect(model.log == ["pdf"])
        try host.openMenu("File")
        try host.chooseMenuItem(["Export"])
        #expect(host.shownMenuItems.first { $0.title == "PDF" }?.shortcut == "Ctrl+E")
        try host.closeMenus()
    }
}
