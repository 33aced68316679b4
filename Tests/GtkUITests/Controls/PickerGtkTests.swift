import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Picker` on real GTK widgets: a drop-down, segments and radio buttons operated as a person
/// does, the bound value in both directions, optional and enum selections, names and keys.
@MainActor
@Suite("Picker on GTK", .serialized)
struct PickerGtkTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    final class Order: ObservableObject {
        @Published var flavor = Flavor.vanilla
    }

    struct OrderForm: View {
        @ObservedObject var order: Order
        var body: some View {
            VStack {
                Picker("Flavor", selection: $order.flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                Picker("Segments", selection: $order.flavor) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker("Radios", selection: $order.flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.radioGroup)
                Text("Chose \(order.flavor.rawValue)")
            }
        }
    }

    @Test("choosing in the drop-down shows the row and writes the binding once")
    func dropDown() throws {
        let order = Order()
        let host = try GtkTestHost(OrderForm(order: order))
        defer { host.close() }
        let picker = try host.picker("Flavor")
        #expect(host.items(of: picker) == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(host.selectedItem(of: picker) == "Vanilla")
        var writes = 0
        let subscription = order.$flavor.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        try host.select("Strawberry", in: picker)
        #expect(order.flavor == .strawberry)
        #expect(writes == 1)
        #expect(host.selectedItem(of: picker) == "Strawberry")
        #expect(host.isShown(text: "Chose strawberry"))
        #expect(host.selectedItem(of: try host.picker("Segments")) == "Strawberry")
        #expect(host.selectedItem(of: try host.picker("Radios")) == "Strawberry")
        #expect(host.statistics.bodyEvaluations(of: OrderForm.self) == 1)
        #expect(
            host.statistics.writes(of: "Picker.selected") == 2, "the other two pickers move; this one is not echoed")
    }

    @Test("clicking a segment presses it alone and writes the binding")
    func segments() throws {
        let order = Order()
        let host = try GtkTestHost(OrderForm(order: order))
        defer { host.close() }
        let picker = try host.picker("Segments")
        #expect(picker.hasCSSClass("linked"))
        let chocolate = try #require(host.choices(of: picker).first)
        try host.clickPointer(on: chocolate)
        #expect(order.flavor == .chocolate)
        #expect(host.choices(of: picker).map(host.isActive) == [true, false, false])
        #expect(host.selectedItem(of: try host.picker("Flavor")) == "Chocolate")
        // Clicking the pressed segment again keeps it pressed, as in a linked group.
        try host.clickPointer(on: chocolate)
        #expect(host.isActive(chocolate))
        #expect(order.flavor == .chocolate)
    }

    @Test("clicking a radio button chooses it; the others are released")
    func radios() throws {
        let order = Order()
        let host = try GtkTestHost(OrderForm(order: order))
        defer { host.close() }
        let picker = try host.picker("Radios")
        let radios = host.choices(of: picker)
        #expect(radios.count == 3)
        try host.clickPointer(on: radios[2])
        #expect(order.flavor == .strawberry)
        #expect(radios.map(host.isActive) == [false, false, true])
        try host.select("Chocolate", in: picker)
        #expect(order.flavor == .chocolate)
        #expect(host.isShown(text: "Chose chocolate"))
    }

    @Test("setting the value from code moves every picker once, with no echo back")
    func fromCode() throws {
        let order = Order()
        let host = try GtkTestHost(OrderForm(order: order))
        defer { host.close() }
        var writes = 0
        let subscription = order.$flavor.dropFirst().sink { _ in writes += 1 }
        defer { subscription.cancel() }
        host.statistics.reset()
        order.flavor = .chocolate
        host.waitUntilIdle()
        #expect(writes == 1, "moving the widgets wrote nothing back")
        #expect(host.statistics.bodyEvaluations(of: OrderForm.self) == 1)
        #expect(host.statistics.writes(of: "Picker.selected") == 3)
        #expect(host.statistics.writes(of: "Picker.items") == 0)
        for title in ["Flavor", "Segments", "Radios"] {
            #expect(host.selectedItem(of: try host.picker(title)) == "Chocolate")
        }
    }

    struct Topping: View {
        @State var topping: Flavor? = .vanilla
        var body: some View {
            VStack {
                Picker("Topping", selection: $topping) {
                    Text("None").tag(nil as Flavor?)
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag(Optional($0)) }
                }
                Text(topping?.rawValue ?? "no topping")
                Button("Clear") { topping = nil }
            }
        }
    }

    @Test("an optional selection: the nil-tagged row stands for nil, both ways")
    func optional() throws {
        let host = try GtkTestHost(Topping())
        defer { host.close() }
        let picker = try host.picker("Topping")
        #expect(host.selectedItem(of: picker) == "Vanilla")
        host.click(try host.button("Clear"))
        #expect(host.selectedItem(of: picker) == "None")
        #expect(host.isShown(text: "no topping"))
        try host.select("Strawberry", in: picker)
        #expect(host.isShown(text: "strawberry"))
        try host.select("None", in: picker)
        #expect(host.isShown(text: "no topping"))
    }

    struct Unmatched: View {
        @State var size = 7
        var body: some View {
            Picker("Shoe size", selection: $size) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
        }
    }

    @Test("a selection no row is tagged with shows nothing chosen and is reported once")
    func unmatched() throws {
        let (host, messages) = try capturingDiagnostics { try GtkTestHost(Unmatched()) }
        defer { host.close() }
        #expect(host.selectedItem(of: try host.picker("Shoe size")) == nil)
        #expect(messages.filter { $0.contains("Picker “Shoe size”") && $0.contains("7") }.count == 1)
        try host.select("Large", in: try host.picker("Shoe size"))
        #expect(host.selectedItem(of: try host.picker("Shoe size")) == "Large")
    }

    @Test("the title names the control for screen readers, also when hidden")
    func accessibleNames() throws {
        let host = try GtkTestHost(
            VStack {
                Picker("Visible", selection: .constant(1)) { Text("One").tag(1) }
                Picker("Hidden", selection: .constant(1)) { Text("One").tag(1) }.labelsHidden()
            })
        defer { host.close() }
        #expect(host.isShown(text: "Visible"))
        #expect(!host.isShown(text: "Hidden"))
        #expect(try host.picker("Hidden").recordedAccessibleLabel == "Hidden")
    }

    @Test("the drop-down is reached and operated with the keyboard")
    func keyboardDropDown() throws {
        let order = Order()
        let host = try GtkTestHost(OrderForm(order: order))
        defer { host.close() }
        let picker = try host.picker("Flavor")
        #expect(picker.grabFocus())
        // Space opens the popover with its first row focused; Down twice reaches the third.
        // One call: focusing the window again would close the popover.
        try host.pressKeys("space", "Down", "Down", "Return")
        #expect(order.flavor == .strawberry)
        #expect(host.selectedItem(of: picker) == "Strawberry")
    }

    @Test("radio buttons are focusable and Space chooses the focused one")
    func keyboardRadios() throws {
        let order = Order()
        let host = try GtkTestHost(OrderForm(order: order))
        defer { host.close() }
        let radios = host.choices(of: try host.picker("Radios"))
        #expect(radios[0].grabFocus())
        try host.pressKeys("space")
        #expect(order.flavor == .chocolate)
    }

    struct SortPicker: View {
        @State var order = "name"
        var body: some View {
            Picker("Sort by", selection: $order) {
                Label("Name", systemImage: "textformat").tag("name")
                Label("Date", systemImage: "calendar").tag("date")
                Text("Size").tag("size")
            }
        }
    }

    @Test("a drop-down shows each row's icon before its text, in the button and after a choice")
    func dropDownIcons() throws {
        let host = try GtkTestHost(SortPicker())
        defer { host.close() }
        func shownIcons() -> [String] {
            // The header bar's window buttons are icons too.
            host.allWidgets.compactMap { $0 as? Gtk.Image }.filter(\.isMapped).compactMap(\.iconName)
                .filter { !$0.hasPrefix("window-") }
        }
        let nameIcon = try #require(shownIcons().first, "the chosen row's icon shows in the button")
        #expect(host.isShown(text: "Name"))
        let picker = try host.picker("Sort by")
        try host.select("Date", in: picker)
        let dateIcon = try #require(shownIcons().first)
        #expect(dateIcon != nameIcon)
        #expect(host.isShown(text: "Date"))
        try host.select("Size", in: picker)
        #expect(shownIcons().isEmpty, "a row without an icon shows none")
        #expect(host.isShown(text: "Size"))
    }
}
