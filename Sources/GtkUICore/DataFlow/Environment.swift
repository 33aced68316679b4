import Observation

/// A value from the environment: by key path (`@Environment(\.windowChrome)`) or an
/// `@Observable` object by type (`@Environment(Account.self)`).
///
/// ```swift
/// struct FoodTruckMenuView: View {
///     @Environment(Account.self) var account
///     var body: some View {
///         if let name = account.userName { Text(name) } else { Button("Login") { account.showLogin() } }
///     }
/// }
/// ```
@MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(@MainActor (EnvironmentValues) -> Value?, typeName: String)
    }

    let source: Source
    /// Where the value is found; the node's own box once the view is installed.
    var box = EnvironmentValueBox<Value>()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Reads the `@Observable` object of type `objectType` placed with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object({ $0.object(of: objectType) }, typeName: "\(objectType)")
    }

    /// Reads the optional `@Observable` object of type `objectType`, `nil` when none is placed.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object({ .some($0.object(of: objectType)) }, typeName: "\(objectType)")
    }

    /// The current value.
    public var wrappedValue: Value {
        // Values that change without the environment changing (the scene phase) are read
        // live, so the body that reads them depends on them.
        if let read = box.liveRead { return read() }
        guard let value = box.value else {
            fatalError("@Environment(\(Value.self)) was read outside of a view's body")
        }
        return value
    }
}

@MainActor
final class EnvironmentValueBox<Value> {
    var value: Value?
    /// Reads the value from the node's environment now, for values backed by a live source.
    var liveRead: (@MainActor () -> Value)?
}

extension Environment: InstallableProperty {
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        let value: Value
        switch source {
        case .keyPath(let keyPath):
            value = node.environment[keyPath: keyPath]
        case .object(let lookup, let typeName):
            guard let object = lookup(node.environment) else {
                throw DataFlowDiagnostic(
                    description: missingObjectMessage(
                        wrapper: "@Environment(\(typeName).self)", type: Value.self, node: node,
                        fix: ".environment(\(typeName)(…))"))
            }
            value = object
        }
        let persistent = node.slots[slot] as? EnvironmentValueBox<Value>
        let changed = persistent?.value.map { !ViewInputs.areEqual($0, value) } ?? false
        box = persistent ?? EnvironmentValueBox()
        box.value = value
        if case .keyPath(let keyPath) = source, EnvironmentValues.liveKeyPaths.contains(keyPath) {
            box.liveRead = { [weak node] in node?.environment[keyPath: keyPath] ?? value }
        }
        node.slots[slot] = box
        return changed
    }
}

extension Environment: InputComparable {
    func hasSameInput(as other: Any) -> Bool { true }
}

/// Bindings into an `@Observable` object, as a property or a local variable.
///
/// ```swift
/// struct BookEditorView: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
///
/// ForEach(store.children) {
///     @Bindable var child = $0
///     TextField("child value", text: $child.value)
/// }
/// ```
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Makes bindings into `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Makes bindings into `wrappedValue`.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Itself, so `$model.property` makes a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to `wrappedValue[keyPath:]`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath, recordRead: { _ in }))
    }
}

extension Bindable: InputComparable {
    func hasSameInput(as other: Any) -> Bool { (other as? Bindable<Value>)?.wrappedValue === wrappedValue }
}
