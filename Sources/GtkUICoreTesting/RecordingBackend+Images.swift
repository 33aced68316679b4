import Foundation
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
        case .decoded(let image, let scale):
            widget.set("content", "decoded \(image.pixelWidth)×\(image.pixelHeight) @\(scale)x", statistics)
        }
        let size = description.fontSize == nil ? "\(description.scale)" : "\(description.iconPixelSize)px"
        widget.set("scale", size, statistics)
        widget.set("resizable", description.isResizable, statistics)
        widget.set("contentMode", description.contentMode.map { "\($0)" } ?? "", statistics)
        widget.set("aspectRatio", description.aspectRatio ?? 0, statistics)
        widget.set("accessibilityLabel", description.accessibilityLabel ?? "", statistics)
    }

    /// Reads a PNG's size from its header; other bytes are no image here. The content of a
    /// picture showing it reads `decoded W×H @Sx`.
    public func decodeImage(_ data: Data) -> DecodedImage? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature else { return nil }
        func integer(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return DecodedImage(
            pixelWidth: integer(at: 16), pixelHeight: integer(at: 20), byteCount: data.count, storage: DecodedPNG())
    }
}

/// The recording backend's stand-in for decoded pixels.
final class DecodedPNG {}

extension TestWidget {
    /// What an image widget shows: its icon name or file path.
    public var imageContent: String? { properties["content"] as? String }
}
