/// The context of an update: whether its changes animate, and how.
///
/// ``withAnimation(_:_:)`` and ``withTransaction(_:_:)`` set it for the state changes their
/// body makes; `.animation(_:value:)` and `.transaction(_:)` change it for a subtree.
public struct Transaction: Sendable {
    /// The animation the changes use; nil changes at once.
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers inside leave this transaction's animation as
    /// it is instead of applying theirs.
    public var disablesAnimations = false

    /// A transaction without animation.
    public init() {}

    /// A transaction that animates its changes with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the state changes being made now, set by ``withTransaction(_:_:)``.
    @TaskLocal static var current: Transaction?
}

/// Runs `body`, animating the view changes its state changes cause with `animation`, and
/// returns its result.
///
/// ```swift
/// Button("Toggle") { withAnimation(.easeInOut) { isOn.toggle() } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of the view changes its state changes
/// cause, and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
