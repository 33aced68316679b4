import Foundation

/// A view that loads an image from a URL and shows a placeholder until it arrives.
///
/// The bytes load off the main actor — `http(s)` URLs through `URLSession`, `file` URLs
/// (which Linux's `URLSession` rejects as unsupported) by reading the file — and the backend
/// decodes them on the main actor (GTK: a `GdkTexture`, so PNG, JPEG, TIFF and what
/// GdkPixbuf reads). Loaded images are kept in a bounded in-memory cache, so a second view of
/// the same URL shows the image at once without loading it again. A view that leaves the tree
/// cancels its load; nothing it started reaches the screen afterwards. A load that fails —
/// unreachable, an HTTP error status, bytes that are no image — gives
/// ``AsyncImagePhase/failure(_:)``; a nil URL stays ``AsyncImagePhase/empty``.
///
/// The plain form shows a neutral filled rectangle as its placeholder, as SwiftUI does, and the
/// image at its own size (divided by `scale`); use a `content` closure to size the image:
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png"))
///
/// AsyncImage(url: photoURL) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 120, height: 120)
/// ```
public struct AsyncImage<Content: View>: View, PrimitiveView {
    /// Never called: the view shows what its content builds for the current phase.
    public typealias Body = Never

    let url: URL?
    let scale: CGFloat
    /// The context of the change from one phase to the next (its animation).
    var transaction = Transaction()
    let content: (AsyncImagePhase) -> any View

    /// Loads the image at `url` and shows it at its own size, divided by `scale`, with a
    /// neutral filled rectangle until it arrives or when it fails.
    ///
    /// - Parameters:
    ///   - url: Where the image is; nil shows the placeholder.
    ///   - scale: Image pixels per point: 2 shows a 200-pixel-wide image 100 points wide.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        content = { phase in
            if let image = phase.image { return image }
            return AsyncImageDefaultPlaceholder()
        }
    }

    /// Loads the image at `url` and shows what `content` makes of it, and `placeholder` until
    /// it arrives or when it fails.
    ///
    /// - Parameters:
    ///   - url: Where the image is; nil shows the placeholder.
    ///   - scale: Image pixels per point.
    ///   - content: The view showing the loaded image, such as `image.resizable()`.
    ///   - placeholder: The view shown until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }

    /// Loads the image at `url` and shows what `content` builds for each phase of the load;
    /// the change from one phase to the next is made in `transaction`, so with an animation the
    /// image can fade or move in (`.transition`) as the placeholder leaves.
    ///
    /// ```swift
    /// AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
    ///     if let image = phase.image { image.transition(.opacity) } else { Color.gray }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: Where the image is; nil stays in the empty phase.
    ///   - scale: Image pixels per point.
    ///   - transaction: The context of each phase change; without an animation it shows at once.
    ///   - content: The view for a phase: ``AsyncImagePhase/empty`` while loading,
    ///     ``AsyncImagePhase/success(_:)`` with the image, ``AsyncImagePhase/failure(_:)``.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { AsyncImageNode(graph: graph) }
}

/// What every ``AsyncImage`` tells its node, whatever its content type.
@MainActor
protocol AsyncImageRepresentable {
    var url: URL? { get }
    var scale: CGFloat { get }
    var transaction: Transaction { get }
    func content(for phase: AsyncImagePhase) -> any View
}

extension AsyncImage: AsyncImageRepresentable {
    func content(for phase: AsyncImagePhase) -> any View { content(phase) }
}

/// SwiftUI's placeholder for an ``AsyncImage`` without one: a neutral rectangle filling the
/// space offered.
struct AsyncImageDefaultPlaceholder: View {
    var body: some View { Rectangle().fill(.quaternary) }
}
