import CGtk
import Foundation
import GtkUICore

extension GtkBackend: PresentationBackend {
    /// Shows `content` in a `GtkPopover` parented to `anchor` while it is open, on the side
    /// `placement.arrowEdge` names, pointing at the anchor's point or rectangle. A click outside
    /// it or Escape closes it; then it is unparented and `onDismiss` runs.
    public func presentPopover(
        _ content: BackendWidget, from anchor: BackendWidget, placement: PopoverPlacement,
        onDismiss: @escaping @MainActor () -> Void
    ) -> AnyObject {
        let anchor = anchor as! Gtk.Widget
        let child = content as! Gtk.Widget
        child.isPageRoot = true
        let popover = Gtk.Widget(UnsafeMutableRawPointer(gtk_popover_new()))
        let gtkPopover = UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover.pointer))
        gtk_popover_set_child(gtkPopover, child.widget)
        gtk_widget_set_parent(popover.widget, anchor.widget)
        if let edge = placement.arrowEdge { gtk_popover_set_position(gtkPopover, Self.position(of: edge)) }
        if var rect = Self.pointingRect(placement, in: anchor) { gtk_popover_set_pointing_to(gtkPopover, &rect) }
        popover.connect("closed") { [weak popover] in
            // Unparented after GTK has finished closing it; the view learns it first.
            guard let popover else { return }
            Gtk.MainLoop.schedule {
                Self.release(popover)
                onDismiss()
            }
        }
        statistics.recordWidgetCreated()
        let handle = PopoverHandle(popover: popover, anchor: anchor)
        handle.popUpWhenShown()
        return handle
    }

    /// Closes and unparents a popover without reporting it.
    public func dismissPopover(_ popover: AnyObject) {
        guard let handle = popover as? PopoverHandle else { return }
        handle.cancelPendingPopUp()
        let popover = handle.popover
        guard popover.parentPointer != nil else { return }
        popover.withSignalsBlocked {
            gtk_popover_popdown(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover.pointer)))
        }
        Self.release(popover)
    }

    /// Shows `content` in a maximized modal window over the chrome's window (a sheet that covers
    /// it), with its own header bar; Escape or the close button closes it.
    public func presentFullScreenCover(
        _ content: BackendWidget, over chrome: any WindowChrome, onDismiss: @escaping @MainActor () -> Void
    ) -> AnyObject {
        let cover = FullScreenCover(chrome: chrome)
        if let host = chrome as? WindowHost {
            cover.window = host.presentModal(content, maximized: true, onDismiss: onDismiss)
        } else {
            cover.window = chrome.presentSheet(content, onDismiss: onDismiss)
        }
        return cover
    }

    /// Closes a full-screen cover without reporting it.
    public func dismissFullScreenCover(_ cover: AnyObject) {
        guard let cover = cover as? FullScreenCover, let window = cover.window else { return }
        cover.chrome?.dismissSheet(window)
        cover.window = nil
    }

    private static func release(_ popover: Gtk.Widget) {
        popover.disconnectAllSignals()
        gtk_popover_set_child(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover.pointer)), nil)
        if popover.parentPointer != nil { popover.unparent() }
    }

    private static func position(of edge: Edge) -> GtkPositionType {
        switch edge {
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        case .leading: GTK_POS_LEFT
        case .trailing: GTK_POS_RIGHT
        }
    }

    private static func pointingRect(_ placement: PopoverPlacement, in anchor: Gtk.Widget) -> GdkRectangle? {
        if let rect = placement.rect {
            return GdkRectangle(
                x: Int32(rect.minX), y: Int32(rect.minY), width: Int32(max(1, rect.width)),
                height: Int32(max(1, rect.height)))
        }
        guard let point = placement.point else { return nil }
        let size = anchor.allocatedSize
        return GdkRectangle(
            x: Int32(Double(size.width) * point.x), y: Int32(Double(size.height) * point.y), width: 1, height: 1)
    }
}

/// A full-screen cover: the modal window and the chrome that presented it.
@MainActor
final class FullScreenCover {
    weak var chrome: (any WindowChrome)?
    var window: AnyObject?
    init(chrome: any WindowChrome) { self.chrome = chrome }
}

/// A presented popover and, until its anchor is on screen, the wait for it: a popover can only
/// pop up from a widget in a shown window (a `.popover` presented when its view first appears
/// waits for the view's widget to be mapped).
@MainActor
private final class PopoverHandle {
    let popover: Gtk.Widget
    let anchor: Gtk.Widget
    private var mapHandler: UInt?

    init(popover: Gtk.Widget, anchor: Gtk.Widget) {
        self.popover = popover
        self.anchor = anchor
    }

    func popUpWhenShown() {
        guard !anchor.isMapped else {
            popUp()
            return
        }
        mapHandler = anchor.connect("map") { [weak self] in
            self?.cancelPendingPopUp()
            // After the window has finished mapping.
            Gtk.MainLoop.schedule { [weak self] in self?.popUp() }
        }
    }

    func cancelPendingPopUp() {
        if let mapHandler { anchor.disconnect(mapHandler) }
        mapHandler = nil
    }

    private func popUp() {
        guard popover.parentPointer != nil, anchor.isMapped else { return }
        gtk_popover_popup(UnsafeMutablePointer<GtkPopover>(OpaquePointer(popover.pointer)))
    }
}
