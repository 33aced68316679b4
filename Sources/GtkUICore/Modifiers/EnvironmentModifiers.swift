import Observation
import OpenCombine

/// Changes the environment of the content it modifies.
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let transform: @MainActor (inout EnvironmentValues) -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { EnvironmentModifierNode(graph: graph) }
}

@MainActor
final class EnvironmentModifierNode: ModifierNode<_EnvironmentModifier> {
    override func contentEnvironment(_ environment: EnvironmentValues, modifier: _EnvironmentModifier)
        -> EnvironmentValues
    {
        var environment = environment
        modifier.transform(&environment)
        return environment
    }
}

extension View {
    /// Places `object` in the environment for every descendant's `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.setObject(object, as: T.self) })
    }

    /// Places an `@Observable` object in the environment for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.setObject(object, as: T.self) })
    }

    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Sets the style of text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.textFieldStyle, style.kind)
    }
}

/// Runs actions when the content appears and disappears, and async tasks tied to its life.
public struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?
    let task: (@MainActor @Sendable () async -> Void)?
    func makeNode(in graph: ViewGraph) -> ViewNode { LifecycleNode(graph: graph) }
}

@MainActor
final class LifecycleNode: ModifierNode<_LifecycleModifier> {
    private var runningTask: Task<Void, Never>?

    override func didUpdate(isFirst: Bool) {
        guard isFirst, let modifier else { return }
        modifier.onAppear?()
        if let task = modifier.task {
            runningTask = Task { @MainActor in await task() }
        }
    }

    override func unmount() {
        runningTask?.cancel()
        runningTask = nil
        let onDisappear = modifier?.onDisappear
        super.unmount()
        onDisappear?()
    }
}

extension View {
    /// Runs `action` when the view first appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(onAppear: action, onDisappear: nil, task: nil))
    }

    /// Runs `action` when the view leaves the tree.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _LifecycleModifier>
    {
        modifier(_LifecycleModifier(onAppear: nil, onDisappear: action, task: nil))
    }

    /// Starts `action` when the view appears and cancels it when the view leaves the tree.
    public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<
        Self, _LifecycleModifier
    > {
        modifier(_LifecycleModifier(onAppear: nil, onDisappear: nil, task: action))
    }
}

/// Gives a view an explicit identity: a different value makes a new view with fresh state.
public struct IDModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let id: AnyHashable
    func makeNode(in graph: ViewGraph) -> ViewNode { ModifierNode<IDModifier>(graph: graph) }
}

extension View {
    /// Identifies the view by `id`; when it changes, the view is replaced and its state reset.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, IDModifier> {
        modifier(IDModifier(id: AnyHashable(id)))
    }
}
