import GtkUI

/// One setting shown with every toggle style, and a label made of views.
struct TogglesCatalog: View {
    @State private var notifications = true
    @State private var bold = false
    @State private var italic = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 8) {
                Text("One value, three styles").font(.headline)
                Toggle("Notifications", isOn: $notifications)
                Toggle("Notifications", isOn: $notifications).toggleStyle(.checkbox)
                Toggle("Notifications", systemImage: "bell", isOn: $notifications).toggleStyle(.button)
                Text(notifications ? "Notifications are on" : "Notifications are off").foregroundStyle(.secondary)
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Formatting buttons").font(.headline)
                HStack {
                    Toggle(isOn: $bold) { Image(systemName: "bold") }
                    Toggle(isOn: $italic) { Image(systemName: "italic") }
                }
                .toggleStyle(.button)
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Label hidden").font(.headline)
                Toggle("Italic", isOn: $italic).labelsHidden()
            }
        }
        .padding(4)
    }
}
