import CGtk
import Foundation
import GtkUICore

/// What a geometry reader's layout keeps: whom to tell about a new size, and the size last
/// told. Attached to the reader's box as object data, released with the widget.
final class GeometryReaderState: @unchecked Sendable {  // touched only on the main thread
    var onResize: (@MainActor (CGSize) -> Void)?
    var reportedSize: CGSize?

    private static let key = "gtkui-geometry-reader"

    @MainActor static func attach(_ state: GeometryReaderState, to box: Gtk.Widget) {
        let retained = Unmanaged.passRetained(state).toOpaque()
        g_object_set_data_full(
            UnsafeMutablePointer<GObject>(OpaquePointer(box.pointer)), key, retained,
            { pointer in pointer.map { Unmanaged<GeometryReaderState>.fromOpaque($0).release() } })
    }

    static func of(_ widget: UnsafeMutableRawPointer?) -> GeometryReaderState? {
        guard let widget, let data = g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), key)
        else { return nil }
        return Unmanaged<GeometryReaderState>.fromOpaque(data).takeUnretainedValue()
    }
}

/// Lays out a `GeometryReader` as SwiftUI does: it asks for no space (its size never depends
/// on its content, so content built from the size cannot change it), takes what it is given,
/// and puts every child at its top-leading corner, filling it if the child is flexible. After
/// an allocation of a new size it reports the size; the core rebuilds the content on the next
/// main-loop turn, never during the layout.
enum GeometryReaderLayout {
    /// A new layout manager; the widget it is set on takes ownership.
    static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
        gtk_custom_layout_new(
            { _ in GTK_SIZE_REQUEST_CONSTANT_SIZE },
            { _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
                minimum?.pointee = 0
                natural?.pointee = 0
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            },
            { widget, width, height, _ in
                GeometryReaderLayout.allocate(widget, width: width, height: height)
            })
    }

    private static func allocate(_ widget: UnsafeMutablePointer<GtkWidget>?, width: Int32, height: Int32) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_should_layout(current) != 0 {
                var minimumWidth: Int32 = 0
                var minimumHeight: Int32 = 0
                gtk_widget_measure(current, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
                let childWidth = max(width, minimumWidth)
                gtk_widget_measure(current, GTK_ORIENTATION_VERTICAL, childWidth, &minimumHeight, nil, nil, nil)
                var allocation = GtkAllocation(x: 0, y: 0, width: childWidth, height: max(height, minimumHeight))
                gtk_widget_size_allocate(current, &allocation, -1)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        guard let state = GeometryReaderState.of(UnsafeMutableRawPointer(widget)) else { return }
        let size = CGSize(width: Double(width), height: Double(height))
        guard state.reportedSize != size else { return }
        state.reportedSize = size
        MainActor.assumeIsolated { state.onResize?(size) }
    }
}
