import GtkUI

/// The columns a `NavigationSplitView` shows: resizing the window (``resizeWindow(width:height:)``)
/// collapses it into one column or shows its columns side by side again; dragging a divider
/// (``dragSplitViewDivider(after:by:)``) resizes the columns as a person does.
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

    /// Drags the divider after the split view column `index` (0: the sidebar's, 1: the content
    /// column's of three) by `offset` pixels, rightwards when positive, with the real pointer:
    /// press on the divider, move and release through the X server (XTEST via `xdotool`).
    ///
    /// ```swift
    /// try host.dragSplitViewDivider(by: 200)
    /// #expect(host.shownSplitViewColumns[0].allocatedSize.width <= 300)
    /// ```
    ///
    /// - Throws: Without an X11 display or xdotool, or when that divider is not on screen.
    public func dragSplitViewDivider(after index: Int = 0, by offset: Int) throws {
        guard let windowID = window.x11WindowID else {
            throw TestHostError("dragging needs an X11 display (Xvfb); this window is not on X11")
        }
        let paneds = allWidgets.filter { $0.typeName == "GtkPaned" && $0.isMapped }
        // GtkPaned's handle is a widget of its own between its two children.
        guard paneds.indices.contains(index),
            let handle = paneds[index].children.first(where: { $0.typeName == "GtkPanedHandle" && $0.isMapped })
        else {
            throw TestHostError("no split view divider after column \(index) on screen")
        }
        let center = try settledCenter(of: handle)
        let start = (x: Int(center.x.rounded(.down)), y: Int(center.y))
        let end = (x: start.x + offset, y: start.y)
        let window = String(windowID)
        try xdotool(
            Self.pointerMove(to: start, in: window) + ["mousedown", "1"]
                + Self.pointerMove(to: (start.x + offset / 2, start.y), in: window)
                + Self.pointerMove(to: end, in: window) + ["mouseup", "1"])
    }
}
