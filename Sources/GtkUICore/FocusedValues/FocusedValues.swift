/// The values that the focused views of the active window publish, by ``FocusedValueKey``.
///
/// A view publishes a value with `.focusedValue(_:_:)` while keyboard focus is inside it, or
/// with `.focusedSceneValue(_:_:)` while its window is the active one; where several publish
/// the same key, the innermost focused view wins over outer ones, and a focused view's value
/// wins over a scene value. Extend the type with a property per key, and read it with
/// ``FocusedValue`` or ``FocusedBinding``.
///
/// ```swift
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public struct FocusedValues {
    var storage: [ObjectIdentifier: Any] = [:]
    /// Told which keys a reader read, so the reader follows them; nil for values being written.
    var readRecorder: FocusedValuesReadRecorder?
    /// The key written last, so a modifier learns which key its key path stands for even when
    /// it publishes nil.
    private(set) var lastWrittenKey: ObjectIdentifier?

    init(storage: [ObjectIdentifier: Any] = [:], readRecorder: FocusedValuesReadRecorder? = nil) {
        self.storage = storage
        self.readRecorder = readRecorder
    }

    /// The value published for `key`, or nil while no focused view publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get {
            readRecorder?.recordRead(of: ObjectIdentifier(key))
            return storage[ObjectIdentifier(key)] as? Key.Value
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
            lastWrittenKey = ObjectIdentifier(key)
        }
    }

    /// The object of type `type` published with `.focusedValue(_:)` or `.focusedSceneValue(_:)`.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        readRecorder?.recordRead(of: ObjectIdentifier(type))
        return storage[ObjectIdentifier(type)] as? T
    }
}

/// Records a reader's dependency on one key of the active window's focused values.
final class FocusedValuesReadRecorder: @unchecked Sendable {
    /// Called on the main actor: focused values are only read by views and commands.
    func recordRead(of key: ObjectIdentifier) {
        MainActor.assumeIsolated { FocusedValuesStore.shared.recordRead(of: key) }
    }
}
