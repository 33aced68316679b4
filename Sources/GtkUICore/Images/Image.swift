import Foundation

/// A view that shows an icon or a picture.
///
/// On GTK, an image is a native widget: a themed icon is a `GtkImage` (recoloured with the
/// text colour when it is symbolic, so `.foregroundColor(_:)` tints it), a file is a
/// `GtkPicture`, and a `.resizable()` icon is drawn with GTK's own symbolic-icon rendering at
/// the size it is given.
///
/// - `Image(systemName:)` shows the Adwaita icon that ``SystemImageNames`` lists for an
///   SF Symbols name. A name the table lacks shows `image-missing-symbolic` and is reported
///   once on stderr.
/// - `Image(_:bundle:)` looks `name` up, first match wins:
///   1. an image file in `bundle` — or, without one, in `Bundle.main` and then in each SwiftPM
///      resource bundle beside the executable (`*.resources`, sorted by name): `name` itself
///      or `name` with the extension `png`, `svg`, `jpg` or `jpeg`, at the bundle's top level
///      or in an `Images` folder;
///   2. the app's installed data: `<dir>/<executable name>/images/` with the same file names,
///      for each `dir` of `$XDG_DATA_HOME` (`~/.local/share`), `$XDG_DATA_DIRS`
///      (`/usr/local/share:/usr/share`) and the `share` folder beside the executable's `bin`;
///   3. an icon of the icon theme by that name (Adwaita, then `hicolor`, where
///      `cmake --install` puts an app's icons; GTK also looks in `<prefix>/share/icons` beside
///      the executable). A name found nowhere shows `image-missing-symbolic` and is reported
///      once.
/// - `Image(filePath:)` (GtkUI's own) shows a PNG, JPEG or SVG file at a path.
///
/// An image is announced to screen readers by its label: the SF Symbols name with its dots
/// read as spaces, the image's name, the file's name without extension, or what
/// `label:` or ``accessibilityLabel(_:)-(LocalizedStringKey)`` gives. `Image(decorative:)` is hidden
/// from them.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundColor(.yellow)
/// Image("logo", bundle: .module).resizable().scaledToFit().frame(width: 120)
/// Image(filePath: "/usr/share/backgrounds/gnome/adwaita-l.jpg").resizable().scaledToFill()
/// ```
public struct Image: View, PrimitiveView {
    /// Images are primitive.
    public typealias Body = Never

    enum Source {
        case system(String)
        case named(String, bundle: Bundle?)
        case file(String)
        /// Pixels an ``AsyncImage`` loaded, shown `scale` pixels per point, named after the file.
        case decoded(DecodedImage, scale: CGFloat, name: String)
    }

    enum AccessibilityName {
        /// From the image's name.
        case derived
        /// Given by the app.
        case text(Text)
        /// Hidden from assistive technologies.
        case hidden
    }

    let source: Source
    var accessibilityName: AccessibilityName
    var isResizable = false

    /// Shows the image or icon called `name`, looked up as the type's documentation describes.
    ///
    /// - Parameters:
    ///   - name: A resource's file name (with or without extension) or an icon name.
    ///   - bundle: Where to look for the file first; nil looks in the main bundle and the
    ///     SwiftPM resource bundles beside the executable.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle)
        accessibilityName = .derived
    }

    /// Shows the image called `name`, announced to screen readers as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name, bundle: bundle)
        accessibilityName = .text(label)
    }

    /// Shows the image called `name` as decoration, hidden from screen readers.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle)
        accessibilityName = .hidden
    }

    /// Shows the Adwaita icon ``SystemImageNames`` lists for the SF Symbols name `systemName`.
    public init(systemName: String) {
        source = .system(systemName)
        accessibilityName = .derived
    }

    /// Shows the image file at `filePath`: a PNG, JPEG or SVG (any format GdkPixbuf reads).
    ///
    /// GtkUI's own initializer, for images that are neither resources nor icons, such as a
    /// photo the user picked. A file that cannot be read shows `image-missing-symbolic`.
    ///
    /// - Parameter filePath: An absolute path, or one relative to the working directory.
    public init(filePath: String) {
        source = .file(filePath)
        accessibilityName = .derived
    }

    /// Shows the image file at `filePath`, announced to screen readers as `label`.
    public init(filePath: String, label: Text) {
        source = .file(filePath)
        accessibilityName = .text(label)
    }

    /// An image of pixels an ``AsyncImage`` loaded from `url`.
    init(decoded: DecodedImage, scale: CGFloat, url: URL) {
        source = .decoded(decoded, scale: scale, name: url.deletingPathExtension().lastPathComponent)
        accessibilityName = .derived
    }

    /// Makes the image take the space it is offered instead of keeping its own size.
    ///
    /// The image stretches to fill its space unless `.scaledToFit()`, `.scaledToFill()` or
    /// `.aspectRatio(_:contentMode:)` keep its proportions. GTK has no cap insets or tiling for
    /// images, so both parameters are accepted and the image is stretched as a whole.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Announces the image to screen readers as `label`.
    public func accessibilityLabel(_ label: Text) -> Image {
        var image = self
        image.accessibilityName = .text(label)
        return image
    }

    /// Announces the image to screen readers as the localized `label`.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Image { accessibilityLabel(Text(label)) }

    /// Announces the image to screen readers as `label`, without localizing it.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Image { accessibilityLabel(Text(label)) }

    /// Hides the image from screen readers (`true`) or shows it to them again (`false`).
    public func accessibilityHidden(_ hidden: Bool) -> Image {
        var image = self
        if hidden {
            image.accessibilityName = .hidden
        } else if case .hidden = image.accessibilityName {
            image.accessibilityName = .derived
        }
        return image
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ImageNode(graph: graph) }
}
