import GtkUICore

extension RecordingBackend: ImageBackend {
    /// Creates an `Image`, `ScalableIcon` or `Picture` test widget, by `kind`.
    public func makeImage(kind: ImageDescription.Kind) -> BackendWidget {
        switch kind {
        case .icon: TestWidget(kind: "Image")
        case .scalableIcon: TestWidget(kind: "ScalableIcon")
        case .picture: TestWidget(kind: "Picture")
        }
    }

    /// Records the icon name or file path as `content`, and `scale` (the pixel size, as `64px`,
    /// when a font size sets it), `resizable`, `contentMode`,
    /// `aspectRatio` and `accessibilityLabel` (empty when hidden), counting only changes.
    public func updateImage(_ image: BackendWidget, with description: ImageDescription) {
        let widget = image as! TestWidget
        switch description.content {
        case .icon(let name): widget.set("content", name, statistics)
        case .file(let path): widget.set("content", path, statistics)
        }
        let size = description.fontSize == nil ? "\(description.scale)" : "\(description.iconPixelSize)px"
        widget.set("scale", size, statistics)
        widget.set("resizable", description.isResizable, statistics)
        widget.set("contentMode", description.contentMode.map { "\($0)" } ?? "", statistics)
        widget.set("aspectRatio", description.aspectRatio ?? 0, statistics)
        widget.set("accessibilityLabel", description.accessibilityLabel ?? "", statistics)
    }
}

extension TestWidget {
    /// What an image widget shows: its icon name or file path.
    public var imageContent: String? { properties["content"] as? String }
}
