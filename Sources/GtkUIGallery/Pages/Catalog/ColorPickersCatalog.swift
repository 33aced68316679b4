import GtkUI

/// Two colour pickers styling a sample card: ink with opacity, starting at the accent colour,
/// and an opaque paper colour.
struct ColorPickersCatalog: View {
    @State private var ink = Color.accentColor
    @State private var paper = Color(red: 1, green: 0.96, blue: 0.86)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ColorPicker("Ink", selection: $ink)
            ColorPicker("Paper", selection: $paper, supportsOpacity: false)
            Text("The quick brown fox jumps over the lazy dog.")
                .foregroundColor(ink)
                .padding(12)
                .background(paper)
        }
        .padding(4)
    }
}
