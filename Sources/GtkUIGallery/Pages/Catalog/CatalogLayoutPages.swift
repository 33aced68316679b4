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
            ) { AlignmentCatalog() },
            GalleryPage(
                name: "catalog-frames", seed: .catalog, title: "Frames",
                explanation: "The frame family: a fixed .frame(width:height:alignment:) places its content in "
                    + "the chosen corner; .frame(maxWidth: .infinity, alignment:) takes the whole width; "
                    + "minWidth widens, maxWidth makes long text wrap; .fixedSize() keeps a line whole; "
                    + ".offset moves what is drawn without moving its neighbours. Pick an alignment."
            ) { FrameCatalog() },
            GalleryPage(
                name: "catalog-zstack", seed: .catalog, title: "ZStack",
                explanation: "ZStack layers its children back to front and is as large as their union: each "
                    + "child sits at the stack's alignment, and a colour or a shape fills it. Pick the corner "
                    + "for the badge: only the stack's alignment is written. The avatars put initials, an icon "
                    + "and a status dot over a circle."
            ) { ZStackCatalog() },
            GalleryPage(
                name: "catalog-scroll-views", seed: .catalog, title: "Scroll views",
                explanation: "A ScrollView is a GtkScrolledWindow that takes the space offered: its rows scroll "
                    + "under the buttons. A ScrollViewReader's proxy scrolls to a row by its ForEach id, at the "
                    + "top, centre or bottom, or just far enough to show it. The tags scroll sideways without "
                    + "scroll bars (showsIndicators: false)."
            ) { ScrollViewsCatalog() },
            GalleryPage(
                name: "catalog-grids", seed: .catalog, title: "Grids and geometry",
                explanation: "Grid lines its cells up in columns as wide as their widest cell: the quantity and "
                    + "price columns align trailing, the divider spans every column, and the note spans two. "
                    + "Add a notebook: only the changed cells are written. LazyHStack and LazyHGrid build only the "
                    + "tags and cells in view and scroll sideways. GeometryReader shows the size it is "
                    + "offered and sizes a bar from it. ViewThatFits shows the first label that fits the width "
                    + "picked, down to the icon alone."
            ) { GridsCatalog() },
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

/// Frames whose alignment the user picks.
struct FrameCatalog: View {
    @State private var choice = 8

    private static let alignments = AlignmentPicker.alignments

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            AlignmentPicker(choice: $choice)
            Text(".frame(width: 220, height: 90, alignment: .\(Self.alignments[choice].0))")
                .frame(width: 220, height: 90, alignment: Self.alignments[choice].1)
                .background(Color.blue.opacity(0.15))
            Text(".frame(maxWidth: .infinity, alignment: .\(Self.alignments[choice].0))")
                .frame(maxWidth: .infinity, alignment: Self.alignments[choice].1)
                .background(Color.green.opacity(0.15))
            Text("minWidth: 200").frame(minWidth: 200).background(Color.orange.opacity(0.2))
            Text(verbatim: "maxWidth: 180 makes this longer sentence wrap onto several lines inside the frame.")
                .frame(maxWidth: 180)
                .background(Color.purple.opacity(0.15))
            HStack {
                Text("offset(x: 12, y: 6)").offset(x: 12, y: 6)
                Text("stays put")
            }
        }
    }
}
