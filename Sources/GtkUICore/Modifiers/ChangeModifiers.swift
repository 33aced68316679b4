import Foundation
import OpenCombine

/// `.onChange(of:initial:_:)`: runs an action when a value the view was given differs from the
/// one it had at the previous update.
public struct _OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { OnChangeNode<Value>(graph: graph) }
}

@MainActor
final class OnChangeNode<Value: Equatable>: ModifierNode<_OnChangeModifier<Value>> {
    private var lastValue: Value?

    override func didUpdate(isFirst: Bool) {
        guard let modifier else { return }
        let old = lastValue
        lastValue = modifier.value
        if let old {
            if old != modifier.value { modifier.action(old, modifier.value) }
        } else if modifier.initial {
            modifier.action(modifier.value, modifier.value)
        }
    }
}

/// `.onReceive(_:perform:)`: runs an action on the main actor for each value a publisher
/// sends while the view is in the tree.
public struct _OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    /// Applied by the view graph.
    public typealias Body = Never
    let publisher: P
    let action: @MainActor (P.Output) -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { OnReceiveNode<P>(graph: graph) }
}

@MainActor
final class OnReceiveNode<P: Publisher>: ModifierNode<_OnReceiveModifier<P>> where P.Failure == Never {
    private var subscription: AnyCancellable?

    override func didUpdate(isFirst: Bool) {
        // The publisher is subscribed to once: views are re-created with equal publishers on
        // every update, and SwiftUI keeps the first subscription too. The action used is the
        // latest one, so it sees the view's current values.
        guard isFirst, let publisher = modifier?.publisher else { return }
        MainActorQueue.record()
        let deliver: @Sendable (P.Output) -> Void = { [weak self] output in
            let box = UncheckedSendable(output)
            if Thread.isMainThread || MainActorQueue.isCurrent {
                MainActor.assumeIsolated { self?.modifier?.action(box.value) }
            } else {
                // In order, on the main queue that the main loop drains.
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.modifier?.action(box.value) } }
            }
        }
        // Passed as is: a closure written here would be main-actor isolated and trap off the main actor.
        subscription = publisher.sink(receiveValue: deliver)
    }

    override func unmount() {
        subscription?.cancel()
        subscription = nil
        super.unmount()
    }
}

/// A value carried to the main actor from wherever a publisher sent it.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Runs `action` with the old and new value whenever `value` changes between updates of
    /// this view, and once at first with `initial`.
    ///
    /// ```swift
    /// TextField("Name", text: $name).onChange(of: name) { old, new in print(old, "→", new) }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _OnChangeModifier<V>> {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` whenever `value` changes between updates of this view, and once at first
    /// with `initial`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _OnChangeModifier<V>>
    {
        modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value whenever `value` changes (SwiftUI's earlier form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
        -> ModifiedContent<Self, _OnChangeModifier<V>>
    {
        modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` on the main actor with each value `publisher` sends while this view is
    /// shown; the subscription ends when the view leaves the tree.
    ///
    /// ```swift
    /// Text(now, style: .time).onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> ModifiedContent<Self, _OnReceiveModifier<P>> where P.Failure == Never
    {
        modifier(_OnReceiveModifier(publisher: publisher, action: action))
    }
}
