/// `.overlay { … }` and `.background { … }` with a view: a layer sized by the view it decorates.
public struct _OverlayModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool

    func makeNode(in graph: ViewGraph) -> ViewNode { OverlayNode(graph: graph) }
}

extension View {
    /// Draws `content` above this view, in this view's area, at `alignment`.
    ///
    /// ```swift
    /// Image(systemName: "bell").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<
        Self, _OverlayModifier<V>
    > {
        modifier(_OverlayModifier(layer: content(), alignment: alignment, isBackground: false))
    }

    /// Draws `overlay` above this view, in this view's area, at `alignment`.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _OverlayModifier<V>
    > {
        modifier(_OverlayModifier(layer: overlay, alignment: alignment, isBackground: false))
    }

    /// Draws `content` behind this view, in this view's area, at `alignment`.
    ///
    /// ```swift
    /// Text("Note").padding().background { RoundedRectangle(cornerRadius: 8).fill(.yellow) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _OverlayModifier<V>>
    {
        modifier(_OverlayModifier(layer: content(), alignment: alignment, isBackground: true))
    }

    /// Draws `background` behind this view, in this view's area, at `alignment`.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<
        Self, _OverlayModifier<V>
    > {
        modifier(_OverlayModifier(layer: background, alignment: alignment, isBackground: true))
    }
}

/// The decorated view and its layer, in an overlay container of the backend's.
@MainActor
final class OverlayNode: ViewNode {
    private var base: ViewNode?
    private var layer: ViewNode?
    private var groups: [BackendWidget?] = [nil, nil]
    private var container: BackendWidget?
    private var alignment = Alignment.center
    private var isBackground = false

    override var hostWidgets: [BackendWidget] { container.map { [$0] } ?? [] }
    override var childNodes: [ViewNode] { [base, layer].compactMap { $0 } }

    private var backend: any OverlayBackend {
        guard let backend = graph.backend as? any OverlayBackend else {
            preconditionFailure("\(type(of: graph.backend)) does not implement OverlayBackend, which .overlay needs")
        }
        return backend
    }

    override func update(_ view: any View, environment: EnvironmentValues) {
        let modified = view as! ModifiedView
        let modifier = modified.anyModifier as! any OverlayModifierValue
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        alignment = modifier.alignment
        isBackground = modifier.isBackground
        reconcilingChildren {
            base = reconcile(base, with: modified.anyContent, environment: environment)
            layer = reconcile(layer, with: modifier.anyLayer, environment: environment)
        }
        let created = container == nil
        sync()
        if created { parent?.hostWidgetsDidChange() }
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        sync()
    }

    private func sync() {
        let backend = self.backend
        let overlay = container ?? backend.makeOverlay()
        if container == nil {
            container = overlay
            graph.statistics.recordWidgetCreated()
        }
        guard let baseWidget = single(base?.hostWidgets ?? [], slot: 0) else { return }
        // A layer with no widget (`if` false, `EmptyView`) still shows the decorated view.
        let layers = single(layer?.hostWidgets ?? [], slot: 1).map {
            [OverlayLayer(widget: $0, alignment: alignment, isBackground: isBackground)]
        }
        backend.updateOverlay(overlay, base: baseWidget, layers: layers ?? [])
    }

    /// One widget for a subtree: its own, or a column holding its several.
    private func single(_ widgets: [BackendWidget], slot: Int) -> BackendWidget? {
        if widgets.count == 1 { return widgets[0] }
        guard !widgets.isEmpty else { return nil }
        let group = groups[slot] ?? graph.backend.makeStack(axis: .vertical)
        groups[slot] = group
        graph.backend.setChildren(widgets, of: group)
        return group
    }

    override func unmount() {
        super.unmount()
        if let container {
            graph.backend.discard(container)
            graph.statistics.recordWidgetDestroyed()
        }
        container = nil
        base = nil
        layer = nil
    }
}

/// An overlay modifier seen without its layer's type.
@MainActor
protocol OverlayModifierValue {
    var anyLayer: any View { get }
    var alignment: Alignment { get }
    var isBackground: Bool { get }
}

extension _OverlayModifier: OverlayModifierValue {
    var anyLayer: any View { layer }
}
