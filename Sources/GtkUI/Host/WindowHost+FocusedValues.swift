import CGtk
import GtkUICore

extension WindowHost {
    /// Tells the scene state where keyboard focus moved, so the window's `.focusedValue`s follow
    /// it: a move within the content (or to no widget) counts; a move to the title bar or into
    /// an open menu or popover leaves the values of the view that had focus, as a macOS menu bar
    /// does.
    func followFocusedValues() {
        window.connectIgnoringArgument("notify::focus-widget") { [weak self] in self?.focusWidgetDidChange() }
    }

    private func focusWidgetDidChange() {
        guard let focus = gtk_root_get_focus(OpaquePointer(window.pointer)) else {
            sceneState._focusDidMove()
            return
        }
        let content = gtk_window_get_child(window.window)
        var widget: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = widget {
            if current == content {
                sceneState._focusDidMove()
                return
            }
            if gtkui_is_a(UnsafeMutableRawPointer(current), gtk_popover_get_type()) != 0 { break }
            widget = gtk_widget_get_parent(current)
        }
        sceneState._focusDidMoveOutsideContent()
    }
}
