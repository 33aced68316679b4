/// A value that follows where keyboard focus is, and moves it when set.
///
/// Attach the state to views with `.focused(_:equals:)` (or `.focused(_:)` for a `Bool`):
/// when the user moves focus to one of them — a click, Tab — the state becomes that view's
/// value; when focus leaves it, `nil` (or `false`). Setting the state from code moves the real
/// keyboard focus to the view with that value, and setting it to `nil` (or `false`) takes focus
/// away, leaving the window with no focused widget.
///
/// ```swift
/// enum Field: Hashable { case name, email }
///
/// struct SignUp: View {
///     @State private var name = ""
///     @State private var email = ""
///     @FocusState private var focus: Field?
///
///     var body: some View {
///         VStack {
///             TextField("Name", text: $name).focused($focus, equals: .name)
///                 .onSubmit { focus = .email }
///             TextField("Email", text: $email).focused($focus, equals: .email)
///         }
///     }
/// }
/// ```
///
/// Like `@State` the storage lives in the view graph: a body re-evaluates when focus changes
/// only if it reads the state.
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a ``FocusState``, passed to `.focused(_:equals:)` or to a child view that
    /// declares `@FocusState.Binding var focus: Field?`.
    @MainActor @propertyWrapper
    public struct Binding: DynamicProperty {
        let box: FocusStateBox<Value>

        /// Creates a binding from another one, for `@FocusState.Binding` in a child view.
        public init(projectedValue: FocusState<Value>.Binding) { self = projectedValue }

        init(box: FocusStateBox<Value>) { self.box = box }

        /// Where focus is; setting it moves the keyboard focus.
        public var wrappedValue: Value {
            get { box.read() }
            nonmutating set { box.write(newValue) }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    var box: FocusStateBox<Value>

    /// Where focus is: the value of the focused view, or `nil` (`false`) when focus is elsewhere.
    /// Setting it moves the keyboard focus.
    public var wrappedValue: Value {
        get { box.read() }
        nonmutating set { box.write(newValue) }
    }

    /// A binding for `.focused(_:equals:)` and `.focused(_:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// Creates a focus state that is true while its view has focus.
    public init() where Value == Bool { box = FocusStateBox(false, unfocused: false) }

    /// Creates a focus state holding the value of the focused view, `nil` while none of its views
    /// has focus.
    public init<T: Hashable>() where Value == T? { box = FocusStateBox(nil, unfocused: nil) }
}

extension FocusState: InstallableProperty {
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        if let persistent = node.slots[slot] as? FocusStateBox<Value> {
            box = persistent
        } else {
            // Each view gets its own storage, as with @State; focus always starts unfocused.
            let persistent = FocusStateBox(box.unfocused, unfocused: box.unfocused)
            persistent.isInstalled = true
            box = persistent
            node.slots[slot] = persistent
        }
        return false
    }
}

extension FocusState: InputComparable {
    // A view's own focus state is not an input from its parent.
    func hasSameInput(as other: Any) -> Bool { true }
}

extension FocusState.Binding: BuiltInDynamicProperty {}

extension FocusState.Binding: InputComparable {
    func hasSameInput(as other: Any) -> Bool { (other as? Self)?.box === box }
}

/// The storage behind a ``FocusState``: the value, its readers, and what "unfocused" is.
@MainActor
final class FocusStateBox<Value: Hashable>: ObservationSource {
    private var value: Value
    /// The value while none of the state's views has focus: `nil` or `false`.
    let unfocused: Value
    var isInstalled = false
    private var hasWarned = false

    init(_ value: Value, unfocused: Value) {
        self.value = value
        self.unfocused = unfocused
    }

    func read() -> Value {
        if !isInstalled, !hasWarned {
            hasWarned = true
            Diagnostics.emit(
                "warning: FocusState read outside a view's body or before its view was installed; it does not "
                    + "follow focus there. Read it in the body of the view that declares it.")
        }
        recordRead()
        return value
    }

    func readUntracked() -> Value { value }

    func write(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        notifyDependents()
    }
}
