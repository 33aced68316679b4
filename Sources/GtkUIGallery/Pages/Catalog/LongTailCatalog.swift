import GtkUI

/// Badges, redacted placeholders, a window subtitle, a sheet that must be saved before it
/// closes, and radial and angular gradients.
struct LongTailCatalog: View {
    @State private var unread = 3
    @State private var isLoading = true
    @State private var isEditing = false
    @State private var hasChanges = true
    @State private var isHighlighted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Inbox").badge(unread)
                Text("Drafts").badge("New")
                Button("Read one") { unread = max(0, unread - 1) }
            }
            .frame(width: 220)
            VStack(alignment: .leading, spacing: 4) {
                Text("Weather").font(.headline).unredacted()
                Text("Sunny, 21°, light wind from the west")
                Toggle("Loading", isOn: $isLoading)
            }
            .redacted(reason: isLoading ? .placeholder : [])
            Button("Edit note…") {
                hasChanges = true
                isEditing = true
            }
            .sheet(isPresented: $isEditing) {
                VStack(spacing: 12) {
                    Text(hasChanges ? "Unsaved changes: Escape does nothing" : "Saved: Escape closes")
                    Button("Save") { hasChanges = false }
                }
                .padding()
                .interactiveDismissDisabled(hasChanges)
            }
            HStack(spacing: 12) {
                Circle().fill(
                    RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40)
                )
                .frame(width: 80, height: 80)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 80, height: 80)
                RoundedRectangle(cornerRadius: 8)
                    .fill(isHighlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray.opacity(0.3)))
                    .frame(width: 80, height: 80)
                Toggle("Highlight", isOn: $isHighlighted)
            }
        }
        .navigationSubtitle("\(unread) unread")
    }
}
