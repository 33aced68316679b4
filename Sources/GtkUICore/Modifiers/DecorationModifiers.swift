/// One of the box-model modifiers: frame, padding, colours, border, corner radius.
@MainActor
protocol DecorationModifier: PrimitiveModifier {
    /// Adds this modifier to `style` if it fits outside what is there; returns false when it
    /// must start a new box.
    func apply(to style: inout DecorationStyle) -> Bool
}

extension DecorationModifier {
    func makeNode(in graph: ViewGraph) -> ViewNode { DecorationNode(graph: graph) }
}

/// `.frame(…)`, `.fixedSize()`, `.layoutPriority(_:)` and `.offset(x:y:)`: a frame layer.
public struct _FrameModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let geometry: FrameGeometry
    func apply(to style: inout DecorationStyle) -> Bool {
        // A frame is the outermost layer of a box, and it must not stretch a fill drawn inside it.
        guard !style.hasFrame, !style.drawsBox, style.outermostLayer != .opacity else { return false }
        style.frame = geometry
        return true
    }
}

/// `.padding(_:)`.
public struct _PaddingModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let insets: EdgeInsets
    func apply(to style: inout DecorationStyle) -> Bool {
        guard style.outermostLayer == nil else { return false }
        style.padding = insets
        return true
    }
}

/// `.foregroundColor(_:)` / `.foregroundStyle(_:)`.
public struct _ForegroundModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let paint: ShapePaint?
    func apply(to style: inout DecorationStyle) -> Bool {
        // Text colour is inherited by the content, so it fits in any box without one.
        guard style.foreground == nil else { return false }
        style.foreground = paint
        return true
    }
}

/// `.background(_:)` with a colour, gradient or material.
public struct _BackgroundModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let paint: ShapePaint
    func apply(to style: inout DecorationStyle) -> Bool {
        guard style.background == nil, (style.outermostLayer ?? .padding) <= .fill else { return false }
        style.background = paint
        return true
    }
}

/// `.border(_:width:)`.
public struct _BorderModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let color: Color
    let width: Double
    func apply(to style: inout DecorationStyle) -> Bool {
        guard style.border == nil, (style.outermostLayer ?? .padding) <= .fill else { return false }
        style.border = (color, width)
        return true
    }
}

/// `.cornerRadius(_:antialiased:)`.
public struct _CornerRadiusModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let radius: Double
    func apply(to style: inout DecorationStyle) -> Bool {
        guard style.cornerRadius == nil, (style.outermostLayer ?? .padding) <= .corners else { return false }
        style.cornerRadius = radius
        return true
    }
}

extension View {

    /// Adds the default padding (16 points) on every edge.
    public func padding() -> ModifiedContent<Self, _PaddingModifier> { padding(16) }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: Double) -> ModifiedContent<Self, _PaddingModifier> {
        modifier(_PaddingModifier(insets: EdgeInsets(length)))
    }

    /// Adds padding on the given edges (16 points when `length` is nil).
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent<Self, _PaddingModifier> {
        let value = length ?? 16
        return modifier(
            _PaddingModifier(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                    bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
    }

    /// Adds the given padding on each edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingModifier> {
        modifier(_PaddingModifier(insets: insets))
    }

    /// Sets the colour of text, symbolic icons and shapes in this view; nil keeps the colour
    /// from above.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _ForegroundModifier> {
        modifier(_ForegroundModifier(paint: color.map { .color($0) }))
    }

    /// Draws a border of `width` points around the view.
    public func border(_ color: Color, width: Double = 1) -> ModifiedContent<Self, _BorderModifier> {
        modifier(_BorderModifier(color: color, width: width))
    }

    /// Rounds the view's corners and clips its content to them.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> ModifiedContent<Self, _CornerRadiusModifier>
    {
        modifier(_CornerRadiusModifier(radius: radius))
    }
}

/// Renders a chain of decoration modifiers as few backend boxes around the base content.
///
/// The innermost layer is drawn on the content's own widget when the backend can (a label's
/// or a stack's CSS), so `.padding().background(…)` on a row costs no extra widget; further
/// layers, and frames, get boxes.
@MainActor
final class DecorationNode: ViewNode {
    private var base: ViewNode?
    private var boxes: [BackendWidget] = []
    private var styles: [DecorationStyle] = []
    private var group: BackendWidget?
    /// The content widget the innermost layer is drawn on, if it is drawn in place.
    private var decoratedInPlace: BackendWidget?
    /// The widget this node contributes: the outermost box, the group, or the content's.
    private var outermost: BackendWidget?

    override var hostWidgets: [BackendWidget] { outermost.map { [$0] } ?? [] }
    override func appendHostWidgets(to widgets: inout [BackendWidget]) {
        if let outermost { widgets.append(outermost) }
    }
    override var childNodes: [ViewNode] { base.map { [$0] } ?? [] }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        var modifiers: [DecorationModifier] = []
        var content: any View = view
        while let modified = content as? ModifiedView, let decoration = modified.anyModifier as? DecorationModifier {
            modifiers.append(decoration)
            content = modified.anyContent
        }
        let before = outermost
        // A tint reaches the content, the innermost one winning, and `.tint` paints in the
        // chain resolve to what the content sees.
        var contentEnvironment = environment
        for case let tint as _TintModifier in modifiers { contentEnvironment.tint = tint.color }
        base = reconcilingChildren { reconcile(base, with: content, environment: contentEnvironment) }
        let tint = contentEnvironment.tint
        // An animated update interpolates the animatable properties it changes.
        let animator = graph.backend as? AnimationBackend
        animator?.animation = graph.transaction.animation
        defer { animator?.animation = nil }
        applyStyles(Self.shared(layers(of: modifiers.reversed()).map { $0.resolvingTint(tint) }))
        if before !== outermost { parent?.hostWidgetsDidChange() }
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        let before = outermost
        applyStyles(styles)
        if before !== outermost { parent?.hostWidgetsDidChange() }
    }

    /// Style lists seen lately, to share: a thousand rows with the same decoration then hold
    /// one copy of it instead of a few hundred bytes each.
    private static var recentStyles: [[DecorationStyle]] = []

    private static func shared(_ styles: [DecorationStyle]) -> [DecorationStyle] {
        if let known = recentStyles.first(where: { $0 == styles }) { return known }
        if recentStyles.count == 16 { recentStyles.removeFirst() }
        recentStyles.append(styles)
        return styles
    }

    /// Folds modifiers, innermost first, into boxes.
    private func layers(of modifiers: [DecorationModifier]) -> [DecorationStyle] {
        var result: [DecorationStyle] = []
        var current = DecorationStyle()
        for modifier in modifiers where !modifier.apply(to: &current) {
            result.append(current)
            current = DecorationStyle()
            _ = modifier.apply(to: &current)
        }
        result.append(current)
        return result
    }

    private func applyStyles(_ newStyles: [DecorationStyle]) {
        styles = newStyles
        let backend = graph.backend
        guard let baseWidgets = base?.hostWidgets, !baseWidgets.isEmpty else {
            outermost = nil
            return
        }
        var inner: BackendWidget
        if baseWidgets.count == 1 {
            inner = baseWidgets[0]
        } else {
            let stack = group ?? backend.makeStack(axis: .vertical)
            group = stack
            backend.setChildren(baseWidgets, of: stack)
            inner = stack
        }
        var boxStyles = newStyles[...]
        if let first = newStyles.first, !first.hasFrame, !first.expands,
            inner === decoratedInPlace || backend.canDecorateInPlace(inner)
        {
            if let old = decoratedInPlace, old !== inner { backend.decorateInPlace(old, style: nil) }
            backend.decorateInPlace(inner, style: first)
            decoratedInPlace = inner
            boxStyles = newStyles.dropFirst()
        } else if let old = decoratedInPlace {
            backend.decorateInPlace(old, style: nil)
            decoratedInPlace = nil
        }
        while boxes.count > boxStyles.count { discard(boxes.removeLast()) }
        while boxes.count < boxStyles.count {
            boxes.append(backend.makeDecoration())
            graph.statistics.recordWidgetCreated()
        }
        for (box, style) in zip(boxes, boxStyles) {
            backend.updateDecoration(box, style: style, child: inner)
            inner = box
        }
        outermost = inner
    }

    private func discard(_ box: BackendWidget) {
        graph.backend.discard(box)
        graph.statistics.recordWidgetDestroyed()
    }

    override func unmount() {
        super.unmount()
        boxes.forEach(discard)
        boxes.removeAll()
        base = nil
        outermost = nil
        decoratedInPlace = nil
    }
}
