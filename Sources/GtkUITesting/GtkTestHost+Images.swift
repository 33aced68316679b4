import Foundation
import GtkUI

/// Finding the images and shapes on screen, and reading the colours a person sees.
///
/// ```swift
/// let host = try GtkTestHost(Circle().fill(.red).frame(width: 40, height: 40))
/// let circle = try #require(host.shapes.first)
/// let pixels = try host.renderWindow()
/// #expect(pixels.color(at: circle, x: 20, y: 20).isClose(to: .red))
/// ```
extension GtkTestHost {
    /// The fixed-size icons the views show (`GtkImage`), in order; the header bar's own icons
    /// (back, window buttons) are left out.
    public var icons: [Gtk.Image] { viewWidgets.compactMap { $0 as? Gtk.Image }.filter(\.isMapped) }

    /// The icon on screen showing the icon-theme icon `iconName`.
    public func icon(_ iconName: String) throws -> Gtk.Image {
        guard let icon = icons.first(where: { $0.iconName == iconName }) else {
            throw TestHostError("no icon \(iconName) on screen; icons shown: \(icons.compactMap(\.iconName))")
        }
        return icon
    }

    /// The pictures on screen (`GtkPicture`), in order.
    public var pictures: [Gtk.Picture] { viewWidgets.compactMap { $0 as? Gtk.Picture }.filter(\.isMapped) }

    /// The shapes and resizable icons on screen (GtkUI's canvas widgets), in order.
    public var canvases: [Gtk.Canvas] { viewWidgets.compactMap { $0 as? Gtk.Canvas }.filter(\.isMapped) }

    /// Every widget of the window and its sheets except the header bar's.
    var viewWidgets: [Gtk.Widget] {
        func descendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
            [widget] + widget.children.flatMap { descendants(of: $0) }
        }
        let chrome = Set(descendants(of: windowHost.headerBar).map(\.pointer))
        return allWidgets.filter { !chrome.contains($0.pointer) }
    }

    /// Renders the window as it looks now, at `scale` device pixels per pixel.
    public func renderWindow(scale: Int = 1) throws -> RenderedWindow {
        waitUntilIdle()
        let (width, height, rgba) = try window.renderPixels(scale: scale)
        return RenderedWindow(window: window, width: width, height: height, scale: scale, rgba: rgba)
    }
}
