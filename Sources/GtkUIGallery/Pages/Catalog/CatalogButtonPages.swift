import GtkUI

/// The Catalog pages for controls.
enum CatalogButtonPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-buttons", seed: .catalog, title: "Buttons",
                explanation: "Button styles map to GNOME's: .borderedProminent is a suggested action (red when "
                    + "destructive, coloured by .tint), .borderless is flat, .plain is the label alone and .link "
                    + "a link. Button(_:systemImage:) shows an Adwaita icon, .controlSize makes buttons smaller or "
                    + "larger and .help adds a tooltip. Hold the blue card: its custom ButtonStyle darkens while "
                    + "pressed. Type a note and press Ctrl+S, Return or Escape, then disable the form."
            ) { ButtonsCatalog() }
        ]
    }
}
