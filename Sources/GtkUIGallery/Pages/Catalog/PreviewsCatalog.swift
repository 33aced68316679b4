import GtkUI

/// Every `#Preview` of the program in a list; the selected one is shown below it, built
/// fresh as `--preview` would build it.
struct PreviewsCatalog: View {
    @State private var selection: String?

    private var previews: [(name: String, preview: Preview)] {
        PreviewRegistry.all.map { (PreviewRegistry.name(of: $0), $0) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            List(previews, id: \.name, selection: $selection) { entry in
                LabeledContent(entry.name, value: entry.preview.location)
            }
            .frame(height: 180)
            if let selection, case .found(let preview) = PreviewRegistry.lookup(selection) {
                Text(selection).font(.headline)
                preview.makeView()
                    .id(selection)
            } else {
                Text("Select a preview to show it").foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

/// A small view worth previewing on its own: a count in a capsule.
struct StatusBadge: View {
    let title: String
    let count: Int

    var body: some View {
        HStack(spacing: 6) {
            Text(title)
            Text("\(count)").bold()
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(count == 0 ? Color.gray.opacity(0.2) : Color.accentColor.opacity(0.25)))
    }
}

#Preview("Status badges", traits: .sizeThatFitsLayout) {
    StatusBadge(title: "Inbox", count: 3)
    StatusBadge(title: "Archive", count: 0)
}

#Preview("Badge stepper") {
    @Previewable @State var count = 1
    VStack(spacing: 12) {
        StatusBadge(title: "Unread", count: count)
        Stepper("Unread: \(count)", value: $count, in: 0...99)
    }
    .padding()
}

#Preview {
    PreviewsCatalog()
}
