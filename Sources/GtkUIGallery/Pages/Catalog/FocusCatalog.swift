import Foundation
import GtkUI

/// An order form driven from the keyboard: `@FocusState` follows and moves focus, Return
/// moves to the next field, value fields parse numbers, prices and percentages, the message
/// grows as it wraps, and `.onKeyPress` moves between fields with the arrow keys.
struct FocusCatalog: View {
    enum Field: Hashable, CaseIterable {
        case name, quantity, price, discount, message
    }

    @State private var name = ""
    @State private var quantity = 1
    @State private var price = 12.5
    @State private var discount = 0.1
    @State private var message = ""
    @State private var giftWrap = false
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField("Name", text: $name, prompt: Text("Required")).focused($focus, equals: .name)
            HStack {
                TextField("Quantity", value: $quantity, format: .number).focused($focus, equals: .quantity)
                TextField("Price", value: $price, format: .currency(code: "EUR")).focused($focus, equals: .price)
                TextField("Discount", value: $discount, format: .percent).focused($focus, equals: .discount)
            }
            TextField("Message", text: $message, axis: .vertical).lineLimit(4).focused($focus, equals: .message)
            Toggle("Gift wrap", isOn: $giftWrap)
            Text(verbatim: "Total \(total.formatted(.currency(code: "EUR")))").font(.headline)
            Text("Editing: \(focus.map { "\($0)" } ?? "nothing")").foregroundStyle(.secondary)
            HStack {
                Button("First field") { focus = .name }
                Button("Done") { focus = nil }
            }
        }
        .onSubmit { focus = focus.flatMap(next) }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            guard let current = focus, current != .message else { return .ignored }
            focus = press.key == .downArrow ? next(current) ?? current : previous(current) ?? current
            return .handled
        }
        .onKeyPress(.escape) {
            focus = nil
            return .handled
        }
    }

    private var total: Double { Double(quantity) * price * (1 - discount) }

    private func next(_ field: Field) -> Field? {
        let all = Field.allCases
        return all.firstIndex(of: field).flatMap { all.index(after: $0) < all.endIndex ? all[$0 + 1] : nil }
    }

    private func previous(_ field: Field) -> Field? {
        let all = Field.allCases
        return all.firstIndex(of: field).flatMap { $0 > 0 ? all[$0 - 1] : nil }
    }
}
