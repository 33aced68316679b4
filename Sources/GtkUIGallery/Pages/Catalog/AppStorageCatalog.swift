import GtkUI

/// Settings kept with `@AppStorage`: a switch, a picker and a text field whose values survive
/// a restart, and the file they live in.
struct AppStorageCatalog: View {
    enum Theme: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    @AppStorage("catalog.showsPreview") private var showsPreview = true
    @AppStorage("catalog.theme") private var theme: Theme = .system
    @AppStorage("catalog.signature") private var signature = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Show Preview", isOn: $showsPreview)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            TextField("Signature", text: $signature)
            Text(
                "Preview \(showsPreview ? "on" : "off"), \(theme.rawValue) theme, "
                    + "signature \(signature.isEmpty ? "empty" : "“\(signature)”")"
            )
            .foregroundStyle(.secondary)
            Text("Saved in \(_AppStorageStore.shared.fileURL.path)").font(.caption)
        }
        .padding(4)
    }
}
