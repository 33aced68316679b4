import GtkUI

/// A vertical scroll view of fifty numbered rows with buttons that scroll to rows, and a
/// horizontal strip of tags.
struct ScrollViewsCatalog: View {
    private let tags = [
        "Swift", "GTK", "GNOME", "Linux", "Declarative", "Accessible", "Native", "Headless tests", "Observation",
        "Combine", "Layout", "Lists",
    ]

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 12) {
                ScrollView(.horizontal, showsIndicators: false) {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                    }
                }
                HStack {
                    Button("First") { proxy.scrollTo(1, anchor: .top) }
                    Button("Row 25") { proxy.scrollTo(25, anchor: .center) }
                    Button("Last") { proxy.scrollTo(50, anchor: .bottom) }
                    Button("Show Row 40") { proxy.scrollTo(40) }
                }
                ScrollView {
                    ForEach(1...50, id: \.self) { number in
                        HStack {
                            Text("Row \(number)")
                            Spacer()
                            Text(number.isMultiple(of: 5) ? "★" : "").foregroundStyle(.secondary)
                        }
                        .padding(.vertical, 4)
                    }
                }
                .frame(maxWidth: 420)
            }
            .padding()
        }
    }
}
