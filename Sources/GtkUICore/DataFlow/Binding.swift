/// A two-way connection to a value owned elsewhere.
///
/// Get one from `$` on a ``State``, an observed object's property (`$model.name`) or a
/// ``Bindable``; reading it in a body makes the view depend on the source.
///
/// ```swift
/// struct CountButton: View {
///     @Binding var count: Int
///     var body: some View {
///         Button("Count up") { count += 1 }
///     }
/// }
/// ```
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let location: any BindingLocation<Value>

    init(location: any BindingLocation<Value>) {
        self.location = location
    }

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// A binding to a value that never changes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// Creates a binding from another binding (the projected value).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The value; setting it writes through to the source of truth.
    public var wrappedValue: Value {
        get { location.read() }
        nonmutating set { location.write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value, such as `$person.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
    }
}

extension Binding {
    /// Unwraps a binding to an optional, or returns `nil` when the value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(location: UnwrappingLocation(base: base.location))
    }

    /// Wraps a binding to a value as a binding to an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

extension Binding: @MainActor Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: InputComparable {
    /// Two bindings are the same input when they point at the same place.
    ///
    /// Their values need not be compared: a view that reads the value, in its body or in a
    /// control's widget, depends on that place itself, so a change re-renders it whether or
    /// not its parent re-renders. Comparing values taken when each binding was made would
    /// re-evaluate a child that had already rendered the change, whenever its parent next
    /// re-rendered for another reason.
    func hasSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let id = location.identity else { return false }
        return id == other.location.identity
    }
}

/// Where a ``Binding`` reads and writes.
@MainActor
protocol BindingLocation<Value>: AnyObject {
    associatedtype Value
    /// Reads, recording a dependency of the view being evaluated.
    func read() -> Value
    func readUntracked() -> Value
    func write(_ value: Value)
    /// Equal for locations that reach the same storage; nil when unknown.
    var identity: AnyHashable? { get }
    /// The `State` storage this location reads and nothing else (through key paths and
    /// unwrapping only), so a reader of a part of it can depend on that part alone; nil when
    /// reading involves anything else.
    var stateSource: ObservationSource? { get }
}

extension BindingLocation {
    /// Unknown by default: reads are tracked as they happen.
    var stateSource: ObservationSource? { nil }
}

@MainActor
final class ClosureLocation<Value>: BindingLocation {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void
    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }
    func read() -> Value { get() }
    func readUntracked() -> Value { get() }
    func write(_ value: Value) { set(value) }
    var identity: AnyHashable? { nil }
}

@MainActor
final class ConstantLocation<Value>: BindingLocation {
    let value: Value
    init(_ value: Value) { self.value = value }
    func read() -> Value { value }
    func readUntracked() -> Value { value }
    func write(_ value: Value) {}
    var identity: AnyHashable? { ObjectIdentifier(self) }
}

@MainActor
final class KeyPathLocation<Base, Value>: BindingLocation {
    let base: any BindingLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: any BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    func read() -> Value { base.read()[keyPath: keyPath] }
    func readUntracked() -> Value { base.readUntracked()[keyPath: keyPath] }
    func write(_ value: Value) {
        var root = base.readUntracked()
        root[keyPath: keyPath] = value
        base.write(root)
    }
    var identity: AnyHashable? { base.identity.map { [$0, AnyHashable(keyPath)] } }
    var stateSource: ObservationSource? { base.stateSource }
}

@MainActor
final class UnwrappingLocation<Value>: BindingLocation {
    let base: any BindingLocation<Value?>
    private var last: Value
    init(base: any BindingLocation<Value?>) {
        self.base = base
        self.last = base.readUntracked()!
    }
    func read() -> Value {
        if let value = base.read() { last = value }
        return last
    }
    func readUntracked() -> Value { base.readUntracked() ?? last }
    func write(_ value: Value) { base.write(value) }
    var identity: AnyHashable? { base.identity.map { [$0, "unwrapped"] } }
    var stateSource: ObservationSource? { base.stateSource }
}

/// A property of a reference-type model (an `ObservableObject` or an `@Observable` class).
@MainActor
final class ObjectPropertyLocation<Root: AnyObject, Value>: BindingLocation {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    let recordRead: @MainActor (Root) -> Void
    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>, recordRead: @escaping @MainActor (Root) -> Void)
    {
        self.object = object
        self.keyPath = keyPath
        self.recordRead = recordRead
    }
    func read() -> Value {
        recordRead(object)
        return object[keyPath: keyPath]
    }
    func readUntracked() -> Value { object[keyPath: keyPath] }
    func write(_ value: Value) {
        if let same = equalIfEquatable(object[keyPath: keyPath], value), same { return }
        object[keyPath: keyPath] = value
    }
    var identity: AnyHashable? { [AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)] }
}
