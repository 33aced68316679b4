/// Gives views keyboard focus and key presses: `@FocusState` with `.focused(_:equals:)`, value
/// fields that commit when focus leaves them, and `.onKeyPress`.
///
/// Design notes:
/// - Focus is the toolkit's own: the graph asks where it is (``containsFocus(_:)``), moves it
///   (``focus(_:)``, ``resignFocus(_:)``) and hears about the user moving it
///   (``observeFocus(_:onChange:)``). A view "has focus" when its widget or any widget inside it
///   does, so `.focused` works on a padded field or a whole form.
/// - Observers and key handlers are added once per widget and go with it when the graph discards
///   it; several may be added to one widget (nested modifiers), each called in turn.
/// - Moving focus from code reports the change to the observers like a user's move; the graph
///   writes state only when it differs, so nothing echoes.
/// - Reached through `graph.backend as? any FocusBackend`; without one, `.focused` and
///   `.onKeyPress` do nothing and say so once.
@MainActor
public protocol FocusBackend: Backend {
    /// Calls `onChange` with true when keyboard focus enters `widget` or a widget inside it, and
    /// with false when it leaves.
    func observeFocus(_ widget: BackendWidget, onChange: @escaping @MainActor (Bool) -> Void)
    /// Whether keyboard focus is on `widget` or a widget inside it.
    func containsFocus(_ widget: BackendWidget) -> Bool
    /// Whether keys go to `widget` or a widget inside it: it contains its window's focus and
    /// no modal window (a sheet) covers that window. Focused values (`.focusedValue`) follow
    /// this, so a sheet's views publish while it is open and the views under it do not.
    func containsKeyFocus(_ widget: BackendWidget) -> Bool
    /// Moves keyboard focus to `widget`, or to the first widget inside it that takes focus.
    ///
    /// - Returns: Whether focus is now inside `widget`; false when nothing in it can take focus
    ///   or it is not in a window yet.
    @discardableResult
    func focus(_ widget: BackendWidget) -> Bool
    /// Takes keyboard focus away from `widget` and everything inside it, leaving its window
    /// with no focused widget; does nothing when focus is elsewhere.
    func resignFocus(_ widget: BackendWidget)
    /// Calls `handler` for each key pressed, repeated or released while focus is inside
    /// `widget`, before the focused widget itself handles the key; `.handled` stops the key
    /// there (a release cannot be stopped).
    func observeKeyPresses(_ widget: BackendWidget, handler: @escaping @MainActor (KeyPress) -> KeyPress.Result)
}

extension FocusBackend {
    /// Windows are never covered: keys go wherever focus is.
    public func containsKeyFocus(_ widget: BackendWidget) -> Bool { containsFocus(widget) }
}
