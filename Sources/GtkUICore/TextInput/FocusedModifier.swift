extension View {
    /// Ties this view's keyboard focus to a ``FocusState``: the state is `value` while focus is
    /// in this view (on it or on a control inside it), and setting the state to `value` from code
    /// moves focus here.
    ///
    /// ```swift
    /// TextField("Email", text: $email).focused($focus, equals: .email)
    /// ```
    ///
    /// - Parameters:
    ///   - binding: The state's projected value, `$focus`.
    ///   - value: What the state holds while this view has focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> ModifiedContent<Self, _FocusedModifier<Value>>
    {
        modifier(_FocusedModifier(binding: binding, value: value))
    }

    /// Ties this view's keyboard focus to a `Bool` ``FocusState``: true while focus is in this
    /// view; setting it to true moves focus here, to false takes focus away.
    ///
    /// ```swift
    /// @FocusState private var isSearching: Bool
    /// TextField("Search", text: $query).focused($isSearching)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _FocusedModifier<Bool>> {
        modifier(_FocusedModifier(binding: condition, value: true))
    }
}

/// `.focused(_:equals:)`: follows and moves the keyboard focus of the content's widgets.
public struct _FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value
    func makeNode(in graph: ViewGraph) -> ViewNode { FocusNode<Value>(graph: graph) }
}

/// Keeps a ``FocusState`` and the toolkit's focus in step, in both directions.
///
/// The user moving focus writes the state (only when it differs, so nothing echoes); a change
/// of the state invalidates this node alone, which then moves the real focus if it is not
/// already where the state says.
@MainActor
final class FocusNode<Value: Hashable>: HostWidgetModifierNode<_FocusedModifier<Value>> {
    private var backend: (any FocusBackend)? { graph.backend as? any FocusBackend }
    private var retryScheduled = false

    override func attach(to widget: BackendWidget) {
        backend?.observeFocus(widget) { [weak self] entered in self?.userMovedFocus(entered: entered) }
    }

    override func didAttach(isFirst: Bool) {
        if isFirst, backend == nil {
            Diagnostics.emitOnce(
                ".focused(_:equals:) needs a backend with FocusBackend; \(type(of: graph.backend)) has none, so "
                    + "focus is not followed or moved.")
        }
        syncFocus()
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        syncFocus()
    }

    override func unmount() {
        // Focus cannot stay in a view that leaves; the state says so, as in SwiftUI.
        if let modifier, let backend, modifier.binding.box.readUntracked() == modifier.value,
            hostWidgets.contains(where: backend.containsFocus)
        {
            modifier.binding.box.write(modifier.binding.box.unfocused)
        }
        super.unmount()
    }

    private var hasFocus: Bool {
        guard let backend else { return false }
        return hostWidgets.contains(where: backend.containsFocus)
    }

    /// Moves the real focus to where the state says, reading the state as this node's
    /// dependency.
    private func syncFocus() {
        guard let modifier else { return }
        let box = modifier.binding.box
        let wanted = trackingReads { box.read() }
        guard let backend, isMounted else { return }
        if wanted == modifier.value {
            guard !hasFocus else { return }
            if !hostWidgets.contains(where: { backend.focus($0) }) { retryOnNextTurn() }
        } else if hasFocus {
            for widget in hostWidgets { backend.resignFocus(widget) }
        }
    }

    /// A view just mounted is not in a window yet; try again once the main loop has placed it.
    private func retryOnNextTurn() {
        guard !retryScheduled else { return }
        retryScheduled = true
        graph.backend.scheduler.schedule { [weak self] in
            guard let self, self.isMounted else { return }
            self.syncFocus()
            self.retryScheduled = false
        }
    }

    private func userMovedFocus(entered: Bool) {
        guard let modifier, isMounted else { return }
        let box = modifier.binding.box
        if entered {
            box.write(modifier.value)
        } else if box.readUntracked() == modifier.value, !hasFocus {
            box.write(box.unfocused)
        }
    }
}
