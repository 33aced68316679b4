import Foundation

/// Turns ``Image`` views into a toolkit's image widgets.
///
/// Design notes:
/// - The view graph resolves what an image shows before the backend sees it: an SF Symbols
///   name becomes an icon name through ``SystemImageNames``, and `Image("name")` becomes a file
///   when the app's bundles or data folders hold one (see ``Image`` for the lookup order), or
///   else an icon name for the toolkit's icon theme. The backend resolves icon names against
///   its theme and shows a placeholder, reported once, for one the theme lacks.
/// - An image has one of three widget kinds (``ImageDescription/Kind``), fixed at creation: a
///   fixed-size icon, a scalable icon and a picture. When a view's kind changes, the graph
///   makes a new widget.
/// - ``updateImage(_:with:)`` writes only the properties that differ from the widget's and
///   records each write in ``Backend/statistics``: a changed icon name is one write.
/// - Reached through `graph.backend as? any ImageBackend`; a backend without images shows the
///   image's accessibility label as text.
///
/// ```swift
/// let widget = backend.makeImage(kind: .icon)
/// backend.updateImage(widget, with: ImageDescription(content: .icon(name: "user-trash-symbolic")))
/// ```
@MainActor
public protocol ImageBackend: Backend {
    /// Creates an empty image widget of `kind`.
    func makeImage(kind: ImageDescription.Kind) -> BackendWidget
    /// Shows `description` in a widget made by ``makeImage(kind:)`` for `description.kind`.
    func updateImage(_ image: BackendWidget, with description: ImageDescription)
    /// Decodes an image file's bytes (PNG, JPEG…) for ``ImageContent/decoded(_:scale:)``;
    /// nil when they are no image the backend reads. Called on the main actor with the bytes
    /// an ``AsyncImage`` loaded.
    func decodeImage(_ data: Data) -> DecodedImage?
}

/// What an image widget shows, resolved by the view graph from an ``Image`` and its modifiers.
///
/// ```swift
/// ImageDescription(content: .icon(name: "starred-symbolic"), scale: .large, accessibilityLabel: "star fill")
/// ```
public struct ImageDescription: Hashable, Sendable {
    /// The widget kinds images are shown with.
    public enum Kind: Hashable, Sendable {
        /// A themed icon at a fixed size (GTK's `GtkImage`).
        case icon
        /// A themed icon drawn at whatever size it is given: a `.resizable()` icon.
        case scalableIcon
        /// An image file, at its own size or, when resizable, at the size it is given.
        case picture
    }

    /// The source of the pixels.
    public var content: ImageContent
    /// Whether the image takes the space it is offered (`.resizable()`).
    public var isResizable: Bool
    /// How a resizable image keeps its proportions: nil stretches it to fill its space.
    public var contentMode: ContentMode?
    /// A width-to-height ratio from `.aspectRatio(_:contentMode:)`; nil keeps the image's own.
    public var aspectRatio: Double?
    /// The size of a fixed-size icon, from `.imageScale(_:)`.
    public var scale: Image.Scale
    /// The point size of an explicitly sized font around the image (`.font(.system(size:))`),
    /// which sizes a fixed-size icon as SwiftUI sizes a symbol; nil uses ``scale``.
    public var fontSize: Double?
    /// The name assistive technologies announce; nil hides the image from them (decorative).
    public var accessibilityLabel: String?

    /// Describes an image.
    public init(
        content: ImageContent, isResizable: Bool = false, contentMode: ContentMode? = nil, aspectRatio: Double? = nil,
        scale: Image.Scale = .medium, accessibilityLabel: String? = nil
    ) {
        self.content = content
        self.isResizable = isResizable
        self.contentMode = contentMode
        self.aspectRatio = aspectRatio
        self.scale = scale
        self.accessibilityLabel = accessibilityLabel
    }

    /// The width and height in pixels of a fixed-size icon: the explicit font size when there
    /// is one, else the scale's size.
    public var iconPixelSize: Int {
        guard let fontSize, fontSize > 0 else { return scale.pixelSize }
        return Int(fontSize.rounded())
    }

    /// The widget kind that shows this description.
    public var kind: Kind {
        switch content {
        case .icon: isResizable ? .scalableIcon : .icon
        case .file, .decoded: .picture
        }
    }
}

/// Where an image's pixels come from, once the view graph has looked its name up.
public enum ImageContent: Hashable, Sendable {
    /// An icon of the toolkit's icon theme, by freedesktop name (`user-trash-symbolic`).
    case icon(name: String)
    /// An image file (PNG, JPEG, SVG, …) at an absolute path.
    case file(path: String)
    /// Pixels the backend decoded (``ImageBackend/decodeImage(_:)``), drawn `scale` pixels per
    /// point.
    case decoded(DecodedImage, scale: Double)
}
