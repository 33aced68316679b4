import CGtk
import Foundation

extension Gtk {
    /// A `GtkPicture`: an image file drawn at its own size or scaled to the widget's.
    public final class Picture: Widget {
        /// Creates an empty picture that keeps its image's size.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_picture_new()))
            canShrink = false
        }

        /// The file shown; nil when none is.
        public var filePath: String? {
            get {
                guard let file = gtk_picture_get_file(gtkui_picture(pointer)), let path = g_file_get_path(file) else {
                    return nil
                }
                defer { g_free(path) }
                return String(cString: path)
            }
            set { gtk_picture_set_filename(gtkui_picture(pointer), newValue) }
        }

        /// The decoded pixels shown, set in place of a file; nil when none are.
        public var texture: Texture? {
            didSet {
                gtk_picture_set_paintable(gtkui_picture(pointer), texture?.pointer)
            }
        }

        /// Whether the picture may be drawn smaller than its image; when false its image's size
        /// is also its minimum.
        public var canShrink: Bool {
            get { gtk_picture_get_can_shrink(gtkui_picture(pointer)) != 0 }
            set { gtk_picture_set_can_shrink(gtkui_picture(pointer), newValue ? 1 : 0) }
        }

        /// How the image is scaled into the widget (GTK 4.8's `GtkContentFit`).
        public var contentFit: GtkContentFit {
            get { gtk_picture_get_content_fit(gtkui_picture(pointer)) }
            set { gtk_picture_set_content_fit(gtkui_picture(pointer), newValue) }
        }

        /// The image's own size in pixels; zero when no image is loaded.
        public var imageSize: (width: Int, height: Int) {
            guard let paintable = gtk_picture_get_paintable(gtkui_picture(pointer)) else { return (0, 0) }
            return (
                Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable))
            )
        }
    }
}
