import CGtk
import Foundation

extension Gtk {
    /// A `GdkTexture`: decoded pixels GTK can draw, held by one reference released on deinit.
    public final class Texture {
        /// The `GdkTexture`.
        let pointer: OpaquePointer

        private init(pointer: OpaquePointer) { self.pointer = pointer }

        /// The pixels as a cairo image surface, made on first use, for cairo drawing.
        private var surface: OpaquePointer?
        /// Copies at other sizes, by `WxH`.
        private var resampled: [String: Texture] = [:]

        deinit {
            if let surface { cairo_surface_destroy(surface) }
            g_object_unref(UnsafeMutableRawPointer(pointer))
        }

        /// The pixels as a cairo image surface (premultiplied ARGB, as `gdk_texture_download`
        /// writes them); nil when cairo cannot make one.
        var cairoSurface: OpaquePointer? {
            if let surface { return surface }
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(made)
            else { return nil }
            gdk_texture_download(pointer, pixels, gsize(cairo_image_surface_get_stride(made)))
            cairo_surface_mark_dirty(made)
            surface = made
            return made
        }

        /// Decodes an image file's bytes (PNG, JPEG, TIFF, or another format GdkPixbuf reads);
        /// nil when they are no image GTK reads.
        public static func decoding(_ data: Data) -> Texture? {
            guard !data.isEmpty else { return nil }
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            var error: UnsafeMutablePointer<GError>?
            guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
                if let error { g_error_free(error) }
                return nil
            }
            return Texture(pointer: texture)
        }

        /// This texture resampled by `factor` (0.5 halves it), made once per size; itself for 1.
        public func scaled(by factor: Double) -> Texture {
            let size = (
                width: Int((Double(width) * factor).rounded()), height: Int((Double(height) * factor).rounded())
            )
            guard size != (width, height), size.width > 0, size.height > 0 else { return self }
            let key = "\(size.width)x\(size.height)"
            if let copy = resampled[key] { return copy }
            guard let pixbuf = gdk_pixbuf_get_from_texture(pointer) else { return self }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            guard
                let resized = gdk_pixbuf_scale_simple(
                    pixbuf, Int32(size.width), Int32(size.height), GDK_INTERP_BILINEAR)
            else { return self }
            defer { g_object_unref(UnsafeMutableRawPointer(resized)) }
            guard let texture = gdk_texture_new_for_pixbuf(resized) else { return self }
            let copy = Texture(pointer: texture)
            resampled[key] = copy
            return copy
        }

        /// The width in pixels.
        public var width: Int { Int(gdk_texture_get_width(pointer)) }
        /// The height in pixels.
        public var height: Int { Int(gdk_texture_get_height(pointer)) }
    }
}
