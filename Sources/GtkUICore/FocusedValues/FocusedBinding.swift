/// A binding that the focused view of the active window publishes, read and written through
/// like the value it binds.
///
/// Publish the binding with `.focusedValue(\.key, $value)` (or `.focusedSceneValue`); the
/// wrapped value is nil while no focused view publishes it, and setting it writes through to
/// the focused view's state (setting it to nil does nothing). As with ``FocusedValue``, it is
/// the active window's binding.
///
/// ```swift
/// struct FormatCommands: Commands {
///     @FocusedBinding(\.selectedNote) private var note
///
///     var body: some Commands {
///         CommandMenu("Format") {
///             Button("Uppercase") { note?.text = note?.text.uppercased() ?? "" }
///                 .disabled(note == nil)
///         }
///     }
/// }
/// ```
@MainActor @propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// Reads and writes through the binding published under `keyPath`'s key.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    private var binding: Binding<Value>? { FocusedValuesStore.shared.current[keyPath: keyPath] }

    /// The bound value, or nil while no focused view publishes the binding; setting it writes
    /// through.
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to ``wrappedValue``.
    public var projectedValue: Binding<Value?> {
        let keyPath = keyPath
        return Binding(
            get: { FocusedValuesStore.shared.current[keyPath: keyPath]?.wrappedValue },
            set: { newValue in
                guard let newValue, let binding = FocusedValuesStore.shared.current[keyPath: keyPath] else { return }
                binding.wrappedValue = newValue
            })
    }
}

extension FocusedBinding: BuiltInDynamicProperty {}

extension FocusedBinding: InputComparable {
    // Read from the active window, not from the parent: never an input.
    func hasSameInput(as other: Any) -> Bool { true }
}
