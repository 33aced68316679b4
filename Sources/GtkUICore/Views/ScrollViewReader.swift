/// A view whose content can scroll the scroll views inside it to a view, by identity.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Jump to the End") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
///     ScrollView {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// Never called: the reader is drawn by its content.
    public typealias Body = Never
    /// Builds the content with the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content gets a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNode(in graph: ViewGraph) -> ViewNode { ScrollViewReaderNode(graph: graph) }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``.
public struct ScrollViewProxy {
    fileprivate let reader: WeakReaderNode

    /// Scrolls the scroll view holding the view identified by `id` — its `.id(_:)` or its
    /// `ForEach` element's id — so that the view shows at `anchor` (`.top`, `.center`,
    /// `.bottom`…), or just enough to show it all when `anchor` is nil. An id found nowhere
    /// inside the reader is reported once.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        reader.node?.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// The reader a proxy reaches, held weakly so a kept proxy does not keep the views alive.
@MainActor
final class WeakReaderNode {
    weak var node: ScrollViewReaderNode?
    init(_ node: ScrollViewReaderNode) { self.node = node }
}

@MainActor
protocol ScrollViewReaderRepresentable {
    func readerContent(_ proxy: ScrollViewProxy) -> any View
}

extension ScrollViewReader: ScrollViewReaderRepresentable {
    func readerContent(_ proxy: ScrollViewProxy) -> any View { content(proxy) }
}

/// Renders a ``ScrollViewReader``: its content, built with a proxy that finds views below.
@MainActor
final class ScrollViewReaderNode: SingleChildNode {
    private var view: (any View)?
    private lazy var proxy = ScrollViewProxy(reader: WeakReaderNode(self))

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.view = view
        self.environment = environment
        render()
    }

    override func rerender() { render() }

    private func render() {
        guard let view = view as? ScrollViewReaderRepresentable else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        // What the content closure reads makes this node depend on it.
        let content = trackingReads { view.readerContent(proxy) }
        show(content, environment: environment)
    }

    /// Scrolls to the view identified by `id`. Asked while the content is being built (from
    /// `.onAppear` or `.onChange(of:initial:)` at the first mount), it tries again once the
    /// content exists, on the next main-loop turn.
    func scroll(to id: AnyHashable, anchor: UnitPoint?, isRetry: Bool = false) {
        guard let target = descendant(identifiedBy: id) else {
            if !isRetry {
                graph.backend.scheduler.schedule { [weak self] in
                    guard let self, self.isMounted else { return }
                    self.scroll(to: id, anchor: anchor, isRetry: true)
                }
                return
            }
            Diagnostics.emitOnce(
                "ScrollViewProxy.scrollTo(\(id)): no view inside the ScrollViewReader has this id, so nothing "
                    + "scrolls. Give the row .id(\(id)) or use its ForEach element's id.")
            return
        }
        if let list = target as? LazyListNode {
            list.scroll(toElement: id, anchor: anchor)
            return
        }
        guard let widget = target.hostWidgets.first, let backend = graph.backend as? any ScrollBackend else { return }
        backend.scroll(toShow: widget, anchor: anchor)
    }
}

extension ViewNode {
    /// The first node at or below this one identified by `id`: by `.id(_:)`, as a `ForEach`
    /// element, or a lazy list holding an element with that id (whose row may not exist yet).
    func descendant(identifiedBy id: AnyHashable) -> ViewNode? {
        if explicitID == id { return self }
        if let forEach = self as? ForEachNode, let child = forEach.child(for: id) { return child }
        if let list = self as? LazyListNode, list.containsElement(id) { return list }
        for child in childNodes {
            if let found = child.descendant(identifiedBy: id) { return found }
        }
        return nil
    }
}
