import GtkUI

/// The Catalog pages for alerts and confirmation dialogs.
enum CatalogPresentationPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-alerts", seed: .catalog, title: "Alerts and dialogs",
                explanation: "An alert is a modal GNOME message dialog over the window: its title, a message "
                    + "and the action buttons, Cancel first and a destructive action red. A confirmation "
                    + "dialog stacks its choices with Cancel last. Any button closes the dialog and sets the "
                    + "binding back to false; Escape answers with Cancel. The log below shows what ran."
            ) { AlertsCatalog() }
        ]
    }
}
