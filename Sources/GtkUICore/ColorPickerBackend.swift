/// Turns ``ColorPicker`` views into a toolkit's colour controls.
///
/// Design notes:
/// - The view graph hands the backend the bound colour as components (a theme colour such as
///   `.accentColor` as its fixed GNOME palette value) and whether the user may choose its
///   opacity; the backend reports the colour the user confirms, also as components.
/// - ``updateColorPicker(_:with:)`` writes only what differs from what the widget shows, with
///   the widget's handlers blocked, so a colour set from code never comes back as the user's;
///   each write is recorded in ``Backend/statistics`` (`ColorPicker.color`, …).
/// - Reached through `graph.backend as? any ColorPickerBackend`; a backend without colour
///   pickers shows the title alone and reports it.
///
/// ```swift
/// let picker = backend.makeColorPicker { color in print(color.red) }
/// backend.updateColorPicker(picker, with: ColorPickerDescription(
///     title: "Ink", color: Color(red: 1, green: 0, blue: 0), supportsOpacity: false))
/// ```
@MainActor
public protocol ColorPickerBackend: Backend {
    /// Creates a colour picker that reports the colour the user chooses to `onPick`.
    func makeColorPicker(onPick: @escaping @MainActor (Color) -> Void) -> BackendWidget
    /// Shows `description`.
    func updateColorPicker(_ picker: BackendWidget, with description: ColorPickerDescription)
}

/// What a colour picker shows, resolved by the view graph from a ``ColorPicker``.
public struct ColorPickerDescription: Hashable, Sendable {
    /// The picker's label as text: shown beside it, announced by screen readers and the title
    /// of the colour chooser.
    public var title: String
    /// Whether the title is hidden (`.labelsHidden()`); it still names the control.
    public var isLabelHidden: Bool
    /// The colour shown, by its components.
    public var color: Color
    /// Whether the user may choose the opacity too.
    public var supportsOpacity: Bool

    /// Describes a colour picker.
    public init(title: String, isLabelHidden: Bool = false, color: Color, supportsOpacity: Bool) {
        self.title = title
        self.isLabelHidden = isLabelHidden
        self.color = color
        self.supportsOpacity = supportsOpacity
    }
}
