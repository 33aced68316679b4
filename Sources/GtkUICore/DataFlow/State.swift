/// A value owned by a view: the view's source of truth.
///
/// The storage lives in the view graph and survives every re-creation of the view struct;
/// it is discarded when the view leaves the tree. Setting the value re-renders exactly the
/// views whose bodies read it. `$value` is a ``Binding`` for child views and controls.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count is \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// An `@Observable` object held in `@State` is created with the view and kept with it.
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The struct's initial storage, replaced by the node's own when the view is installed.
    var box: StateBox<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// Creates state with an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value; setting it schedules an update of the views that read it.
    public var wrappedValue: Value {
        get { box.read() }
        nonmutating set { box.write(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { Binding(location: box) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    public init() { box = StateBox(nil) }
}

extension State: InstallableProperty {
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        if let persistent = node.slots[slot] as? StateBox<Value> {
            box = persistent
        } else {
            // Each node gets storage of its own, starting from the struct's initial value. The
            // struct's box is never adopted: the same view value placed twice, or mounted again
            // (a navigation destination pushed a second time), must not share or resurrect state.
            let persistent = StateBox(box.readUntracked())
            persistent.isInstalled = true
            box = persistent
            node.slots[slot] = persistent
        }
        return false
    }
}

extension State: InputComparable {
    // A view's own state is not an input from its parent.
    func hasSameInput(as other: Any) -> Bool { true }
}

/// The storage behind a ``State``: the value, its readers, and where it was redirected.
@MainActor
final class StateBox<Value>: ObservationSource, BindingLocation {
    private var value: Value
    var isInstalled = false
    private var hasWarned = false

    init(_ value: Value) { self.value = value }

    func read() -> Value {
        if !isInstalled { warnNotInstalled() }
        recordRead()
        return value
    }

    func write(_ newValue: Value) {
        if let same = equalIfEquatable(value, newValue), same { return }
        value = newValue
        notifyDependents()
    }

    func readUntracked() -> Value { value }

    var identity: AnyHashable? { ObjectIdentifier(self) }
    var stateSource: ObservationSource? { isInstalled ? self : nil }

    private func warnNotInstalled() {
        guard !hasWarned else { return }
        hasWarned = true
        Diagnostics.emit(
            "warning: Accessing State's value outside of being installed on a View. "
                + "This will result in a constant Binding of the initial value and will not update.")
    }
}
