import CGtk
import GtkUICore

extension WindowHost {
    /// The width below which the window's horizontal size class is `.compact`: where a
    /// `NavigationSplitView` collapses to one column.
    public static let compactWidth = 500
    /// The height below which the window's vertical size class is `.compact`.
    public static let compactHeight = 400

    /// Keeps the scene state's size classes, display scale and text size in step with the
    /// window and the desktop's settings.
    func followWindowMetrics() {
        window.connectIgnoringArgument("notify::scale-factor") { [weak self] in self?.updateDisplayScale() }
        settingsObserver = Gtk.Settings.observe(["gtk-xft-dpi"]) { [weak self] in self?.updateTypeSize() }
        updateDisplayScale()
        updateTypeSize()
    }

    /// Reads the window's size once the frame that resized it has allocated it.
    func scheduleSizeClassUpdate() {
        guard !sizeClassUpdateScheduled else { return }
        sizeClassUpdateScheduled = true
        Gtk.MainLoop.schedule { [weak self] in
            guard let self else { return }
            self.sizeClassUpdateScheduled = false
            self.updateSizeClasses()
        }
    }

    private func updateSizeClasses() {
        let size = window.allocatedSize
        guard size.width > 0, size.height > 0 else { return }
        sceneState.horizontalSizeClass = size.width < Self.compactWidth ? .compact : .regular
        sceneState.verticalSizeClass = size.height < Self.compactHeight ? .compact : .regular
    }

    private func updateDisplayScale() {
        sceneState.displayScale = Double(gtk_widget_get_scale_factor(window.widget))
    }

    private func updateTypeSize() {
        sceneState.dynamicTypeSize = DynamicTypeSize(textScalingFactor: Gtk.Settings.textScalingFactor)
    }
}
