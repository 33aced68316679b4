import GtkUI

/// The columns a `NavigationSplitView` shows: resizing the window (``resizeWindow(width:height:)``)
/// collapses it into one column or shows its columns side by side again.
///
/// ```swift
/// try host.resizeWindow(width: 400, height: 500)
/// try host.clickPointer(on: try host.row(showing: "Ideas"))
/// #expect(host.isBackButtonShown)
/// ```
extension GtkTestHost {
    /// The split view columns shown now, leading first.
    public var shownSplitViewColumns: [Gtk.Widget] {
        allWidgets.filter { $0.hasCSSClass("gtkui-split-column") && $0.isMapped }
    }
}
