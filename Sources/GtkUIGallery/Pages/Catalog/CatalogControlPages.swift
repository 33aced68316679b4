import GtkUI

/// The Catalog pages for value controls and form structure.
enum CatalogControlPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-sliders", seed: .catalog, title: "Sliders and progress",
                explanation: "Slider is a GtkScale: drag it or use the arrow keys; with step: it snaps, and "
                    + "onEditingChanged reports when you start and stop. Stepper changes a value by its step and "
                    + "shows it with format:. ProgressView spins (GtkSpinner) or fills a bar (GtkProgressBar); "
                    + ".progressViewStyle(.circular) draws a ring, .linear a pulsing bar, or a style of your own. "
                    + "Gauge is a GtkLevelBar. The sliders drive the bar and the gauge, and .tint colours a fill."
            ) { SlidersCatalog() },
            GalleryPage(
                name: "catalog-form-helpers", seed: .catalog, title: "Form helpers",
                explanation: "LabeledContent puts a label and its value or control on one row, as GNOME "
                    + "preferences do. Divider draws a line across its stack. DisclosureGroup (GtkExpander) "
                    + "hides its content until you open it, here bound both ways to a button. ControlGroup joins "
                    + "its buttons into one linked row."
            ) { FormsCatalog() },
            GalleryPage(
                name: "catalog-forms", seed: .catalog, title: "Form",
                explanation: "Form shows its Sections as GNOME preferences groups: the header as a heading, "
                    + "a rounded card with one row per control, and the footer as a caption. Toggles, "
                    + "pickers, steppers and labeled content put their label on the left and the control on "
                    + "the right; views outside a section form an untitled group; a button alone in a row is the "
                    + "row (Restore Defaults). The page scrolls and stays 600 pixels wide at most."
            ) { FormCatalog() },
            GalleryPage(
                name: "catalog-list-editing", seed: .catalog, title: "List editing",
                explanation: "ForEach($tasks) gives each row a binding to its task, so typing in a row edits the "
                    + "array (the line above follows). Select a row (click beside its field) and press Delete: "
                    + ".onDelete removes it with remove(atOffsets:). Alt+Up and Alt+Down reorder the selected "
                    + "row through .onMove and move(fromOffsets:toOffset:). Edit (EditButton) shows each row's "
                    + "delete and move buttons. The picker switches .listStyle; a right click on a row opens its "
                    + ".swipeActions; Ctrl+R runs .refreshable."
            ) { ListEditingCatalog() },
            GalleryPage(
                name: "catalog-tables", seed: .catalog, title: "Tables",
                explanation: "Table is a GtkColumnView that builds only the rows on screen. Click a header to "
                    + "sort by its column (the sortOrder binding changes and the page sorts the planets by it); "
                    + "click it again to reverse. Kind has a content closure only, so its header does not sort. "
                    + "Click a row or use the arrow keys to select it; the line above follows the binding. Moons "
                    + "is .width(80); Distance is .width(min:ideal:). Drag a header's edge to resize a column. "
                    + ".tableStyle(.bordered(alternatesRowBackgrounds: true)) draws lines, a frame and shaded rows."
            ) { TablesCatalog() },
        ]
    }
}
