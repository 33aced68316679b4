import CGtk
import GtkUICore

/// A view's context menu on GTK: a secondary-button `GtkGestureClick` and a shortcut controller
/// for the Menu key and Shift+F10 on the view's widget, opening a `GtkPopoverMenu` of the menu's
/// model — at the pointer for a click, pointing at the widget for the keyboard.
///
/// The popover is parented to the widget only while it is open, so the widget's own children
/// (a stack's views) are never mixed with it; it is unparented once closed.
@MainActor
final class ContextMenuController {
    private unowned let widget: Gtk.Widget
    // Made once `self` can be captured (weakly) by its handler.
    private(set) var model: MenuModel!
    private let gesture: Gtk.Object
    private let keys: OpaquePointer
    private var popover: Gtk.Widget?
    var onActivate: @MainActor (MenuActivation) -> Void

    init(widget: Gtk.Widget, menu: MenuDescription, onActivate: @escaping @MainActor (MenuActivation) -> Void) {
        self.widget = widget
        self.onActivate = onActivate
        gesture = Gtk.Object.adopting(UnsafeMutableRawPointer(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(OpaquePointer(gesture.pointer), UInt32(GDK_BUTTON_SECONDARY))
        keys = gtk_shortcut_controller_new()
        model = makeModel(menu)
        gesture.connectClick("pressed") { [weak self] in self?.secondaryClick() }
        gtk_widget_add_controller(widget.widget, OpaquePointer(g_object_ref(gesture.pointer)))
        let box = Unmanaged.passRetained(WeakController(self)).toOpaque()
        let action = gtk_callback_action_new(contextMenuShortcutCallback, box) {
            Unmanaged<WeakController>.fromOpaque($0!).release()
        }
        for (keyval, modifiers) in [(GDK_KEY_F10, GDK_SHIFT_MASK), (GDK_KEY_Menu, GdkModifierType(rawValue: 0))] {
            let shortcut = gtk_shortcut_new(
                gtk_keyval_trigger_new(UInt32(keyval), modifiers),
                OpaquePointer(g_object_ref(UnsafeMutableRawPointer(action))))
            gtk_shortcut_controller_add_shortcut(gtkui_shortcut_controller(UnsafeMutableRawPointer(keys)), shortcut)
        }
        g_object_unref(UnsafeMutableRawPointer(action))
        gtk_widget_add_controller(widget.widget, keys)
    }

    private func makeModel(_ menu: MenuDescription) -> MenuModel {
        MenuModel(menu) { [weak self] in self?.onActivate($0) }
    }

    /// Shows `menu`: states in place when only they changed, otherwise a new model (also in an
    /// open popover).
    func show(_ menu: MenuDescription, statistics: RenderStatistics) {
        if model.hasStructure(of: menu) {
            guard model.description != menu else { return }
            let written = model.update(to: menu)
            for _ in 0..<written.states { statistics.recordWrite("Menu", "state") }
            for _ in 0..<written.enabled { statistics.recordWrite("Menu", "enabled") }
            return
        }
        model.disconnect()
        model = makeModel(menu)
        if let popover {
            gtk_popover_menu_set_menu_model(
                OpaquePointer(popover.pointer), UnsafeMutablePointer<GMenuModel>(OpaquePointer(model.menu.pointer)))
            insertActions(into: popover)
        }
        statistics.recordWrite("Menu", "items")
    }

    /// Opens the menu where the pointer pressed the secondary button.
    private func secondaryClick() {
        var x = 0.0
        var y = 0.0
        let sequence = gtk_gesture_single_get_current_sequence(OpaquePointer(gesture.pointer))
        gtk_gesture_get_point(OpaquePointer(gesture.pointer), sequence, &x, &y)
        gtk_gesture_set_state(OpaquePointer(gesture.pointer), GTK_EVENT_SEQUENCE_CLAIMED)
        open(at: (x, y))
    }

    /// Opens the menu pointing at `point` in the widget, or at the whole widget when nil.
    func open(at point: (x: Double, y: Double)?) {
        close()
        let menu = UnsafeMutablePointer<GMenuModel>(OpaquePointer(model.menu.pointer))
        let popover = Gtk.Widget(UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(menu)))
        gtk_widget_set_parent(popover.widget, widget.widget)
        insertActions(into: popover)
        let size = widget.allocatedSize
        var rect = GdkRectangle(x: 0, y: 0, width: Int32(size.width), height: Int32(size.height))
        if let point {
            rect = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
            gtk_popover_set_has_arrow(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover.pointer)), 0)
            popover.horizontalAlignment = GTK_ALIGN_START
        }
        let gtkPopover = UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover.pointer))
        gtk_popover_set_pointing_to(gtkPopover, &rect)
        popover.connect("closed") { [weak self] in
            // Unparented after GTK has finished closing it (and run the chosen item).
            Gtk.MainLoop.schedule { [weak self] in self?.release(popover) }
        }
        self.popover = popover
        gtk_popover_popup(gtkPopover)
    }

    private func insertActions(into popover: Gtk.Widget) {
        gtk_widget_insert_action_group(
            popover.widget, MenuModel.actionPrefix, OpaquePointer(model.actionGroup.pointer))
    }

    /// Closes and unparents the open popover, if any.
    func close() {
        guard let popover else { return }
        popover.withSignalsBlocked {
            gtk_popover_popdown(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover.pointer)))
        }
        release(popover)
    }

    private func release(_ closed: Gtk.Widget) {
        guard popover === closed else { return }
        closed.disconnectAllSignals()
        closed.unparent()
        popover = nil
    }

    /// Takes the menu off the widget: its controllers, an open popover and the actions' handlers.
    func detach() {
        close()
        gesture.disconnectAllSignals()
        gtk_widget_remove_controller(widget.widget, OpaquePointer(gesture.pointer))
        gtk_widget_remove_controller(widget.widget, keys)
        model.disconnect()
    }

    fileprivate func openFromKeyboard() { open(at: nil) }
}

/// The controller a keyboard shortcut's callback reaches, held weakly by the callback.
private final class WeakController: @unchecked Sendable {  // touched only on the main thread
    weak var controller: ContextMenuController?
    init(_ controller: ContextMenuController) { self.controller = controller }
}

private let contextMenuShortcutCallback:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
        _, _, data in
        let box = Unmanaged<WeakController>.fromOpaque(data!).takeUnretainedValue()
        return MainActor.assumeIsolated {
            guard let controller = box.controller else { return 0 }
            controller.openFromKeyboard()
            return 1
        }
    }
