import GtkUI

/// The Catalog pages for controls that pick a value of a kind of their own: a date, a colour.
enum CatalogValuePickerPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-date-pickers", seed: .catalog, title: "Date pickers",
                explanation: "DatePicker chooses a day, a time or both. .compact (the default) is a button showing "
                    + "the date in your language that opens a popover with a GtkCalendar and hour and minute spin "
                    + "buttons; .graphical shows them inline. in: keeps the date in a range: Return cannot come "
                    + "before Departure, and a day outside is put back to the range's end. Pick a day: the time stays."
            ) { DatePickersCatalog() },
            GalleryPage(
                name: "catalog-color-pickers", seed: .catalog, title: "Color pickers",
                explanation: "ColorPicker is a GtkColorButton: its swatch opens GNOME's colour chooser, titled by "
                    + "the label, and Select writes the colour to the binding. supportsOpacity: false hides the "
                    + "opacity control. A theme colour such as .accentColor shows its GNOME palette value."
            ) { ColorPickersCatalog() },
        ]
    }
}
