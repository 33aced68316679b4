import GtkUI

/// A small player whose icon buttons are named, described and valued for screen readers, a
/// decorative readout hidden from them, headings from fonts and traits, a selected state, and
/// views made into elements with actions (``AccessibilityElementsCatalog``).
struct AccessibilityCatalog: View {
    @State private var volume = 60
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Player").font(.title2)
            HStack(spacing: 12) {
                Button {
                    volume = max(0, volume - 10)
                } label: {
                    Image(systemName: "speaker.wave.1")
                }
                .accessibilityLabel("Quieter")
                .accessibilityHint("Lowers the volume by ten")
                Text("\(volume) %").monospacedDigit().accessibilityHidden(true)
                Button {
                    volume = min(100, volume + 10)
                } label: {
                    Image(systemName: "speaker.wave.3")
                }
                .accessibilityLabel("Louder")
                .accessibilityValue("\(volume) percent")
                .accessibilityHint("Raises the volume by ten")
                .accessibilityIdentifier("volume-up")
            }
            Text("Queue").accessibilityAddTraits(.isHeader)
            Toggle("Favourite", isOn: $isFavorite)
            Text(isFavorite ? "In your favourites" : "Not a favourite")
                .accessibilityAddTraits(isFavorite ? .isSelected : [])
            AccessibilityElementsCatalog()
        }
        .padding()
    }
}
