import GtkUI

/// Labelled rows, dividers, a disclosure group bound to a button, and a control group.
struct FormsCatalog: View {
    @State private var showsAdvanced = false
    @State private var brightness = 0.7
    @State private var alignment = "Left"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            LabeledContent("Version", value: "1.2.0")
            LabeledContent("Downloads", value: 1_250_000, format: .number)
            LabeledContent("Brightness") {
                Slider(value: $brightness).frame(width: 160)
            }
            Divider()
            HStack {
                Text("Left")
                Divider()
                Text("Right")
            }
            .frame(height: 24)
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                VStack(alignment: .leading) {
                    Text("Cache size: 120 MB")
                    Text("Log level: Info")
                }
            }
            Button(showsAdvanced ? "Hide advanced" : "Show advanced") { showsAdvanced.toggle() }
            DisclosureGroup {
                Text("This group keeps its own state.")
            } label: {
                Label("About", systemImage: "info.circle")
            }
            Divider()
            ControlGroup("Alignment") {
                Button("Left") { alignment = "Left" }
                Button("Center") { alignment = "Center" }
                Button("Right") { alignment = "Right" }
            }
            Text(verbatim: "Alignment: \(alignment)")
        }
        .frame(width: 380)
    }
}

#Preview("Labelled rows", traits: .fixedLayout(width: 420, height: 360)) {
    FormsCatalog()
}
