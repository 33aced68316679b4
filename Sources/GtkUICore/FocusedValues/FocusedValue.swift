import Observation

/// A value that the focused view of the active window publishes, for commands and views that
/// act on it.
///
/// The value is nil while no view publishes it: keyboard focus is outside every view that
/// publishes with `.focusedValue(_:_:)`, and no view of the active window publishes it with
/// `.focusedSceneValue(_:_:)`. With several windows open it is the active window's (on GNOME
/// the window that has the keyboard; GtkUI keeps the last active window's values while none of
/// the app's windows is active). Moving focus into the title bar or an open menu leaves it as
/// it was, so a main-menu command acts on the view that had focus. A body or command that
/// reads it is read again when it changes.
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedBinding(\.selectedNote) private var note
///     @FocusedValue(\.noteActions) private var actions
///
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Duplicate") { actions?.duplicate() }
///                 .keyboardShortcut("d")
///                 .disabled(actions == nil)
///         }
///     }
/// }
/// ```
@MainActor @propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let read: @MainActor (FocusedValues) -> Value?

    /// Reads the value published under `keyPath`'s key.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of type `objectType` published with `.focusedValue(_:)`
    /// or `.focusedSceneValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.object(of: objectType) }
    }

    /// The focused view's value, or nil while none publishes it.
    public var wrappedValue: Value? { read(FocusedValuesStore.shared.current) }
}

extension FocusedValue: BuiltInDynamicProperty {}

extension FocusedValue: InputComparable {
    // Read from the active window, not from the parent: never an input.
    func hasSameInput(as other: Any) -> Bool { true }
}
