import CGtk
import GtkUICore

/// The toolbar items one header bar shows: packed at its start and end, and in a box that
/// takes the title's place while there are principal items.
///
/// A principal item wins over any other title widget (the window's title label, a tab
/// switcher); that widget comes back when the last principal item leaves.
@MainActor
final class HeaderBarToolbar {
    /// A sheet's own title label (see `WindowHost.showTitle(_:inSheet:)`); nil for the window.
    var sheetTitleLabel: Gtk.Label?
    let headerBar: Gtk.HeaderBar
    private let backend: GtkBackend
    private var placed: [ToolbarChromeItem] = []
    private var centerBox: Gtk.Box?
    /// The title widget the principal items replaced, shown again when they leave.
    private var replacedTitle: Gtk.Widget?

    init(headerBar: Gtk.HeaderBar, backend: GtkBackend) {
        self.headerBar = headerBar
        self.backend = backend
    }

    /// Replaces the items shown with `items`.
    func show(_ items: [ToolbarChromeItem]) {
        for item in placed { remove(item) }
        placed = items
        let widgets = items.map { (item: $0, widget: $0.widget as! Gtk.Widget) }
        for (item, widget) in widgets {
            // Shown items were removed above; anything still held elsewhere is let go of first.
            if widget.parentPointer != nil { backend.detach(widget) }
            switch item.emphasis {
            case .none: break
            case .suggested: widget.addCSSClass("suggested-action")
            case .destructive: widget.addCSSClass("destructive-action")
            }
        }
        for (item, widget) in widgets where item.position == .start { headerBar.packStart(widget) }
        // pack_end places each widget inside the previous one: pack the last first.
        for (item, widget) in widgets.reversed() where item.position == .end { headerBar.packEnd(widget) }
        showCenter(widgets.filter { $0.item.position == .center }.map(\.widget))
        for (_, widget) in widgets { nameIconButtons(in: widget) }
        backend.statistics.recordWrite("HeaderBar", "toolbarItems")
    }

    /// Gives each button in `widget` that shows only icons, and has no tooltip of its own
    /// (`.help`), its screen-reader name as its tooltip: GNOME's header bars explain every icon
    /// button that way, and a person cannot otherwise learn what the icon does.
    private func nameIconButtons(in widget: Gtk.Widget) {
        if widget is Gtk.Button || widget is Gtk.MenuButton {
            guard widget.tooltip == nil, GtkBackend.visibleText(in: widget) == nil,
                let name = GtkBackend.imageNames(in: widget)
            else { return }
            widget.tooltip = name
            backend.statistics.recordWrite("Button", "tooltip")
            return
        }
        for child in widget.children where !child.isPopover { nameIconButtons(in: child) }
    }

    private func showCenter(_ widgets: [Gtk.Widget]) {
        guard !widgets.isEmpty else {
            if let centerBox, headerBar.titleWidget?.pointer == centerBox.pointer {
                headerBar.setTitleWidget(replacedTitle)
            }
            replacedTitle = nil
            return
        }
        let box = centerBox ?? Gtk.Box(orientation: .horizontal, spacing: 6)
        centerBox = box
        for widget in widgets { box.append(widget) }
        if headerBar.titleWidget?.pointer != box.pointer {
            replacedTitle = headerBar.titleWidget
            headerBar.setTitleWidget(box)
        }
    }

    private func remove(_ item: ToolbarChromeItem) {
        let widget = item.widget as! Gtk.Widget
        widget.removeCSSClass("suggested-action")
        widget.removeCSSClass("destructive-action")
        guard let parent = widget.parentPointer else { return }
        if parent == centerBox?.pointer {
            centerBox?.remove(widget)
        } else {
            headerBar.remove(widget)
        }
    }
}
