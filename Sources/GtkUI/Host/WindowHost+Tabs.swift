import CGtk
import GtkUICore

extension WindowHost: TabSwitcherChrome {
    /// Moves `tabView`'s row of tabs into the header bar's title slot, unless another tab
    /// view's tabs are there.
    public func placeTabSwitcher(of tabView: BackendWidget) -> Bool {
        guard let tabs = tabView as? TabViewWidget, tabs.holdsSwitcher, titleWidgetIsTitle else { return false }
        tabs.remove(tabs.switcher)
        tabs.switcher.margins = (0, 0, 0, 0)
        headerBar.setTitleWidget(tabs.switcher)
        return true
    }

    /// Shows the title in the header bar again and gives the row of tabs back to `tabView`.
    public func removeTabSwitcher(of tabView: BackendWidget) {
        guard let tabs = tabView as? TabViewWidget, !tabs.holdsSwitcher else { return }
        headerBar.setTitleWidget(subtitleLabel.text.isEmpty ? titleLabel : titleBox)
        tabs.restoreSwitcher()
    }

    /// The row of tabs in the header bar, if a tab view put it there.
    public var tabSwitcher: Gtk.Widget? { titleWidgetIsTitle ? nil : titleWidget }

    private var titleWidget: Gtk.Widget? {
        gtk_header_bar_get_title_widget(gtkui_header_bar(headerBar.pointer)).map {
            Gtk.Widget.wrap(UnsafeMutableRawPointer($0))
        }
    }

    private var titleWidgetIsTitle: Bool {
        titleWidget?.pointer == titleLabel.pointer || titleWidget?.pointer == titleBox.pointer
    }
}
