/// Pixels a backend decoded from an image file's bytes, such as the ones ``AsyncImage`` loads.
///
/// The view graph asks the backend to decode (``ImageBackend/decodeImage(_:)``) on the main
/// actor and shows the result in a picture widget; GTK's backend keeps a `GdkTexture` in
/// ``storage``. Two decoded images are equal only when they are the same object, so a
/// picture showing one is written once however often its view updates.
///
/// ```swift
/// if let decoded = backend.decodeImage(try Data(contentsOf: pngURL)) {
///     print(decoded.pixelWidth, decoded.pixelHeight)
/// }
/// ```
public final class DecodedImage: Hashable, @unchecked Sendable {
    /// The image's width in pixels.
    public let pixelWidth: Int
    /// The image's height in pixels.
    public let pixelHeight: Int
    /// The size of the encoded bytes, which bounds the cache of loaded images.
    public let byteCount: Int
    /// The backend's own decoded form, read only by the backend that made it, on the main actor.
    public let storage: AnyObject

    /// Wraps a backend's decoded image.
    ///
    /// - Parameters:
    ///   - pixelWidth: The width in pixels.
    ///   - pixelHeight: The height in pixels.
    ///   - byteCount: The size of the bytes it was decoded from.
    ///   - storage: The backend's decoded form, such as a texture.
    public init(pixelWidth: Int, pixelHeight: Int, byteCount: Int, storage: AnyObject) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.byteCount = byteCount
        self.storage = storage
    }

    /// Whether `lhs` and `rhs` are the same decoded image.
    public static func == (lhs: DecodedImage, rhs: DecodedImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
