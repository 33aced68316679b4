import Foundation

extension View {
    /// Runs `action` when `key` is pressed (or repeats) while focus is in this view; return
    /// `.handled` to stop the key there, `.ignored` to let enclosing actions and the focused
    /// control have it.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .onKeyPress(.escape) { query = ""; return .handled }
    /// ```
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
        -> ModifiedContent<Self, _KeyPressModifier>
    {
        modifier(_KeyPressModifier(filter: .keys([key]), phases: [.down, .repeat]) { _ in action() })
    }

    /// Runs `action` for `key` in `phases` while focus is in this view.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(_KeyPressModifier(filter: .keys([key]), phases: phases, action: action))
    }

    /// Runs `action` for any of `keys` in `phases` while focus is in this view.
    ///
    /// ```swift
    /// Grid().onKeyPress(keys: [.upArrow, .downArrow]) { press in
    ///     move(press.key == .upArrow ? -1 : 1)
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(_KeyPressModifier(filter: .keys(keys), phases: phases, action: action))
    }

    /// Runs `action` for keys that type characters in `characters` (all of them, for a key that
    /// types several), in `phases`, while focus is in this view.
    ///
    /// ```swift
    /// TextField("PIN", text: $pin)
    ///     .onKeyPress(characters: .letters) { _ in .handled }  // digits only
    /// ```
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(_KeyPressModifier(filter: .characters(characters), phases: phases, action: action))
    }

    /// Runs `action` for every key in `phases` while focus is in this view.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(_KeyPressModifier(filter: .any, phases: phases, action: action))
    }
}

/// `.onKeyPress`: which keys and phases an action takes, and the action.
public struct _KeyPressModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never

    enum Filter {
        case any
        case keys(Set<KeyEquivalent>)
        case characters(CharacterSet)
    }

    let filter: Filter
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result

    /// Whether the action wants `press`: its phase, and its key or characters. Letters match
    /// either case, as keyboard shortcuts do.
    func wants(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch filter {
        case .any: return true
        case .keys(let keys):
            let pressed = press.key.character.lowercased()
            return keys.contains { $0.character.lowercased() == pressed }
        case .characters(let set):
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(set.contains)
        }
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { KeyPressNode(graph: graph) }
}

private struct KeyPressScopeKey: EnvironmentKey {
    static let defaultValue = WeakReference<KeyPressNode>(nil)
}

extension EnvironmentValues {
    /// The nearest `.onKeyPress` above, which gets a key its inner actions ignored.
    fileprivate var keyPressScope: KeyPressNode? {
        get { self[KeyPressScopeKey.self].value }
        set { self[KeyPressScopeKey.self] = WeakReference(newValue) }
    }
}

/// Runs `.onKeyPress` actions, innermost first, before the focused control handles the key.
///
/// The toolkit offers a key to the outermost handler first (before the focused widget, so an
/// action can keep a key from a text field). A node whose inner `.onKeyPress` contains the focus
/// lets the key pass on to it; the innermost one runs its action and then, while the key is
/// ignored, those of the nodes around it.
@MainActor
final class KeyPressNode: HostWidgetModifierNode<_KeyPressModifier> {
    private weak var enclosing: KeyPressNode?
    private var inner: [WeakReference<KeyPressNode>] = []
    private var backend: (any FocusBackend)? { graph.backend as? any FocusBackend }

    override func contentEnvironment(_ environment: EnvironmentValues, modifier: _KeyPressModifier)
        -> EnvironmentValues
    {
        if enclosing == nil, let outer = environment.keyPressScope, outer !== self {
            enclosing = outer
            outer.inner.append(WeakReference(self))
        }
        var environment = environment
        environment.keyPressScope = self
        return environment
    }

    override func attach(to widget: BackendWidget) {
        guard let backend else {
            Diagnostics.emitOnce(
                ".onKeyPress needs a backend with FocusBackend; \(type(of: graph.backend)) has none, so keys are "
                    + "not seen.")
            return
        }
        backend.observeKeyPresses(widget) { [weak self] press in self?.offer(press) ?? .ignored }
    }

    override func unmount() {
        enclosing?.inner.removeAll { $0.value == nil || $0.value === self }
        super.unmount()
    }

    private var containsFocus: Bool {
        guard let backend else { return false }
        return hostWidgets.contains(where: backend.containsFocus)
    }

    /// The toolkit offers `press` to this node's widget.
    private func offer(_ press: KeyPress) -> KeyPress.Result {
        guard isMounted else { return .ignored }
        // An inner action on the way to the focus goes first; it hands the key back up.
        if inner.contains(where: { $0.value?.containsFocus == true }) { return .ignored }
        var node: KeyPressNode? = self
        while let current = node {
            if let modifier = current.modifier, current.isMounted, modifier.wants(press),
                modifier.action(press) == .handled
            {
                return .handled
            }
            node = current.enclosing
        }
        return .ignored
    }
}
