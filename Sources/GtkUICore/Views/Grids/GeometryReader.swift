import Foundation

/// A container that takes all the space offered and builds its content from that space's size.
///
/// The content sits at the reader's top-leading corner, layered in order if there are several
/// views. When the window or the layout around it changes the reader's size, the content is
/// built again with the new size, once; a layout that leaves the size as it was rebuilds
/// nothing. Before the first layout the size is zero.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Geometry readers are primitive.
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content `content` builds from the reader's geometry.
    ///
    /// - Parameter content: Builds the content from a proxy giving the size offered.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { GeometryReaderNode(graph: graph) }
}

/// The geometry of a ``GeometryReader``, passed to its content.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.blue.frame(width: proxy.size.width / 2)
/// }
/// ```
///
/// Only the reader's own coordinate space is offered: GTK does not lay a widget out again
/// when only its position in the window changes, so a frame in window coordinates could not
/// be kept up to date honestly.
public struct GeometryProxy {
    /// The size of the space the reader was given.
    public let size: CGSize

    /// The reader's frame in `coordinateSpace`: in `.local`, at the origin with the reader's size.
    ///
    /// - Parameter coordinateSpace: The coordinate space; `.local` is the one offered.
    /// - Returns: The frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        }
    }
}

/// A coordinate space a ``GeometryProxy`` can give frames in.
///
/// ```swift
/// let bounds = proxy.frame(in: .local)
/// ```
public enum CoordinateSpace: Hashable, Sendable {
    /// The coordinate space of the view itself, with the origin at its top-leading corner.
    case local
}

@MainActor
protocol GeometryReaderRepresentable {
    func readerContent(_ proxy: GeometryProxy) -> any View
}

extension GeometryReader: GeometryReaderRepresentable {
    func readerContent(_ proxy: GeometryProxy) -> any View { content(proxy) }
}

/// Renders a ``GeometryReader``: a reader widget of the backend's, whose content is built
/// again when the backend reports a new size.
@MainActor
final class GeometryReaderNode: ContainerNode {
    private var view: (any View)?
    private var size = CGSize.zero

    private var backend: any GeometryBackend {
        requiredBackend((any GeometryBackend).self, of: graph, for: "GeometryReader")
    }

    override func makeContainer() -> BackendWidget {
        backend.makeGeometryReader { [weak self] size in self?.resized(to: size) }
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.view = view
        super.update(view, environment: environment)
    }

    override func rerender() {
        guard let view else { return }
        update(view, environment: environment)
    }

    override func contentView(of view: any View) -> any View {
        let proxy = GeometryProxy(size: size)
        // What the content closure reads makes this node depend on it.
        return trackingReads { (view as! GeometryReaderRepresentable).readerContent(proxy) }
    }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        backend.updateGeometryReader(container, content: widgets)
    }

    private func resized(to newSize: CGSize) {
        guard newSize != size else { return }
        size = newSize
        invalidate()
    }

    override func unmount() {
        if let container { backend.detachGeometryReader(container) }
        view = nil
        super.unmount()
    }
}
