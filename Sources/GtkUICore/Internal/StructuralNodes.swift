/// Renders a ``TupleView`` or ``EmptyView``: children by position, widgets concatenated.
@MainActor
final class TupleNode: ViewNode {
    private var children: [ViewNode] = []
    /// Reads the children of the views this node renders. A `TupleView`'s reader casts to its
    /// concrete type: casting to ``TupleViewChildren`` would look up the conformance and copy
    /// the tuple into a new box at every update of every row.
    private let reader: any TupleChildrenReading.Type

    init(graph: ViewGraph, reader: any TupleChildrenReading.Type = ConformanceChildrenReader.self) {
        self.reader = reader
        super.init(graph: graph)
    }

    override var hostWidgets: [BackendWidget] {
        var widgets: [BackendWidget] = []
        widgets.reserveCapacity(children.count)
        appendHostWidgets(to: &widgets)
        return widgets
    }
    override func appendHostWidgets(to widgets: inout [BackendWidget]) {
        for child in children { child.appendHostWidgets(to: &widgets) }
    }
    override var childNodes: [ViewNode] { children }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        let views = reader.children(of: view)
        let before = children.isEmpty ? nil : hostWidgets
        // A tuple's arity and element types are fixed by its type, so positions are stable.
        children = reconcilingChildren {
            views.enumerated().map { index, child in
                reconcile(index < children.count ? children[index] : nil, with: child, environment: environment)
            }
        }
        if let before, !sameWidgets(before, hostWidgets) { parent?.hostWidgetsDidChange() }
    }

    override func unmount() {
        super.unmount()
        children.removeAll()
    }
}

@MainActor
protocol TupleViewChildren {
    var childViews: [any View] { get }
}

/// Reads the children of one `TupleView` type; see ``TupleNode``.
@MainActor
protocol TupleChildrenReading {
    static func children(of view: any View) -> [any View]
}

/// The ``TupleChildrenReading`` of `TupleView<T>`.
@MainActor
enum TupleChildrenReader<T>: TupleChildrenReading {
    static func children(of view: any View) -> [any View] { (view as! TupleView<T>).children }
}

/// Reads the children of any ``TupleViewChildren`` view (`EmptyView`, table row groups, menu
/// items), which are few and rarely updated.
@MainActor
enum ConformanceChildrenReader: TupleChildrenReading {
    static func children(of view: any View) -> [any View] { (view as? TupleViewChildren)?.childViews ?? [] }
}

extension TupleView: TupleViewChildren {
    var childViews: [any View] { children }
}

extension EmptyView: TupleViewChildren {
    var childViews: [any View] { [] }
}

/// Renders an `if`/`else`, `switch` or optional view: one branch's node at a time.
@MainActor
final class ConditionalNode: ViewNode {
    private var child: ViewNode?
    private var branch: Bool?

    override var hostWidgets: [BackendWidget] { child?.hostWidgets ?? [] }
    override func appendHostWidgets(to widgets: inout [BackendWidget]) { child?.appendHostWidgets(to: &widgets) }
    override var childNodes: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        let (newBranch, content) = (view as! ConditionalView).selectedBranch
        var changed = false
        if newBranch != branch {
            // Switching branches is a structural change: the old branch's state is discarded.
            if let child { remove(child) }
            child = nil
            branch = newBranch
            changed = true
        }
        if let content {
            let before = child?.hostWidgets
            // Content that appears after the view is on screen (a validation message shown
            // in response to typing) is announced to screen readers, as an ARIA alert is.
            var contentEnvironment = environment
            if hasRendered && child == nil { contentEnvironment.announcesAppearance = true }
            child = reconcilingChildren { reconcile(child, with: content, environment: contentEnvironment) }
            if !sameWidgets(before, child!.hostWidgets) { changed = true }
        }
        hasRendered = true
        if changed { parent?.hostWidgetsDidChange() }
    }

    private var hasRendered = false

    override func unmount() {
        super.unmount()
        child = nil
    }
}

private struct AnnouncesAppearanceKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text created here is announced when it appears.
    var announcesAppearance: Bool {
        get { self[AnnouncesAppearanceKey.self] }
        set { self[AnnouncesAppearanceKey.self] = newValue }
    }
}

@MainActor
protocol ConditionalView {
    /// Which branch (nil for an empty optional) and its content.
    var selectedBranch: (Bool?, (any View)?) { get }
}

extension _ConditionalContent: ConditionalView where TrueContent: View, FalseContent: View {
    var selectedBranch: (Bool?, (any View)?) {
        let (isTrue, view) = branch
        return (isTrue, view)
    }
}

extension Optional: ConditionalView where Wrapped: View {
    var selectedBranch: (Bool?, (any View)?) {
        switch self {
        case .some(let view): return (true, view)
        case .none: return (nil, nil)
        }
    }
}

/// Renders an ``AnyView``: replaces its child when the wrapped type changes.
@MainActor
final class AnyViewNode: SingleChildNode {
    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        let erased = (view as? AnyView) ?? (view as! AnyViewConvertible).erased
        show(erased.view, environment: environment, reportsFirstMount: true)
    }
}
