import CGtk

extension Gtk {
    /// A `GtkWindow` (or `GtkApplicationWindow`).
    public class Window: Widget {
        /// Creates a top-level window.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_window_new()))
        }

        /// Whether the window blocks input to the window it is transient for.
        public var isModal: Bool { gtk_window_get_modal(window) != 0 }

        var window: UnsafeMutablePointer<GtkWindow> { gtkui_window(pointer) }

        /// The window title, shown by the header bar when it has no custom title widget.
        public var title: String? {
            get { String(validatingCString: gtk_window_get_title(window)) }
            set { gtk_window_set_title(window, newValue) }
        }

        /// Sets the size the window opens with.
        public func setDefaultSize(width: Int, height: Int) {
            gtk_window_set_default_size(window, Int32(width), Int32(height))
        }

        /// Sets the window's content.
        public func setChild(_ child: Widget?) {
            gtk_window_set_child(window, child.map { gtkui_widget($0.pointer) })
        }

        /// The window's content.
        public var child: Widget? {
            guard let child = gtk_window_get_child(window) else { return nil }
            return Widget.wrap(UnsafeMutableRawPointer(child))
        }

        /// Uses `titlebar` (usually a ``HeaderBar``) as the window's title bar.
        public func setTitlebar(_ titlebar: Widget?) {
            gtk_window_set_titlebar(window, titlebar.map { gtkui_widget($0.pointer) })
        }

        /// The window's title bar widget.
        public var titlebar: Widget? {
            guard let bar = gtk_window_get_titlebar(window) else { return nil }
            return Widget.wrap(UnsafeMutableRawPointer(bar))
        }

        /// Makes the window modal over `parent` (for sheets and dialogs).
        public func setTransient(for parent: Window?, modal: Bool) {
            gtk_window_set_transient_for(window, parent?.window)
            gtk_window_set_modal(window, modal ? 1 : 0)
        }

        /// The window this one is transient for (set by ``setTransient(for:modal:)``), if any.
        public var transientParent: Window? {
            gtk_window_get_transient_for(window).map { Window(UnsafeMutableRawPointer($0)) }
        }

        /// Hides the window when closed instead of destroying it.
        public var hidesOnClose: Bool {
            get { gtk_window_get_hide_on_close(window) != 0 }
            set { gtk_window_set_hide_on_close(window, newValue ? 1 : 0) }
        }

        /// The X11 window ID, or nil when the window is not realized or not on X11.
        public var x11WindowID: UInt? {
            let id = gtkui_window_xid(pointer)
            return id == 0 ? nil : UInt(id)
        }

        /// How many frames the window's frame clock has started; nil until it is realized.
        public var frameCount: Int? {
            guard let clock = gtk_widget_get_frame_clock(widget) else { return nil }
            return gdk_frame_clock_get_frame_counter(clock)
        }

        /// Asks GTK to draw the window again in its next frame.
        public func queueDraw() { gtk_widget_queue_draw(widget) }

        /// Shows the window and brings it to the front.
        public func present() { gtk_window_present(window) }

        /// The size the window opens at (`gtk_window_get_default_size`).
        public var defaultSize: (width: Int, height: Int) {
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(window, &width, &height)
            return (Int(width), Int(height))
        }

        /// Whether a person can resize the window.
        public var isResizable: Bool { gtk_window_get_resizable(window) != 0 }

        /// Whether the title bar shows a close button and the window may be closed by the
        /// user (`gtk_window_set_deletable`).
        public var isDeletable: Bool {
            get { gtk_window_get_deletable(window) != 0 }
            set { gtk_window_set_deletable(window, newValue ? 1 : 0) }
        }

        /// Whether the window is the active one (it has the keyboard).
        public var isActive: Bool { gtk_window_is_active(window) != 0 }

        /// Asks the window manager to maximize the window (before or after it is shown).
        public func maximize() { gtk_window_maximize(window) }

        /// Whether the window is maximized now.
        public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

        /// Closes the window as the close button does (emits `close-request`).
        public func close() { gtk_window_close(window) }

        /// Destroys the window, dropping GTK's own reference to it.
        public func destroy() { gtk_window_destroy(window) }

        /// The widget that has keyboard focus in this window.
        public var focusedWidget: Widget? {
            guard let focus = gtk_window_get_focus(window) else { return nil }
            return Widget.wrap(UnsafeMutableRawPointer(focus))
        }

        /// Whether the window draws the focus ring around the focused widget: GTK turns it on
        /// when the keyboard is used and off again on a pointer click.
        public var isFocusVisible: Bool { gtk_window_get_focus_visible(window) != 0 }

        /// Moves focus to the next widget in tab order, as Tab does.
        @discardableResult
        public func moveFocusForward() -> Bool {
            gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0
        }

        /// Renders the window as it is now and returns its pixels as RGBA bytes, row by row.
        ///
        /// - Parameter scale: Device pixels per window pixel, as on a display with that scale
        ///   factor: 2 renders a texture twice as wide and high.
        public func renderPixels(scale: Int = 1) throws(SnapshotError) -> (width: Int, height: Int, rgba: [UInt8]) {
            let texture = try renderTexture(scale: scale)
            defer { g_object_unref(texture) }
            let width = Int(gdk_texture_get_width(OpaquePointer(texture)))
            let height = Int(gdk_texture_get_height(OpaquePointer(texture)))
            // GDK_MEMORY_DEFAULT is B8G8R8A8 premultiplied; reorder to RGBA.
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            bytes.withUnsafeMutableBufferPointer { buffer in
                gdk_texture_download(OpaquePointer(texture), buffer.baseAddress, gsize(width * 4))
            }
            for index in stride(from: 0, to: bytes.count, by: 4) { bytes.swapAt(index, index + 2) }
            return (width, height, bytes)
        }

        /// Renders the window as it is now into a PNG file.
        ///
        /// - Throws: ``SnapshotError`` when the window has no size yet or GTK cannot render.
        public func savePNG(to path: String) throws(SnapshotError) {
            let texture = try renderTexture()
            defer { g_object_unref(texture) }
            guard gdk_texture_save_to_png(OpaquePointer(texture), path) != 0 else {
                throw SnapshotError(reason: "could not write \(path)")
            }
        }

        /// Renders the window into a new texture (a `GdkTexture` reference the caller releases).
        private func renderTexture(scale: Int = 1) throws(SnapshotError) -> UnsafeMutableRawPointer {
            guard allocatedSize.width > 0, allocatedSize.height > 0 else {
                throw SnapshotError(reason: "the window has no size; present it and let the main loop run first")
            }
            // A widget paintable shows the window's last drawn frame; between an invalidation
            // (a pulsing bar, a spinner) and the next frame GTK holds none, so let that frame
            // paint and try again, for up to two seconds.
            var attempt = 0
            var rendered = renderNode(scale: scale)
            while rendered == nil, attempt < 400 {
                attempt += 1
                while g_main_context_iteration(nil, 0) != 0 {}
                usleep(5000)
                rendered = renderNode(scale: scale)
            }
            guard let (node, width, height) = rendered else {
                throw SnapshotError(reason: "GTK produced no render node")
            }
            defer { gsk_render_node_unref(node) }
            guard let renderer = gtk_native_get_renderer(gtkui_native(pointer)) else {
                throw SnapshotError(reason: "the window is not realized")
            }
            var viewport = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0),
                size: graphene_size_t(width: Float(width * scale), height: Float(height * scale)))
            guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
                throw SnapshotError(reason: "the renderer returned no texture")
            }
            return UnsafeMutableRawPointer(texture)
        }

        /// The window's last drawn frame as a render node (a reference the caller releases)
        /// with the window's width and height, or nil while GTK holds no frame.
        private func renderNode(scale: Int) -> (OpaquePointer, Int, Int)? {
            let paintable = UnsafeMutableRawPointer(gtk_widget_paintable_new(widget)!)
            defer { g_object_unref(paintable) }
            // The paintable shows the window's border box; drawn at any other size it is scaled,
            // and a pixel would no longer be a pixel.
            let width = Int(gdk_paintable_get_intrinsic_width(gtkui_paintable(paintable)))
            let height = Int(gdk_paintable_get_intrinsic_height(gtkui_paintable(paintable)))
            let snapshot = gtk_snapshot_new()!
            if scale != 1 { gtk_snapshot_scale(snapshot, Float(scale), Float(scale)) }
            gdk_paintable_snapshot(gtkui_paintable(paintable), snapshot, Double(width), Double(height))
            return gtk_snapshot_free_to_node(snapshot).map { ($0, width, height) }
        }
    }

    /// Why a window could not be saved as an image.
    public struct SnapshotError: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        public var reason: String
        /// A one-line description.
        public var description: String { "Window snapshot failed: \(reason)" }
    }

    /// A `GtkHeaderBar`: the title bar with a title and buttons at either end.
    public final class HeaderBar: Widget {
        /// Creates a header bar with the window controls.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_header_bar_new()))
        }

        /// Puts `widget` at the leading end.
        public func packStart(_ widget: Widget) {
            gtk_header_bar_pack_start(gtkui_header_bar(pointer), gtkui_widget(widget.pointer))
        }

        /// Puts `widget` at the trailing end.
        public func packEnd(_ widget: Widget) {
            gtk_header_bar_pack_end(gtkui_header_bar(pointer), gtkui_widget(widget.pointer))
        }

        /// Removes `widget`, which was packed at either end or is the title widget.
        public func remove(_ widget: Widget) {
            gtk_header_bar_remove(gtkui_header_bar(pointer), gtkui_widget(widget.pointer))
        }

        /// The widget shown in place of the title, if any.
        public var titleWidget: Widget? {
            gtk_header_bar_get_title_widget(gtkui_header_bar(pointer)).map { Widget.wrap(UnsafeMutableRawPointer($0)) }
        }

        /// Replaces the centered title with `widget`.
        public func setTitleWidget(_ widget: Widget?) {
            gtk_header_bar_set_title_widget(gtkui_header_bar(pointer), widget.map { gtkui_widget($0.pointer) })
        }
    }
}

extension Gtk.Widget {
    /// Adds a keyboard shortcut active anywhere in the widget's window, as long as the widget is
    /// in it.
    ///
    /// - Parameters:
    ///   - trigger: GTK trigger syntax, such as `"Escape|<Alt>Left"`.
    ///   - handler: Returns whether it handled the key.
    public func addShortcut(_ trigger: String, handler: @escaping @MainActor () -> Bool) {
        let controller = UnsafeMutableRawPointer(gtk_shortcut_controller_new()!)
        gtk_shortcut_controller_set_scope(gtkui_shortcut_controller(controller), GTK_SHORTCUT_SCOPE_GLOBAL)
        let box = Unmanaged.passRetained(SignalHandlerBox({ _ = handler() }, returning: handler))
        let action = gtk_callback_action_new(shortcutTrampoline, box.toOpaque(), shortcutRelease)
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
        gtk_shortcut_controller_add_shortcut(gtkui_shortcut_controller(controller), shortcut)
        gtk_widget_add_controller(widget, gtkui_event_controller(controller))
    }
}

private let shortcutTrampoline:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
        _, _, data in
        let box = Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
        return MainActor.assumeIsolated { (box.boolHandler?() ?? false) ? 1 : 0 }
    }

private let shortcutRelease: @convention(c) (gpointer?) -> Void = { data in
    Unmanaged<SignalHandlerBox>.fromOpaque(data!).release()
}
