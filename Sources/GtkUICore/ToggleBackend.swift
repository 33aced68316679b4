/// Turns ``Toggle`` views into a toolkit's on/off controls.
///
/// Design notes:
/// - A toggle's widget kind (``ToggleWidgetKind``) comes from its ``ToggleStyle`` and is fixed
///   at creation; when the style changes the graph makes a new widget.
/// - The label is rendered by the graph like any view; the backend places its widgets in the
///   control (beside a switch, inside a check box or toggle button) with
///   ``setToggleLabel(_:content:)``.
/// - ``updateToggle(_:isOn:isLabelHidden:accessibleName:)`` writes only what differs from the
///   widget and moves the control with its signals blocked, so setting the value from code
///   never calls `onChange` back; a user's flip reaches `onChange` once.
/// - Reached through `graph.backend as? any ToggleBackend`; a backend without toggles shows the
///   label alone and reports it.
///
/// ```swift
/// let toggle = backend.makeToggle(kind: .checkbox) { isOn in settings.isMuted = isOn }
/// backend.setToggleLabel(toggle, content: [label])
/// backend.updateToggle(toggle, isOn: true, isLabelHidden: false, accessibleName: "Mute")
/// ```
@MainActor
public protocol ToggleBackend: Backend {
    /// Creates an off toggle of `kind` that reports each flip to `onChange`.
    func makeToggle(kind: ToggleWidgetKind, onChange: @escaping @MainActor (Bool) -> Void) -> BackendWidget
    /// Shows `content`, the label's widgets in order, as the toggle's label.
    func setToggleLabel(_ toggle: BackendWidget, content: [BackendWidget])
    /// Sets whether the toggle is on, whether its label is hidden (`.labelsHidden()`), and the
    /// name screen readers announce (the label's text).
    func updateToggle(_ toggle: BackendWidget, isOn: Bool, isLabelHidden: Bool, accessibleName: String?)
}
