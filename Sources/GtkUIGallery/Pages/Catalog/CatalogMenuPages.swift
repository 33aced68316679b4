import GtkUI

/// The Catalog pages for menus and links.
enum CatalogMenuPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-menus", seed: .catalog, title: "Menus and links",
                explanation: "Menus are GNOME popover menus: buttons are items, a Toggle a check item, a Picker "
                    + "radio items, a nested Menu a submenu and Divider or Section a separator. Open View, flip "
                    + "Show Hidden Files and change the sort; the text below follows, and the marks follow the "
                    + "text. Right-click the note, or Tab to its Edit button and press Menu or Shift+F10, for "
                    + "its context menu. Links open in your browser through openURL; Share copies the address to the "
                    + "clipboard."
            ) { MenusCatalog() }
        ]
    }
}
