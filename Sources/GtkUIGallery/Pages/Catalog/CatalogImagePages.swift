import GtkUI

/// The Catalog pages for image APIs.
enum CatalogImagePages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-images", seed: .catalog, title: "Images",
                explanation: "Image(systemName:) shows the Adwaita icon mapped to an SF Symbols name, tinted by "
                    + ".foregroundColor and sized by .imageScale; .resizable() icons and Image(filePath:) pictures "
                    + "(PNG, JPEG, SVG) scale to fit or fill their frame. Press Next symbol: only the icon's name "
                    + "is written."
            ) { ImagesCatalog() },
            GalleryPage(
                name: "catalog-labels", seed: .catalog, title: "Labels",
                explanation: "Label pairs a title with an icon. Pick a label style: .titleAndIcon, .iconOnly (the "
                    + "title still names the icon for screen readers) or .titleOnly. Buttons whose label shows "
                    + "only an icon are announced by the label's title."
            ) { LabelsCatalog() },
            GalleryPage(
                name: "catalog-unavailable", seed: .catalog, title: "Unavailable content",
                explanation: "ContentUnavailableView is GNOME's status page: a 64-pixel dimmed icon, a bold "
                    + "title, a dimmed description and actions, centred. .search(text:) is the standard No "
                    + "Results page; type to change what found nothing."
            ) { UnavailableCatalog() },
        ]
    }
}
