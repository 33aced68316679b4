import CGtk
import GtkUICore

/// A `GtkListItem` and the box it shows: the slot the view graph fills with a row's widgets.
///
/// The box is created once per list item (at the factory's `setup`); the row widgets placed
/// in it move between slots when the view graph recycles or re-attaches a row.
final class LazyRowSlotItem: Gtk.Object {
    /// The list item's child, holding the row's widgets in a column.
    let box = StackBox(orientation: GTK_ORIENTATION_VERTICAL, spacing: 8)
    private var kind: LazyRowKind?
    private var style = LazyListConfiguration.Style.list
    /// The edit buttons, once the row first showed one.
    private(set) var editControls: LazyRowEditControls?
    /// Called with the edit button the user clicked.
    var onEdit: (@MainActor (LazyRowEditControls.Action) -> Void)?

    /// The list item's child: the box, or the row holding it and the edit buttons.
    var rootWidget: Gtk.Widget { editControls?.row ?? box }

    private var listItem: OpaquePointer { OpaquePointer(pointer) }

    /// The position the list item shows, or nil when it shows none.
    var position: Int? {
        let position = gtk_list_item_get_position(listItem)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

    /// Lays the box out for the container's style: a list row's content fills the row, as in a
    /// `GtkListBox` (see ``place(_:)``); stack rows and grid cells sit by the alignment with
    /// half the spacing around them.
    func configure(for configuration: LazyListConfiguration) {
        style = configuration.style
        kind = nil
        let isHorizontal = configuration.axis == .horizontal
        // Across a horizontal container the alignment is vertical: the box is placed by it.
        box.alignment = configuration.style == .list ? .leading : isHorizontal ? .center : configuration.alignment
        let half = Int(((configuration.spacing ?? 0) / 2).rounded())
        switch configuration.style {
        case .list:
            box.margins = (0, 0, 0, 0)
        case .plain:
            box.margins = isHorizontal ? (0, half, 0, half) : (half, 0, half, 0)
        case .grid(let columns):
            box.margins = (half, half, half, half)
            let across = columns.minimumCellWidth.map { Int($0.rounded()) } ?? -1
            box.sizeRequest = isHorizontal ? (-1, across) : (across, -1)
        }
        box.horizontalAlignment = GTK_ALIGN_FILL
        // A list row's content is centred in the row's height, as in a GtkListBox row.
        box.verticalAlignment =
            configuration.style == .list
            ? GTK_ALIGN_CENTER : isHorizontal ? Self.verticalAlign(configuration.alignment) : GTK_ALIGN_FILL
        if configuration.style != .list { gtk_list_item_set_activatable(listItem, 0) }
        gtk_list_item_set_selectable(listItem, 0)
    }

    /// Where a horizontal container's cell sits in its column's height.
    private static func verticalAlign(_ position: AxisAlignment) -> GtkAlign {
        switch position {
        case .leading: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .trailing: GTK_ALIGN_END
        case .firstTextBaseline: GTK_ALIGN_BASELINE
        }
    }

    /// Shows `widgets` in the box; in a list a row's widgets fill its width, as a `GtkListBox`
    /// row's child does, so `List` looks as it did before it was lazy, and a section's header
    /// and footer sit at the leading edge, as GNOME's list headings do.
    func place(_ widgets: [Gtk.Widget], with backend: GtkBackend) {
        backend.setChildren(widgets, of: box)
        guard style == .list else { return }
        let isRow = if case .row = kind { true } else { false }
        // As in SwiftUI, a row's content starts at the leading edge and fills the row only
        // when it takes extra width (a `Spacer`, a slider, `.frame(maxWidth: .infinity)`).
        for widget in widgets {
            let fills =
                isRow && gtk_widget_compute_expand(gtkui_widget(widget.pointer), GTK_ORIENTATION_HORIZONTAL) != 0
            widget.horizontalAlignment = fills ? GTK_ALIGN_FILL : GTK_ALIGN_START
            // A wrapped text's lines start at the row's leading edge too, not centred in it.
            (widget as? Gtk.Label)?.xAlign = 0
        }
    }

    /// Styles the row as `kind`: a header is a heading, a footer is dimmed, and only rows
    /// the selection binding can hold are selectable.
    func apply(_ kind: LazyRowKind) {
        guard kind != self.kind else { return }
        self.kind = kind
        box.removeCSSClass("heading")
        box.removeCSSClass("dim-label")
        switch kind {
        case .row(let isSelectable, let editActions):
            gtk_list_item_set_selectable(listItem, isSelectable ? 1 : 0)
            gtk_list_item_set_activatable(listItem, style == .list ? 1 : 0)
            box.isFocusable = false
            showEditButtons(editActions)
        case .header, .footer:
            showEditButtons([])
            box.addCSSClass(kind == .header ? "heading" : "dim-label")
            // GTK 4.8 moves the keyboard cursor only onto rows that can take focus; an
            // unselectable row takes none unless something in it does, so the arrow keys
            // would stop at a section header. The header itself takes it (and is read out).
            box.isFocusable = style == .list
            gtk_list_item_set_selectable(listItem, 0)
            gtk_list_item_set_activatable(listItem, 0)
        }
    }
}

extension LazyRowSlotItem {
    /// Shows the buttons of `actions` after the row's content, wrapping the box the first time.
    fileprivate func showEditButtons(_ actions: LazyRowEditActions) {
        if editControls == nil {
            guard !actions.isEmpty else { return }
            let controls = LazyRowEditControls { [weak self] action in self?.onEdit?(action) }
            // The box moves from the list item into the row: keep it alive across the move.
            let reference = g_object_ref(box.pointer)
            gtk_list_item_set_child(OpaquePointer(pointer), nil)
            box.expandsHorizontally = true
            controls.row.insert(box, after: nil)
            g_object_unref(reference)
            gtk_list_item_set_child(OpaquePointer(pointer), gtkui_widget(controls.row.pointer))
            editControls = controls
        }
        editControls?.show(actions)
    }

    /// Disconnects the edit buttons' handlers.
    func disconnectEditButtons() {
        editControls?.disconnect()
        onEdit = nil
    }
}

/// The CSS the lazy containers need beyond GTK's theme, installed once for the display.
@MainActor
enum LazyListStyleSheet {
    /// Added to lazy stacks and grids: rows and cells without padding, highlight or
    /// background, as views stacked in a column are.
    static let plainClass = "gtkui-lazy-plain"
    private static var sheet: Gtk.StyleSheet?

    static func install() {
        guard sheet == nil else { return }
        let sheet = Gtk.StyleSheet()
        sheet.load(
            """
            listview.\(plainClass), gridview.\(plainClass) { background: none; }
            listview.\(plainClass) > row, gridview.\(plainClass) > child {
                padding: 0; min-height: 0; background: none; outline: none;
            }
            """)
        self.sheet = sheet
    }
}
