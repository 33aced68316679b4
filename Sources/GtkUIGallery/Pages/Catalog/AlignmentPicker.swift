import GtkUI

/// Three rows of buttons, one for each of SwiftUI's nine two-dimensional alignments, that set
/// `choice` to the index of the one pressed; the Frames and ZStack pages share it.
struct AlignmentPicker: View {
    @Binding var choice: Int

    /// The alignments by name, row by row: top, middle, bottom.
    static let alignments: [(name: String, alignment: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    var body: some View {
        ForEach(0..<3, id: \.self) { row in
            HStack {
                ForEach((row * 3)..<(row * 3 + 3), id: \.self) { index in
                    Button(Self.alignments[index].name) { choice = index }
                }
            }
        }
    }
}
