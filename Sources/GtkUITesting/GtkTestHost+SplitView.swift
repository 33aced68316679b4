import GtkUI

/// Resizing the window as a person drags its edge, so that a `NavigationSplitView` collapses into
/// one column or shows its columns side by side again.
///
/// ```swift
/// host.resizeWindow(width: 400, height: 500)
/// try host.clickPointer(on: try host.row(showing: "Ideas"))
/// #expect(host.isBackButtonShown)
/// ```
extension GtkTestHost {
    /// Resizes the window to `width` × `height` and waits until the views have caught up with
    /// the new size (a split view collapsing or expanding included).
    public func resizeWindow(width: Int, height: Int) {
        window.setDefaultSize(width: width, height: height)
        for _ in 0..<3 {
            waitForLayout()
            waitUntilIdle()
        }
    }

    /// The split view columns shown now, leading first.
    public var shownSplitViewColumns: [Gtk.Widget] {
        allWidgets.filter { $0.hasCSSClass("gtkui-split-column") && $0.isMapped }
    }
}
