import GtkUI

/// The Catalog pages for controls that turn a setting on or choose one of several values.
enum CatalogChoicePages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-toggles", seed: .catalog, title: "Toggles",
                explanation: "Toggle turns a setting on or off. Its look is the .toggleStyle inherited from above: "
                    + ".switch puts a GtkSwitch beside the label, .checkbox a GtkCheckButton holding it, .button a "
                    + "GtkToggleButton that stays pressed while on. The label can be any view, and .labelsHidden() "
                    + "hides it while it still names the control. Flip any of them: all styles share one value."
            ) { TogglesCatalog() },
            GalleryPage(
                name: "catalog-pickers", seed: .catalog, title: "Pickers",
                explanation: "Picker chooses one value: each row stands for its .tag, or inside a ForEach for its "
                    + "element's id. .pickerStyle picks the widgets: .menu is a GtkDropDown, .segmented a linked row "
                    + "of toggle buttons, .inline and .radioGroup radio buttons. The selection can be any Hashable "
                    + "type, an enum or an optional with a row tagged nil. Choose in one: the others follow."
            ) { PickersCatalog() },
        ]
    }
}
