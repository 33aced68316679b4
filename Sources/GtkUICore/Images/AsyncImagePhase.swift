/// Where an ``AsyncImage``'s load stands: not finished, finished with an image, or failed.
///
/// ```swift
/// AsyncImage(url: avatarURL) { phase in
///     switch phase {
///     case .empty: ProgressView()
///     case .success(let image): image.resizable().scaledToFit()
///     case .failure: Image(systemName: "photo")
///     }
/// }
/// ```
public enum AsyncImagePhase {
    /// Nothing is loaded yet: the load runs, or there is no URL.
    case empty
    /// The image loaded and decoded.
    case success(Image)
    /// The load or the decoding failed with this error.
    case failure(any Error)

    /// The loaded image, nil before it loads or when it failed.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why the load failed, nil unless it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
