import GtkUI

/// The Catalog pages for colour and style APIs.
enum CatalogColorPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-overlays", seed: .catalog, title: "Overlays, backgrounds and opacity",
                explanation: "A view drawn over or under another takes that view's size: .overlay(alignment:) "
                    + "pins a badge to a corner, .background { } fills the area behind. .opacity fades a "
                    + "view and everything in it; .hidden() keeps a view's place but neither draws it nor "
                    + "lets it be clicked. Move the badge and fade the card."
            ) { OverlayCatalog() },
            GalleryPage(
                name: "catalog-styles", seed: .catalog, title: "Colours, gradients and materials",
                explanation: ".foregroundStyle takes any shape style: a colour, or .secondary and .tertiary, which "
                    + "dim whatever colour is above them. LinearGradient fills shapes and backgrounds, materials "
                    + "are the window colour, translucent. .tint recolours the switches, sliders and prominent "
                    + "buttons inside; .shadow and .clipShape finish a card. Switch the tint and watch the controls."
            ) { StylesCatalog() },
        ]
    }
}

/// A card with a badge the user moves and fades.
struct OverlayCatalog: View {
    @State private var corner = 2
    @State private var faded = false

    private static let corners: [(String, Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                ForEach(Self.corners.indices, id: \.self) { index in
                    Button(Self.corners[index].0) { corner = index }
                }
            }
            Text("Inbox")
                .frame(width: 220, height: 90)
                .overlay(alignment: Self.corners[corner].1) {
                    Text("3").padding(6).background(Color.red).foregroundColor(.white).cornerRadius(10)
                }
                .background { Color.blue.opacity(0.15) }
                .opacity(faded ? 0.3 : 1)
            Button(faded ? "Show the card" : "Fade the card") { faded.toggle() }
            HStack {
                Text("Before")
                Text("hidden").hidden()
                Text("After: the gap is the hidden view")
            }
        }
    }
}
