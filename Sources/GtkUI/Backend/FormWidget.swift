import CGtk
import GtkUICore

/// The widget behind ``Form``: a vertically scrolling page whose groups are kept to 600
/// pixels wide and centred, as GNOME's preferences pages are.
///
/// Its content is a column of ``FormSectionWidget``s: the ones the view graph made for its
/// sections, and untitled ones this widget makes for the runs of other widgets between them.
final class FormWidget: Gtk.ScrolledWindow {
    /// The column of groups.
    let page = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 24)
    /// Limits the page's width and centres it.
    let clamp: Gtk.Box
    /// The untitled groups, reused in order.
    private var untitled: [FormSectionWidget] = []

    init(clampedBy clamp: Gtk.Box) {
        self.clamp = clamp
        super.init(UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(gtkui_scrolled_window(pointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_min_content_height(gtkui_scrolled_window(pointer), 160)
        flexibility = (true, true)
        page.margins = (24, 12, 24, 12)
        page.flexibility = (true, false)
        page.verticalAlignment = GTK_ALIGN_START
        setChild(clamp)
        FormStyleSheet.install()
    }

    /// The untitled group at `index`, made the first time it is needed.
    func untitledGroup(_ index: Int) -> FormSectionWidget {
        while untitled.count <= index { untitled.append(FormSectionWidget()) }
        return untitled[index]
    }
}

/// The widget behind a ``Section`` in a ``Form``: a heading, a `GtkListBox` styled as a card
/// of rows (`boxed-list`), and a dimmed caption.
///
/// Each row is a `GtkListBoxRow` holding a box with one of the section's widgets, so the view
/// graph can move the widget out again as it would from any box.
final class FormSectionWidget: Gtk.Box {
    let header = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0)
    let list = Gtk.ListBox()
    let footer = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0)
    /// Each row's `GtkListBoxRow` and the box inside it.
    private(set) var rows: [(row: Gtk.Widget, box: Gtk.Box)] = []

    init() {
        super.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)))
        flexibility = (true, false)
        header.addCSSClass("heading")
        header.margins = (0, 6, 6, 6)
        footer.addCSSClass("dim-label")
        footer.addCSSClass("caption")
        footer.margins = (6, 6, 0, 6)
        list.addCSSClass("boxed-list")
        list.addCSSClass(FormStyleSheet.listClass)
        for part in [header, list, footer] {
            part.horizontalAlignment = GTK_ALIGN_FILL
            append(part)
        }
    }

    /// Makes the row count `count`, adding rows at the end or removing them from it.
    func resize(to count: Int) {
        let listBox = OpaquePointer(list.pointer)
        while rows.count > count {
            let last = rows.removeLast()
            gtk_list_box_remove(listBox, gtkui_widget(last.row.pointer))
        }
        while rows.count < count {
            let row = Gtk.Widget(UnsafeMutableRawPointer(gtk_list_box_row_new()))
            let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0)
            gtk_list_box_row_set_child(
                row.pointer.assumingMemoryBound(to: GtkListBoxRow.self), gtkui_widget(box.pointer))
            // Settings rows are operated through their controls, never selected.
            gtk_list_box_row_set_selectable(row.pointer.assumingMemoryBound(to: GtkListBoxRow.self), 0)
            gtk_list_box_row_set_activatable(row.pointer.assumingMemoryBound(to: GtkListBoxRow.self), 0)
            gtk_list_box_append(listBox, gtkui_widget(row.pointer))
            rows.append((row, box))
        }
        list.isVisible = count > 0
    }
}

/// The CSS that draws a form section's rows as a rounded card, installed once for the display.
///
/// GTK 4.8's own Adwaita theme has no `boxed-list` (libadwaita's), so the card is drawn here
/// from the theme's colours: the view background, its borders and rounded outer corners.
@MainActor
enum FormStyleSheet {
    /// Added to a form section's `GtkListBox` beside `boxed-list`.
    static let listClass = "gtkui-form-list"
    /// Added to a form drawn `.formStyle(.columns)`: rows without the card.
    static let columnsClass = "gtkui-form-columns"
    /// Added to a button alone in a form row, drawn flat across the row.
    static let buttonRowClass = "gtkui-form-button-row"
    private static var sheet: Gtk.StyleSheet?

    static func install() {
        guard sheet == nil else { return }
        let sheet = Gtk.StyleSheet()
        sheet.load(
            """
            list.\(listClass) {
                background-color: @theme_base_color; border: 1px solid alpha(@borders, 0.8);
                border-radius: 12px; box-shadow: 0 1px 2px alpha(black, 0.07);
            }
            list.\(listClass) > row {
                padding: 8px 12px; min-height: 34px; border-bottom: 1px solid alpha(@borders, 0.6);
                background: none;
            }
            list.\(listClass) > row:first-child { border-top-left-radius: 12px; border-top-right-radius: 12px; }
            list.\(listClass) > row:last-child {
                border-bottom: none; border-bottom-left-radius: 12px; border-bottom-right-radius: 12px;
            }
            .\(columnsClass) list.\(listClass) { background: none; border: none; box-shadow: none; }
            .\(columnsClass) list.\(listClass) > row { border-bottom: none; padding: 4px 0; min-height: 0; }
            """)
        self.sheet = sheet
    }
}
