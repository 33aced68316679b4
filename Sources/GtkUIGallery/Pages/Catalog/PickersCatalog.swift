import GtkUI

/// One choice shown with every picker style, an optional choice and implicit ForEach tags.
struct PickersCatalog: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    @State private var flavor = Flavor.vanilla
    @State private var topping: Flavor? = nil
    @State private var sortOrder = "name"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            Picker("Segments", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            Picker("Radio buttons", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.radioGroup)
            Picker("Topping", selection: $topping) {
                Text("None").tag(nil as Flavor?)
                ForEach(Flavor.allCases) { Text("\($0.rawValue.capitalized) sauce").tag(Optional($0)) }
            }
            Picker("Sort by", selection: $sortOrder) {
                Label("Name", systemImage: "textformat").tag("name")
                Label("Date", systemImage: "calendar").tag("date")
                Label("Size", systemImage: "internaldrive").tag("size")
            }
            Text("You chose \(flavor.rawValue) with \(topping.map { "\($0.rawValue) sauce" } ?? "no topping").")
                .foregroundStyle(.secondary)
        }
        .padding(4)
    }
}
