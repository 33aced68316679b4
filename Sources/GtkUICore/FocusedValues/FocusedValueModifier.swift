import Observation

extension View {
    /// Publishes `value` under `keyPath`'s key while keyboard focus is inside this view (on it
    /// or on a control in it), for ``FocusedValue`` and ``FocusedBinding`` readers such as the
    /// app's commands.
    ///
    /// Where focused views are nested, the innermost one's value wins. A nil value publishes
    /// nothing. Outside a window (no window host) the value is not published.
    ///
    /// ```swift
    /// TextEditor(text: $note.text)
    ///     .focusedValue(\.selectedNote, $note)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The ``FocusedValues`` property to publish under.
    ///   - value: The value, or nil to publish none.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> ModifiedContent<Self, _FocusedValueModifier>
    {
        modifier(_FocusedValueModifier(isSceneValue: false, keyPath: keyPath, value: value))
    }

    /// Publishes the `@Observable` `object` while keyboard focus is inside this view, for
    /// `@FocusedValue(Type.self)` readers.
    ///
    /// ```swift
    /// DocumentView(document: document).focusedValue(document)
    /// ```
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isSceneValue: false, objectType: T.self, object: object))
    }

    /// Publishes `value` under `keyPath`'s key while this view's window is the active one,
    /// wherever keyboard focus is in it.
    ///
    /// A value a focused view publishes with `.focusedValue(_:_:)` under the same key wins over
    /// it. A nil value publishes nothing.
    ///
    /// ```swift
    /// NavigationSplitView { … } detail: { … }
    ///     .focusedSceneValue(\.library, library)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The ``FocusedValues`` property to publish under.
    ///   - value: The value, or nil to publish none.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?)
        -> ModifiedContent<Self, _FocusedValueModifier>
    {
        modifier(_FocusedValueModifier(isSceneValue: true, keyPath: keyPath, value: value))
    }

    /// Publishes the `@Observable` `object` while this view's window is the active one, for
    /// `@FocusedValue(Type.self)` readers.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?)
        -> ModifiedContent<Self, _FocusedValueModifier>
    {
        modifier(_FocusedValueModifier(isSceneValue: true, objectType: T.self, object: object))
    }
}

/// `.focusedValue(_:_:)` and `.focusedSceneValue(_:_:)`: publishes a value in the window's
/// focused values.
public struct _FocusedValueModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let isSceneValue: Bool
    let key: ObjectIdentifier
    let value: Any?

    init<Value>(isSceneValue: Bool, keyPath: WritableKeyPath<FocusedValues, Value?>, value: Value?) {
        // Writing through the key path into empty values reveals the key it stands for.
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        self.isSceneValue = isSceneValue
        key = values.lastWrittenKey ?? ObjectIdentifier(FocusedValues.self)
        self.value = value
    }

    init<T: AnyObject>(isSceneValue: Bool, objectType: T.Type, object: T?) {
        self.isSceneValue = isSceneValue
        key = ObjectIdentifier(objectType)
        value = object
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { FocusedValueNode(graph: graph) }
}

/// Publishes its modifier's value in the window's registry while mounted, and withdraws it as
/// the view leaves.
@MainActor
final class FocusedValueNode: ModifierNode<_FocusedValueModifier> {
    private weak var registry: FocusedValuesRegistry?

    override func didUpdate(isFirst: Bool) {
        guard let modifier else { return }
        guard let registry = environment._sceneState?.focusedValues else { return }
        self.registry = registry
        let backend = graph.backend as? any FocusBackend
        registry.publish(
            FocusedValuesRegistry.Entry(
                isSceneValue: modifier.isSceneValue, key: modifier.key, value: modifier.value, depth: depth,
                hasFocus: { [weak self] in
                    guard let self, let backend, self.isMounted else { return false }
                    return self.hostWidgets.contains(where: backend.containsKeyFocus)
                }),
            from: ObjectIdentifier(self))
    }

    override func unmount() {
        registry?.withdraw(from: ObjectIdentifier(self))
        registry = nil
        super.unmount()
    }
}
