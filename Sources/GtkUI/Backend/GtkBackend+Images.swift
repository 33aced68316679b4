import CGtk
import Foundation
import GtkUICore

extension GtkBackend: ImageBackend {
    /// Creates a `GtkImage` for a fixed-size icon, a `GtkPicture` for a file, or a canvas that
    /// draws a resizable icon at its size.
    public func makeImage(kind: ImageDescription.Kind) -> BackendWidget {
        switch kind {
        case .icon: Gtk.Image()
        case .picture: Gtk.Picture()
        case .scalableIcon: Gtk.Canvas(content: ScalableIconContent(), role: GTK_ACCESSIBLE_ROLE_IMG)
        }
    }

    /// Writes the icon name or file, the size and scaling, and the accessible name, each only
    /// when it differs from what the widget shows.
    ///
    /// An icon name the icon theme lacks shows `image-missing-symbolic` and is reported once.
    public func updateImage(_ image: BackendWidget, with description: ImageDescription) {
        let widget = image as! Gtk.Widget
        switch (widget, description.content) {
        case (let icon as Gtk.Image, .icon(let name)):
            write(icon, "Image", "iconName", IconLookup.shownName(for: name)) { icon.iconName = $0 }
            write(icon, "Image", "pixelSize", description.iconPixelSize) { icon.pixelSize = $0 }
        case (let picture as Gtk.Picture, .file(let path)):
            write(picture, "Picture", "file", path) { picture.filePath = $0 }
            write(picture, "Picture", "canShrink", description.isResizable) { picture.canShrink = $0 }
            write(picture, "Picture", "contentFit", Self.contentFit(for: description).rawValue) {
                picture.contentFit = GtkContentFit(rawValue: $0)
            }
            picture.flexibility = (description.isResizable, description.isResizable)
        case (let picture as Gtk.Picture, .decoded(let decoded, let scale)):
            // GTK 4.8's picture draws a texture at its pixel size, so a scale other than 1 shows a
            // resampled copy at the size SwiftUI gives it; a resizable image fills its frame anyway.
            let shownScale = description.isResizable ? 1 : scale
            write(picture, "Picture", "texture", ShownTexture(image: decoded, scale: shownScale)) {
                let texture = $0.image.storage as? Gtk.Texture
                picture.texture = texture?.scaled(by: 1 / $0.scale)
            }
            write(picture, "Picture", "canShrink", description.isResizable) { picture.canShrink = $0 }
            write(picture, "Picture", "contentFit", Self.contentFit(for: description).rawValue) {
                picture.contentFit = GtkContentFit(rawValue: $0)
            }
            picture.flexibility = (description.isResizable, description.isResizable)
        case (let canvas as Gtk.Canvas, .icon(let name)):
            let content = canvas.content as! ScalableIconContent
            write(canvas, "ScalableIcon", "iconName", IconLookup.shownName(for: name)) {
                content.iconName = $0
                canvas.queueDraw()
            }
            let scaling = ScalableIconContent.Scaling(
                contentMode: description.contentMode, aspectRatio: description.aspectRatio,
                naturalSize: description.iconPixelSize)
            write(canvas, "ScalableIcon", "scaling", scaling) {
                content.scaling = $0
                canvas.queueResize()
            }
            canvas.flexibility = (true, true)
        default:
            preconditionFailure("a \(type(of: widget)) cannot show \(description.content)")
        }
        write(widget, "Image", "accessibleLabel", description.accessibilityLabel) {
            widget.setImageAccessibility(label: $0)
        }
    }

    /// Decodes `data` into a `GdkTexture` (PNG, JPEG, TIFF, or what GdkPixbuf reads).
    public func decodeImage(_ data: Data) -> DecodedImage? {
        guard let texture = Gtk.Texture.decoding(data) else { return nil }
        return DecodedImage(
            pixelWidth: texture.width, pixelHeight: texture.height, byteCount: data.count, storage: texture)
    }

    /// GTK's scaling for a picture: stretched when resizable without a content mode, its own
    /// size otherwise.
    static func contentFit(for description: ImageDescription) -> GtkContentFit {
        guard description.isResizable else { return GTK_CONTENT_FIT_SCALE_DOWN }
        switch description.contentMode {
        case nil: return GTK_CONTENT_FIT_FILL
        case .fit: return GTK_CONTENT_FIT_CONTAIN
        case .fill: return GTK_CONTENT_FIT_COVER
        }
    }
}

/// A decoded image as a picture shows it: at `scale` image pixels per point.
private struct ShownTexture: Hashable {
    let image: DecodedImage
    let scale: Double
}

/// Looks icon names up in the display's icon theme, once per name.
@MainActor
enum IconLookup {
    /// The icon shown where the named one does not exist.
    static let placeholder = "image-missing-symbolic"
    private static var known: [String: Bool] = [:]
    private static var addedSearchPath = false

    /// `name` if the icon theme has it; otherwise the placeholder, after reporting `name` once.
    static func shownName(for name: String) -> String {
        if let exists = known[name] { return exists ? name : placeholder }
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        if !addedSearchPath {
            addedSearchPath = true
            // An app installed under a prefix of its own (~/.local, /opt/app) keeps its icons in
            // <prefix>/share/icons, which GTK only searches when it is in XDG_DATA_DIRS.
            let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            let icons = executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/icons").path
            if FileManager.default.fileExists(atPath: icons) { gtk_icon_theme_add_search_path(theme, icons) }
        }
        let exists = gtk_icon_theme_has_icon(theme, name) != 0
        known[name] = exists
        if !exists {
            Diagnostics.emit(
                "Image(\"\(name)\"): no image file and no icon of the icon theme has this name, so \(placeholder) "
                    + "is shown. Images are looked up in the bundle (or Bundle.main and the SwiftPM resource "
                    + "bundles beside the executable), then in <data dir>/<app>/images, then in the icon theme.")
        }
        return exists ? name : placeholder
    }
}
