import Foundation
import GtkUI

/// The pixels of a rendered window, read in the window's own coordinates.
public struct RenderedWindow {
    let window: Gtk.Window
    /// Width and height in device pixels.
    public let width, height: Int
    /// Device pixels per window pixel.
    public let scale: Int
    let rgba: [UInt8]

    /// The colour at device pixel (`x`, `y`).
    public func color(atDevicePixelX x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let index = (y * width + x) * 4
        let alpha = Double(rgba[index + 3]) / 255
        // The window's pixels are premultiplied; its background is opaque.
        func channel(_ offset: Int) -> Double { alpha > 0 ? Double(rgba[index + offset]) / 255 / alpha : 0 }
        return RGBA(red: channel(0), green: channel(1), blue: channel(2), alpha: alpha)
    }

    /// The colour at (`x`, `y`) in `widget`'s coordinates, in window pixels.
    @MainActor
    public func color(at widget: Gtk.Widget, x: Double, y: Double) -> RGBA {
        guard let frame = widget.renderedFrame(in: window), let origin = window.renderedFrame(in: window) else {
            return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        }
        // The render starts at the window's border box, which may lie left of and above its
        // content's origin.
        let windowX = Double(frame.x - origin.x) + x
        let windowY = Double(frame.y - origin.y) + y
        return color(
            atDevicePixelX: Int((windowX * Double(scale)).rounded(.down)),
            y: Int((windowY * Double(scale)).rounded(.down)))
    }
}
