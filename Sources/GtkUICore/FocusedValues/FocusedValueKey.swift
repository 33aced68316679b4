/// A key for a value that views publish while they have focus, read with ``FocusedValue``.
///
/// Declare the key, then a property on ``FocusedValues`` that reads and writes it; views
/// publish a value with `.focusedValue(_:_:)` (while focus is inside them) or
/// `.focusedSceneValue(_:_:)` (while their window is the active one), and commands read the
/// active window's value with `@FocusedValue`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///     typealias Value = Binding<Note>
/// }
///
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of the value published under the key.
    associatedtype Value
}
