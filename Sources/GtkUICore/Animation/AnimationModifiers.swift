/// `.animation(_:value:)` and `.animation(_:)`: animates the changes in the content's update.
public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let animation: Animation?
    /// The watched value; nil animates every change (the deprecated form).
    let value: Value?

    func makeNode(in graph: ViewGraph) -> ViewNode { AnimationModifierNode<Value>(graph: graph) }
}

/// `.transaction(_:)`: changes the transaction of the content's update.
public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let transform: (inout Transaction) -> Void

    func makeNode(in graph: ViewGraph) -> ViewNode { TransactionModifierNode(graph: graph) }
}

/// Your app never needs this: `.animation(_:)` without a value watches nothing in particular.
public struct _AnyChange: Equatable {}

extension View {
    /// Animates the changes to this view with `animation` whenever `value` changes.
    ///
    /// ```swift
    /// Rectangle().frame(width: isWide ? 200 : 100).animation(.easeInOut, value: isWide)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
        Self, _AnimationModifier<V>
    > {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change to this view with `animation`. Deprecated in SwiftUI in favour of
    /// ``animation(_:value:)``; accepted.
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier<_AnyChange>> {
        modifier(_AnimationModifier(animation: animation, value: nil))
    }

    /// Changes the transaction of this view's updates: `transform` may set or remove the
    /// animation.
    ///
    /// ```swift
    /// Text(status).transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<
        Self, _TransactionModifier
    > {
        modifier(_TransactionModifier(transform: transform))
    }
}

/// Sets the graph's transaction for the content's update when the watched value changed.
@MainActor
final class AnimationModifierNode<Value: Equatable>: ModifierNode<_AnimationModifier<Value>> {
    private var lastValue: Value?
    private var hasValue = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        let modifier = (view as! ModifiedView).anyModifier as! _AnimationModifier<Value>
        let saved = graph.transaction
        defer { graph.transaction = saved }
        let changed = modifier.value == nil || (hasValue && lastValue != modifier.value)
        if changed && !saved.disablesAnimations { graph.transaction.animation = modifier.animation }
        lastValue = modifier.value
        hasValue = true
        super.update(view, environment: environment)
    }
}

/// Lets `.transaction(_:)` change the graph's transaction for the content's update.
@MainActor
final class TransactionModifierNode: ModifierNode<_TransactionModifier> {
    override func update(_ view: any View, environment: EnvironmentValues) {
        let modifier = (view as! ModifiedView).anyModifier as! _TransactionModifier
        let saved = graph.transaction
        defer { graph.transaction = saved }
        modifier.transform(&graph.transaction)
        super.update(view, environment: environment)
    }
}
