import CGtk

extension Gtk {
    /// A `GtkImage`: an icon of the icon theme at a fixed size, recoloured with the CSS text
    /// colour when it is symbolic.
    public final class Image: Widget {
        /// Creates an empty image.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_image_new()))
        }

        /// The icon shown, by icon-theme name; nil when the image shows no named icon.
        public var iconName: String? {
            get { String(validatingCString: gtk_image_get_icon_name(gtkui_image(pointer))) }
            set { gtk_image_set_from_icon_name(gtkui_image(pointer), newValue) }
        }

        /// The icon's width and height in pixels.
        public var pixelSize: Int {
            get { Int(gtk_image_get_pixel_size(gtkui_image(pointer))) }
            set { gtk_image_set_pixel_size(gtkui_image(pointer), Int32(newValue)) }
        }
    }
}
