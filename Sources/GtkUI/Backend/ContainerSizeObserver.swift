import CGtk
import Foundation
import GtkUICore

/// Reports the size of the container around a widget for `.containerRelativeFrame`: the page
/// size of the nearest `GtkScrolledWindow`'s adjustments, or else the size of the window's
/// content after each layout of its surface.
///
/// It listens only to GTK's notifications (`map`, `notify::page-size`, the surface's
/// `layout`), so nothing runs while sizes stay the same; each report comes after the layout
/// that changed the size, never during it.
@MainActor
final class ContainerSizeObserver {
    private let widget: Gtk.Widget
    private let onChange: @MainActor (CGSize) -> Void
    private var mapHandler: UInt?
    /// The adjustments or surface listened to, whose handlers go when the observer stops.
    private var sources: [Gtk.Object] = []
    private var reported: CGSize?
    private var isReportScheduled = false

    init(widget: Gtk.Widget, onChange: @escaping @MainActor (CGSize) -> Void) {
        self.widget = widget
        self.onChange = onChange
        mapHandler = widget.connect("map") { [weak self] in self?.attach() }
        if widget.isMapped { attach() }
    }

    /// Stops listening.
    func stop() {
        if let mapHandler { widget.disconnect(mapHandler) }
        mapHandler = nil
        detach()
    }

    private func detach() {
        for source in sources { source.disconnectAllSignals() }
        sources.removeAll()
    }

    /// Finds the container now that the widget is in a window, and listens to it.
    private func attach() {
        detach()
        if let scrolled = gtk_widget_get_ancestor(widget.widget, gtk_scrolled_window_get_type()) {
            for adjustment in [
                gtk_scrolled_window_get_hadjustment(gtkui_scrolled_window(scrolled)),
                gtk_scrolled_window_get_vadjustment(gtkui_scrolled_window(scrolled)),
            ] {
                guard let adjustment else { continue }
                let source = Gtk.Object(UnsafeMutableRawPointer(adjustment))
                source.connectIgnoringArgument("notify::page-size") { [weak self] in self?.report() }
                sources.append(source)
            }
        } else if let native = gtk_widget_get_native(widget.widget), let surface = gtk_native_get_surface(native) {
            let source = Gtk.Object(UnsafeMutableRawPointer(surface))
            // The surface's new size is laid out in the same frame; read the content after it.
            source.connectIgnoringRange("layout") { [weak self] in self?.scheduleReport() }
            sources.append(source)
        }
        scheduleReport()
    }

    private func scheduleReport() {
        guard !isReportScheduled else { return }
        isReportScheduled = true
        Gtk.MainLoop.schedule { [weak self] in
            guard let self else { return }
            self.isReportScheduled = false
            self.report()
        }
    }

    private func report() {
        guard let size = containerSize(), size.width > 0 || size.height > 0, size != reported else { return }
        reported = size
        onChange(size)
    }

    /// The visible size of the nearest scroll view, or the size of the window's content.
    private func containerSize() -> CGSize? {
        if let scrolled = gtk_widget_get_ancestor(widget.widget, gtk_scrolled_window_get_type()) {
            let window = gtkui_scrolled_window(scrolled)
            let width = gtk_adjustment_get_page_size(gtk_scrolled_window_get_hadjustment(window))
            let height = gtk_adjustment_get_page_size(gtk_scrolled_window_get_vadjustment(window))
            // A scroll view that does not scroll along an axis shows its whole width there.
            return CGSize(
                width: width > 0 ? width : Double(gtk_widget_get_width(scrolled)),
                height: height > 0 ? height : Double(gtk_widget_get_height(scrolled)))
        }
        guard let root = widget.root, let content = gtk_window_get_child(root.window) else { return nil }
        return CGSize(width: Double(gtk_widget_get_width(content)), height: Double(gtk_widget_get_height(content)))
    }
}
