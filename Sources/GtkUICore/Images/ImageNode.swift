import Foundation

/// Renders an ``Image``: resolves its name to a file or an icon, and its modifiers to an
/// ``ImageDescription`` that the backend applies property by property.
@MainActor
final class ImageNode: LeafNode<Image> {
    /// What the node shows now, resolved once per update.
    private var description: ImageDescription?
    /// The kind of widget made for the image.
    private var widgetKind: ImageDescription.Kind?

    override var readsStateWhileApplying: Bool { false }

    override func update(_ view: any View, environment: EnvironmentValues) {
        description = Self.describe(view as! Image, in: environment)
        super.update(view, environment: environment)
    }

    override func needsNewWidget(for view: Image, current widget: BackendWidget) -> Bool {
        guard let widgetKind, let description else { return false }
        return widgetKind != description.kind
    }

    override func makeWidget() -> BackendWidget {
        guard let backend = graph.backend as? any ImageBackend, let description else {
            return graph.backend.makeText(announced: false)
        }
        widgetKind = description.kind
        return backend.makeImage(kind: description.kind)
    }

    override func apply(_ view: Image, to widget: BackendWidget) {
        guard let description else { return }
        if let backend = graph.backend as? any ImageBackend {
            backend.updateImage(widget, with: description)
        } else {
            // A backend without images shows what a screen reader would say.
            graph.backend.updateText(widget, content: description.accessibilityLabel ?? "")
        }
    }

    /// What `image` shows in `environment`.
    static func describe(_ image: Image, in environment: EnvironmentValues) -> ImageDescription {
        let scaling = environment.contentScaling
        var description = ImageDescription(
            content: content(of: image.source), isResizable: image.isResizable, contentMode: scaling?.contentMode,
            aspectRatio: scaling?.aspectRatio, scale: environment.imageScale,
            accessibilityLabel: accessibilityLabel(of: image, in: environment))
        description.fontSize = explicitFontSize(in: environment)
        return description
    }

    /// The size of a `.font(.system(size:))` or `.font(.custom(_:size:))` around the image.
    /// Text styles leave icons at their `.imageScale` size: GNOME keeps symbolic icons on their
    /// 16-pixel grid beside text of any style.
    static func explicitFontSize(in environment: EnvironmentValues) -> Double? {
        switch environment.text?.font?.base {
        case .system(let size): size
        case .custom(_, let size, _): size
        default: nil
        }
    }

    /// The icon or file `source` shows.
    static func content(of source: Image.Source) -> ImageContent {
        switch source {
        case .system(let name):
            guard let icon = SystemImageNames.iconName(forSystemName: name) else {
                Diagnostics.emitOnce(
                    "Image(systemName: \"\(name)\"): no Adwaita icon is mapped to this SF Symbols name, so "
                        + "\(placeholderIconName) is shown. Pick a listed name (Docs/SystemImages.md) or name a "
                        + "freedesktop icon with Image(\"icon-name\").")
                return .icon(name: placeholderIconName)
            }
            return .icon(name: icon)
        case .named(let name, let bundle):
            if let path = ImageResourceLookup.file(named: name, bundle: bundle) { return .file(path: path) }
            return .icon(name: name)
        case .file(let path):
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            guard FileManager.default.isReadableFile(atPath: absolute) else {
                Diagnostics.emitOnce(
                    "Image(filePath: \"\(path)\"): there is no readable file there, so \(placeholderIconName) is shown."
                )
                return .icon(name: placeholderIconName)
            }
            return .file(path: absolute)
        case .decoded(let image, let scale, _):
            return .decoded(image, scale: scale > 0 ? Double(scale) : 1)
        }
    }

    /// What screen readers announce for `image`, nil when it is hidden from them.
    static func accessibilityLabel(of image: Image, in environment: EnvironmentValues) -> String? {
        if let title = environment.iconAccessibilityLabel, case .derived = image.accessibilityName {
            return title.styledContent(locale: environment.locale).0.plainText
        }
        switch image.accessibilityName {
        case .hidden: return nil
        case .text(let text): return text.styledContent(locale: environment.locale).0.plainText
        case .derived:
            switch image.source {
            case .system(let name): return name.replacingOccurrences(of: ".", with: " ")
            case .named(let name, _): return name
            case .file(let path): return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            case .decoded(_, _, let name): return name
            }
        }
    }

    /// The icon shown for a name that resolves to nothing.
    static let placeholderIconName = "image-missing-symbolic"
}
