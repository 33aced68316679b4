import GtkUI

/// Shape styles on text, shapes and backgrounds, with a tint the user switches.
struct StylesCatalog: View {
    @State private var tinted = true
    @State private var alarm = true

    private let sunset = LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Hierarchical styles").font(.headline)
                Text("Primary text")
                Text("Secondary text").foregroundStyle(.secondary)
                Text("Tertiary text").foregroundStyle(.tertiary)
                Text("Red, ") + Text("then dimmed red").foregroundStyle(.secondary)
            }
            .foregroundStyle(.red)
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 90, height: 60)
                Text("Sunset").font(.title2).bold().foregroundColor(.white)
                    .frame(width: 160, height: 60)
                    .background(sunset)
                    .clipShape(Capsule())
                ZStackLike()
            }
            HStack(spacing: 16) {
                Text("A card").padding().background(.background).cornerRadius(10)
                    .shadow(radius: 4, y: 2)
                Color.teal.frame(width: 48, height: 48).clipShape(Circle())
                Label("Saved", systemImage: "checkmark").padding(8).background(.green.opacity(0.25), in: Capsule())
            }
            VStack(alignment: .leading, spacing: 8) {
                Toggle("Alarm", isOn: $alarm)
                Capsule().fill(.tint).frame(width: 120, height: 8)
                Button(tinted ? "Use the accent colour" : "Tint orange") { tinted.toggle() }
            }
            .tint(tinted ? .orange : nil)
        }
        .padding(4)
    }
}

/// A photo-like gradient with a material caption over it.
private struct ZStackLike: View {
    var body: some View {
        LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 120, height: 60)
            .overlay(alignment: .bottom) {
                Text("Material").font(.caption).frame(maxWidth: .infinity).padding(4).background(.regularMaterial)
            }
    }
}
