import CGtk
import GtkUICore

extension WindowHost: ToolbarChrome {
    /// Shows toolbar items in the window's header bar, or in the header bar of `sheet` (a
    /// window from ``presentSheet(_:onDismiss:)``).
    public func showToolbarItems(_ items: [ToolbarChromeItem], inSheet sheet: AnyObject?) {
        guard let toolbar = toolbar(forSheet: sheet) else { return }
        toolbar.show(items)
    }

    /// Shows `title` in the sheet's header bar and as its window title; the title label is
    /// hidden while the title is empty, so screen readers meet no nameless label.
    public func showTitle(_ title: String, inSheet sheet: AnyObject) {
        guard let toolbar = toolbar(forSheet: sheet) else { return }
        let window = (sheet as? FullScreenCover)?.window ?? sheet
        (window as? Gtk.Window)?.title = title
        guard let label = toolbar.sheetTitleLabel else { return }
        label.text = title
        label.isVisible = !title.isEmpty
    }

    /// The toolbar of the window's header bar, or of a presented sheet's; nil for a sheet
    /// that has closed.
    func toolbar(forSheet sheet: AnyObject?) -> HeaderBarToolbar? {
        guard let sheet else {
            if let toolbar = headerBarToolbars[ObjectIdentifier(window)] { return toolbar }
            let toolbar = HeaderBarToolbar(headerBar: headerBar, backend: graph.backend as! GtkBackend)
            headerBarToolbars[ObjectIdentifier(window)] = toolbar
            return toolbar
        }
        // A full-screen cover is a modal window inside a handle.
        let window = (sheet as? FullScreenCover)?.window ?? sheet
        return headerBarToolbars[ObjectIdentifier(window)]
    }

    /// The toolbar buttons shown in the header bar of the top sheet, or of the window when no
    /// sheet is shown, in order: start, centre, end.
    public var toolbarWidgets: [Gtk.Widget] { shownHeaderBar.toolbarDescendants }

    /// The widget in the centre of the header bar of the top sheet, or of the window when no
    /// sheet is shown: the title label, or the box of principal toolbar items.
    public var toolbarTitleWidget: Gtk.Widget? { shownHeaderBar.titleWidget }

    private var shownHeaderBar: Gtk.HeaderBar {
        (presentedSheets.last.flatMap { headerBarToolbars[ObjectIdentifier($0)] })?.headerBar ?? headerBar
    }
}

extension Gtk.HeaderBar {
    /// Every widget inside the header bar, depth first, except the window's own controls.
    var toolbarDescendants: [Gtk.Widget] {
        var result: [Gtk.Widget] = []
        func visit(_ widget: Gtk.Widget) {
            for child in widget.children {
                if child.typeName == "GtkWindowControls" { continue }
                result.append(child)
                visit(child)
            }
        }
        visit(self)
        return result
    }
}
