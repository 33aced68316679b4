import GtkUI

/// Buttons in every style, role and size, with icons, tints, custom styles, keyboard shortcuts,
/// tooltips and a form that turns off.
struct ButtonsCatalog: View {
    @State private var lastAction = "none yet"
    @State private var presses = 0
    @State private var isFormDisabled = false
    @State private var note = ""

    private static let sizes: [(String, ControlSize)] = [
        ("Mini", .mini), ("Small", .small), ("Regular", .regular), ("Large", .large), ("Extra large", .extraLarge),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Last action: \(lastAction)").font(.headline)
            HStack {
                Button("Automatic") { lastAction = "Automatic" }
                Button("Bordered") { lastAction = "Bordered" }.buttonStyle(.bordered)
                Button("Prominent") { lastAction = "Prominent" }.buttonStyle(.borderedProminent)
                Button("Borderless") { lastAction = "Borderless" }.buttonStyle(.borderless)
                Button("Plain") { lastAction = "Plain" }.buttonStyle(.plain)
                Button("Link") { lastAction = "Link" }.buttonStyle(.link)
            }
            HStack {
                Button("Delete", role: .destructive) { lastAction = "Delete" }
                Button("Delete all", role: .destructive) { lastAction = "Delete all" }
                    .buttonStyle(.borderedProminent)
                Button("Remove", systemImage: "trash", role: .destructive) { lastAction = "Remove" }
                    .buttonStyle(.borderless)
                Button("Cancel", role: .cancel) { lastAction = "Cancel" }
            }
            HStack {
                Button("Add", systemImage: "plus") { lastAction = "Add" }
                Button("Share", systemImage: "square.and.arrow.up") { lastAction = "Share" }
                    .labelStyle(.iconOnly)
                    .help("Share the note")
                Button("Favourite", systemImage: "star") { lastAction = "Favourite" }
                    .labelStyle(.iconOnly)
                    .buttonStyle(.borderless)
                    .help("Mark as favourite")
                Button("Green") { lastAction = "Green" }.buttonStyle(.borderedProminent).tint(.green)
                Button("Purple link") { lastAction = "Purple link" }.buttonStyle(.link).tint(.purple)
            }
            HStack(alignment: .center) {
                ForEach(Self.sizes.indices, id: \.self) { index in
                    Button(Self.sizes[index].0) { lastAction = Self.sizes[index].0 }
                        .controlSize(Self.sizes[index].1)
                }
            }
            HStack(alignment: .center, spacing: 12) {
                Button("Press and hold") { presses += 1 }.buttonStyle(PressableCardStyle())
                Text("\(presses) presses")
                Button("Empty the bin") { lastAction = "Emptied the bin" }.buttonStyle(ConfirmingButtonStyle())
            }
            Toggle("Disable the form", isOn: $isFormDisabled)
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    TextField("Note", text: $note).frame(width: 160)
                    Button("Save (Ctrl+S)") { lastAction = "Saved “\(note)”" }.keyboardShortcut("s")
                    Button("Done (Return)") { lastAction = "Done" }.keyboardShortcut(.defaultAction)
                    Button("Cancel (Esc)", role: .cancel) { lastAction = "Cancelled" }
                        .keyboardShortcut(.cancelAction)
                }
                FormStatus()
            }
            .disabled(isFormDisabled)
        }
    }
}

/// A card that darkens while it is held down: a custom `ButtonStyle` reading `isPressed`.
struct PressableCardStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .foregroundColor(.white)
            .background(configuration.isPressed ? Color.indigo : Color.blue)
            .cornerRadius(8)
    }
}

/// A button that acts only once confirmed: a `PrimitiveButtonStyle` that decides what triggers it.
struct ConfirmingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.label
            Button("Yes, do it") { configuration.trigger() }
                .buttonStyle(.borderedProminent)
                .controlSize(.small)
        }
    }
}

/// Says whether the form around it is enabled, from `@Environment(\.isEnabled)`.
private struct FormStatus: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(isEnabled ? "The form is enabled" : "The form is disabled").foregroundStyle(.secondary)
    }
}

#Preview {
    ButtonsCatalog()
}
