import CGtk
import Foundation
import GtkUICore

extension Gtk {
    /// An item of an open popover menu (GTK's private `GtkModelButton`), read for tests: its
    /// text, whether it is a check or radio item and is on, and whether it opens a submenu.
    public final class MenuItemWidget: Widget {
        /// What kind of item it is.
        public enum Role: Sendable, Equatable {
            /// An item that runs an action or opens a submenu.
            case normal
            /// A check item.
            case check
            /// A radio item.
            case radio
        }

        /// Wraps `widget` when it is a popover menu's item.
        public convenience init?(_ widget: Widget) {
            guard widget.typeName == "GtkModelButton" else { return nil }
            self.init(widget.pointer)
        }

        /// The item's text.
        public var title: String {
            guard let text = gtkui_dup_string_property(pointer, "text") else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }

        /// Whether it is a plain, check or radio item.
        public var role: Role {
            // GtkButtonRole is private to GTK: normal 0, check 1, radio 2, title 3.
            switch gtkui_get_enum_property(pointer, "role") {
            case 1: .check
            case 2: .radio
            default: .normal
            }
        }

        /// Whether a check or radio item is on.
        public var isChecked: Bool { gtkui_get_boolean_property(pointer, "active") != 0 }

        /// Whether choosing the item opens a submenu (or, in a submenu, goes back).
        public var opensSubmenu: Bool {
            guard let name = gtkui_dup_string_property(pointer, "menu-name") else { return false }
            g_free(name)
            return true
        }

        /// The keyboard shortcut shown beside the item, such as `Ctrl+E`, if any.
        public var shortcutLabel: String? {
            guard let accel = gtkui_dup_string_property(pointer, "accel") else { return nil }
            defer { g_free(accel) }
            var keyval: UInt32 = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard gtk_accelerator_parse(accel, &keyval, &modifiers) != 0 else { return nil }
            return gtk_accelerator_get_label(keyval, modifiers).map { label in
                defer { g_free(label) }
                return String(cString: label)
            }
        }
    }
}

extension Gtk.Widget {
    /// The point `(x, y)` of the widget in its window's surface coordinates, where a pointer
    /// must go to touch it there; nil when the widget is not in a window.
    public func surfacePoint(x: Double, y: Double) -> (x: Int, y: Int)? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var inNative = graphene_point_t()
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget, nativeWidget, &point, &inNative) != 0 else { return nil }
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        return (Int((Double(inNative.x) + offsetX).rounded()), Int((Double(inNative.y) + offsetY).rounded()))
    }
}

extension Gtk {
    /// The desktop's clipboard (the default display's `GdkClipboard`).
    public enum Clipboard {
        /// Reads the clipboard's text as a paste does, running the main loop until it arrives or
        /// `timeout` seconds pass; nil when it holds no text.
        @MainActor
        public static func readText(timeout: Double = 2) -> String? {
            guard let display = gdk_display_get_default() else { return nil }
            let request = ClipboardRead()
            let box = Unmanaged.passRetained(request).toOpaque()
            gdk_clipboard_read_text_async(gdk_display_get_clipboard(display), nil, clipboardTextRead, box)
            let deadline = Date().addingTimeInterval(timeout)
            while !request.isDone, Date() < deadline {
                if !MainLoop.iterate() { usleep(1000) }
            }
            return request.text
        }
    }
}

/// A clipboard read in flight.
private final class ClipboardRead: @unchecked Sendable {  // touched only on the main thread
    var isDone = false
    var text: String?
}

private let clipboardTextRead: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    source, result, data in
    let request = Unmanaged<ClipboardRead>.fromOpaque(data!).takeRetainedValue()
    if let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil) {
        request.text = String(cString: text)
        g_free(text)
    }
    request.isDone = true
}
