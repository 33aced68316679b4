import GtkUI

/// The Catalog pages for alerts, confirmation dialogs, popovers, covers and file choosers.
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
            ) { AlertsCatalog() },
            GalleryPage(
                name: "catalog-popovers", seed: .catalog, title: "Popovers and files",
                explanation: "A popover is a GtkPopover pointing at its button, on the side arrowEdge names; a "
                    + "click outside or Escape closes it and sets the binding back to false. A full-screen "
                    + "cover is a maximized modal window. Open… and Save As… show the desktop's file chooser "
                    + "(the portal's where one runs): the importer reads the chosen text file, the exporter "
                    + "writes the text as a FileDocument, atomically."
            ) { PopoversCatalog() },
        ]
    }
}
