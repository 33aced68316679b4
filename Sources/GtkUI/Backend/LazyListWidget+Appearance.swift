import CGtk
import GtkUICore

extension LazyListWidget {
    /// Draws a list's rows as `.listStyle` asks, with GNOME's list looks: `rich-list` rows
    /// (with separators for `.plain` and `.grouped`, inset for `.inset`, framed for
    /// `.bordered`), a rounded card for `.insetGrouped`, `navigation-sidebar` for `.sidebar`.
    func applyAppearance(_ appearance: LazyListConfiguration.Appearance) {
        ListAppearanceStyleSheet.install()
        let classes: Set<String>
        switch appearance {
        case .automatic, .plain, .grouped, .bordered: classes = ["rich-list"]
        case .inset: classes = ["rich-list", ListAppearanceStyleSheet.insetClass]
        case .insetGrouped: classes = ["rich-list", ListAppearanceStyleSheet.cardClass]
        case .sidebar: classes = ["navigation-sidebar"]
        }
        let all = [
            "rich-list", "navigation-sidebar", ListAppearanceStyleSheet.insetClass, ListAppearanceStyleSheet.cardClass,
        ]
        for name in all where !classes.contains(name) { view.removeCSSClass(name) }
        for name in classes { view.addCSSClass(name) }
        // The card draws its own lines between rows.
        let separators = [.plain, .grouped].contains(appearance)
        gtk_list_view_set_show_separators(OpaquePointer(view.pointer), separators ? 1 : 0)
        gtk_scrolled_window_set_has_frame(gtkui_scrolled_window(pointer), appearance == .bordered ? 1 : 0)
    }
}

extension LazyListWidget {
    /// Leaves out the list's base background (`.scrollContentBackground(.hidden)`), or draws it.
    func applyContentBackground(hidden: Bool) {
        guard hidden || view.hasCSSClass(Gtk.noContentBackgroundClass) else { return }
        Gtk.installNoContentBackgroundStyle()
        view.setCSSClass(Gtk.noContentBackgroundClass, hidden)
    }
}

/// The CSS for the list styles GTK 4.8's theme has no class for, installed once for the display.
@MainActor
enum ListAppearanceStyleSheet {
    /// `.inset`: rows kept 12 pixels from the list's edges.
    static let insetClass = "gtkui-list-inset"
    /// `.insetGrouped`: a rounded card of rows, as libadwaita's `boxed-list` draws it, drawn on
    /// the rows so that it ends with the last row.
    static let cardClass = "gtkui-list-card"
    private static var sheet: Gtk.StyleSheet?

    static func install() {
        guard sheet == nil else { return }
        let sheet = Gtk.StyleSheet()
        sheet.load(
            """
            listview.navigation-sidebar > row .heading { font-size: 0.8em; opacity: 0.6; margin-top: 6px; }
            listview.\(insetClass) { padding: 12px; }
            listview.\(insetClass) > row { border-radius: 6px; }
            listview.\(cardClass) { background: none; padding: 12px; }
            listview.\(cardClass) > row {
                background-color: @theme_base_color; border: 1px solid alpha(@borders, 0.8); border-top: none;
            }
            listview.\(cardClass) > row:selected { background-color: alpha(@theme_selected_bg_color, 0.2); }
            listview.\(cardClass) > row:first-child {
                border-top: 1px solid alpha(@borders, 0.8);
                border-top-left-radius: 12px; border-top-right-radius: 12px;
            }
            listview.\(cardClass) > row:last-child {
                border-bottom-left-radius: 12px; border-bottom-right-radius: 12px;
                box-shadow: 0 1px 2px alpha(black, 0.07);
            }
            """)
        self.sheet = sheet
    }
}
