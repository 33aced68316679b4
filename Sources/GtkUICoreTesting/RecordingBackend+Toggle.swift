import GtkUICore

extension RecordingBackend: ToggleBackend {
    /// Creates a `Switch`, `Checkbox` or `ToggleButton` test widget, by `kind`;
    /// ``TestWidget/toggle()`` calls `onChange` with the new state.
    public func makeToggle(kind: ToggleWidgetKind, onChange: @escaping @MainActor (Bool) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: Self.toggleKinds[kind]!)
        widget.onToggle = onChange
        return widget
    }

    /// Makes the label's widgets the toggle's children.
    public func setToggleLabel(_ toggle: BackendWidget, content: [BackendWidget]) {
        setChildren(content, of: toggle)
    }

    /// Records `isOn`, `labelHidden` and `accessibleName` (as `text`, empty when nil), counting
    /// only changes.
    public func updateToggle(_ toggle: BackendWidget, isOn: Bool, isLabelHidden: Bool, accessibleName: String?) {
        let widget = toggle as! TestWidget
        widget.set("isOn", isOn, statistics)
        widget.set("labelHidden", isLabelHidden, statistics)
        widget.set("text", accessibleName ?? "", statistics)
    }

    /// The test widget kinds of the toggle styles.
    static let toggleKinds: [ToggleWidgetKind: String] = [
        .switch: "Switch", .checkbox: "Checkbox", .button: "ToggleButton",
    ]
}
