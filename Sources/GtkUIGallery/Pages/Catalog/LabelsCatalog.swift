import GtkUI

/// Labels in each style, with custom icons and in buttons.
struct LabelsCatalog: View {
    @State private var style = 0

    private static let styles = ["Title and icon", "Icon only", "Title only"]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Label("Inbox", systemImage: "envelope")
            Label("Favourites", systemImage: "star.fill")
            Label {
                Text(verbatim: "A tinted icon")
            } icon: {
                Image(systemName: "heart.fill").foregroundColor(.red)
            }
            Label {
                Text(verbatim: "A shape as the icon")
            } icon: {
                Circle().fill(.green).frame(width: 12, height: 12)
            }
            Text(verbatim: ".labelStyle(\(Self.styles[style]))")
            HStack {
                ForEach(Self.styles.indices, id: \.self) { index in
                    Button(Self.styles[index]) { style = index }
                }
            }
            styled
            HStack(spacing: 8) {
                Button {
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                Button {
                } label: {
                    Label("Add", systemImage: "plus")
                }
                .labelStyle(.iconOnly)
                Button {
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                .labelStyle(.iconOnly)
            }
        }
    }

    @ViewBuilder private var styled: some View {
        let labels = VStack(alignment: .leading, spacing: 8) {
            Label("Add", systemImage: "plus")
            Label("Remove", systemImage: "minus")
            Label("Share", systemImage: "square.and.arrow.up")
        }
        if style == 0 {
            labels.labelStyle(.titleAndIcon)
        } else if style == 1 {
            labels.labelStyle(.iconOnly)
        } else {
            labels.labelStyle(.titleOnly)
        }
    }
}
