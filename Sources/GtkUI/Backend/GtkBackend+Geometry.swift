import CGtk
import Foundation
import GtkUICore
import OpenCombine

extension GtkBackend: GeometryBackend {
    /// Creates a box laid out by `GeometryReaderLayout`, which reports its size to `onResize`.
    public func makeGeometryReader(onResize: @escaping @MainActor (CGSize) -> Void) -> BackendWidget {
        let box = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_layout_manager(gtkui_widget(box.pointer), GeometryReaderLayout.make())
        let state = GeometryReaderState()
        state.onResize = onResize
        GeometryReaderState.attach(state, to: box)
        box.flexibility = (true, true)
        return box
    }

    /// Makes `content` the reader's children, each filling the reader in the axes it is
    /// flexible in and otherwise at the top-leading corner at its natural size.
    public func updateGeometryReader(_ reader: BackendWidget, content: [BackendWidget]) {
        setChildren(content, of: reader)
        for widget in content.map({ $0 as! Gtk.Widget }) {
            let fills = widget.flexibility
            write(widget, "GeometryReader", "placement", [fills.horizontal, fills.vertical]) { fills in
                widget.horizontalAlignment = fills[0] ? GTK_ALIGN_FILL : GTK_ALIGN_START
                widget.verticalAlignment = fills[1] ? GTK_ALIGN_FILL : GTK_ALIGN_START
            }
        }
        (reader as! Gtk.Widget).flexibility = (true, true)
    }

    /// Drops the reader's `onResize` closure, so the node it reaches is not kept.
    public func detachGeometryReader(_ reader: BackendWidget) {
        GeometryReaderState.of((reader as! Gtk.Widget).pointer)?.onResize = nil
    }

    /// Creates a box laid out by `ViewThatFitsLayout`.
    public func makeViewThatFits() -> BackendWidget {
        let box = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_layout_manager(gtkui_widget(box.pointer), ViewThatFitsLayout.make())
        return box
    }

    /// Makes `candidates` the container's children, each centered unless it is flexible, and
    /// stores `axes` for the layout.
    public func updateViewThatFits(_ container: BackendWidget, candidates: [BackendWidget], axes: Axis.Set) {
        let box = container as! Gtk.Widget
        setChildren(candidates, of: box)
        let widgets = candidates.map { $0 as! Gtk.Widget }
        for widget in widgets {
            let fills = widget.flexibility
            write(widget, "ViewThatFits", "placement", [fills.horizontal, fills.vertical]) { fills in
                widget.horizontalAlignment = fills[0] ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER
                widget.verticalAlignment = fills[1] ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER
            }
        }
        box.flexibility = (widgets.contains { $0.flexibility.horizontal }, widgets.contains { $0.flexibility.vertical })
        if ViewThatFitsLayout.store(axes, on: box) { statistics.recordWrite("ViewThatFits", "axes") }
    }
}

extension GtkBackend {
    /// Follows the nearest `GtkScrolledWindow`'s page size, or the window content's size after
    /// each layout of its surface, from when `widget` is mapped.
    public func observeContainerSize(around widget: BackendWidget, _ onChange: @escaping @MainActor (CGSize) -> Void)
        -> AnyCancellable
    {
        let observer = ContainerSizeObserver(widget: widget as! Gtk.Widget, onChange: onChange)
        return AnyCancellable { MainActor.assumeIsolated { observer.stop() } }
    }
}
