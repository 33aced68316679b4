import GtkUICore

extension RecordingBackend: FocusBackend {
    /// Keeps `onChange` for focus moving into or out of `widget` (see ``moveFocus(to:)``).
    public func observeFocus(_ widget: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void) {
        (widget as! TestWidget).focusObservers.append(onChange)
    }

    /// Whether ``focusedWidget`` is `widget` or inside it.
    public func containsFocus(_ widget: BackendWidget) -> Bool {
        focusedWidget?.isInside(widget as! TestWidget) ?? false
    }

    /// Moves focus to the first widget in `widget` that takes focus, as GTK does.
    @discardableResult
    public func focus(_ widget: BackendWidget) -> Bool {
        let widget = widget as! TestWidget
        if containsFocus(widget) { return true }
        guard let target = widget.allDescendants.first(where: \.takesFocus) else { return false }
        moveFocus(to: target)
        return true
    }

    /// Leaves no widget focused when focus is inside `widget`.
    public func resignFocus(_ widget: BackendWidget) {
        if containsFocus(widget) { moveFocus(to: nil) }
    }

    /// Keeps `handler` for ``press(_:)``.
    public func observeKeyPresses(
        _ widget: BackendWidget, handler: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) {
        (widget as! TestWidget).keyHandlers.append(handler)
    }

    /// Moves focus as the user does (a click, Tab): the widgets it leaves hear so first, then the
    /// ones it enters, outermost first, as GTK reports crossings.
    public func moveFocus(to widget: TestWidget?) {
        let old = focusedWidget
        guard old !== widget else { return }
        let oldChain = old?.ancestorsAndSelf ?? []
        let newChain = widget?.ancestorsAndSelf ?? []
        focusedWidget = nil
        for left in oldChain where !newChain.contains(where: { $0 === left }) {
            for observer in left.focusObservers { observer(false) }
        }
        focusedWidget = widget
        for entered in newChain.reversed() where !oldChain.contains(where: { $0 === entered }) {
            for observer in entered.focusObservers { observer(true) }
        }
    }

    /// Presses a key as the user does: the key handlers from the window down to the focused
    /// widget see it in turn until one handles it. Returns whether one did.
    @discardableResult
    public func press(_ press: KeyPress) -> Bool {
        guard let focused = focusedWidget else { return false }
        for widget in focused.ancestorsAndSelf.reversed() {
            for handler in widget.keyHandlers where handler(press) == .handled { return true }
        }
        return false
    }
}

extension TestWidget {
    /// Whether this widget takes keyboard focus: fields, editors, buttons and toggles.
    var takesFocus: Bool {
        ["Entry", "SecureField", "TextEditor", "ExpandingTextField", "Button", "Switch", "Checkbox", "ToggleButton"]
            .contains(kind) && !isDiscarded
    }

    /// This widget and its containers, innermost first.
    var ancestorsAndSelf: [TestWidget] {
        var chain: [TestWidget] = []
        var node: TestWidget? = self
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        return chain
    }

    func isInside(_ other: TestWidget) -> Bool { ancestorsAndSelf.contains { $0 === other } }
}
