import GtkUI

/// The Catalog pages for layout APIs.
enum CatalogLayoutPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-alignment", seed: .catalog, title: "Alignment",
                explanation: "SwiftUI's two-dimensional Alignment: a VStack aligns its rows leading, centred or "
                    + "trailing; an HStack aligns its items top, centred, bottom or on the first text "
                    + "baseline. Pick an alignment: only the stack's children move, nothing is rebuilt."
            ) { AlignmentCatalog() }
        ]
    }
}

/// Stacks whose alignment the user picks.
struct AlignmentCatalog: View {
    @State private var horizontal = 1
    @State private var vertical = 1

    private static let horizontals: [(String, HorizontalAlignment)] = [
        ("Leading", .leading), ("Center", .center), ("Trailing", .trailing),
    ]
    private static let verticals: [(String, VerticalAlignment)] = [
        ("Top", .top), ("Center", .center), ("Bottom", .bottom), ("First text baseline", .firstTextBaseline),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("VStack(alignment: .\(Self.horizontals[horizontal].0.lowercased()))")
            HStack {
                ForEach(Self.horizontals.indices, id: \.self) { index in
                    Button(Self.horizontals[index].0) { horizontal = index }
                }
            }
            VStack(alignment: Self.horizontals[horizontal].1, spacing: 4) {
                Text("A longer first row")
                Text("Short")
                Text("Middle row")
            }
            .padding(8)
            .background(Color.gray.opacity(0.15))
            .frame(width: 260)

            Text("HStack(alignment: \(Self.verticals[vertical].0))")
            HStack {
                ForEach(Self.verticals.indices, id: \.self) { index in
                    Button(Self.verticals[index].0) { vertical = index }
                }
            }
            HStack(alignment: Self.verticals[vertical].1, spacing: 8) {
                Text("Tall").padding(.vertical, 18).background(Color.blue.opacity(0.2))
                Text("Padded above").padding(.top, 24).background(Color.green.opacity(0.2))
                Text("Plain")
            }
            .padding(8)
            .background(Color.gray.opacity(0.15))
        }
    }
}
