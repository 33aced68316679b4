import OpenCombine

/// An `ObservableObject` owned elsewhere that this view watches.
///
/// The view re-renders whenever the object's `objectWillChange` fires (any `@Published`
/// property is set). Properties that are not `@Published` do not trigger updates.
/// `$object.property` is a ``Binding``.
///
/// ```swift
/// struct BookView: View {
///     @ObservedObject var book: Book
///     var body: some View { Text(book.title) }
/// }
/// ```
@MainActor @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Watches `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Watches `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties: `$object.title`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observable object's properties.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to `object[keyPath:]`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(
                location: ObjectPropertyLocation(
                    object: object, keyPath: keyPath, recordRead: recordObservableObjectRead))
        }
    }
}

/// Makes the view being evaluated watch `object` (used by bindings into observable objects).
@MainActor
func recordObservableObjectRead<Object: ObservableObject>(_ object: Object) {
    DependencyTracker.current?.recordObjectRead(object)
}

extension ObservedObject: InstallableProperty {
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        let object = wrappedValue
        installation.keepSubscription(for: object) { node.invalidator.subscribe(to: object) }
        return false
    }
}

extension ObservedObject: InputComparable {
    func hasSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// An `ObservableObject` a view creates and owns.
///
/// The object is created once per view instance — the autoclosure runs when the view first
/// appears — and kept while the view stays in the tree, however often the parent
/// re-renders. Two instances of the same view own two objects.
///
/// ```swift
/// struct LibraryView: View {
///     @StateObject var book = Book()
///     var body: some View { BookView(book: book) }
/// }
/// ```
@MainActor @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The struct's own storage, replaced by the node's when the view is installed.
    var storage: StateObjectStorage<ObjectType>

    /// Creates the object with `thunk` when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(thunk)
    }

    /// The owned object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    private let thunk: () -> ObjectType
    private var created: ObjectType?
    private var hasWarned = false

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    var object: ObjectType {
        if let created { return created }
        if !hasWarned {
            hasWarned = true
            Diagnostics.emit(
                "warning: Accessing StateObject's object without being installed on a View. "
                    + "This will create a new instance each time.")
            return thunk()
        }
        let object = thunk()
        created = object
        return object
    }

    /// New storage for a node, which will create its object with the same autoclosure.
    func makePersistentStorage() -> StateObjectStorage { StateObjectStorage(thunk) }

    /// Creates the object if it does not exist yet (at first install).
    func materialize() -> ObjectType {
        if let created { return created }
        let object = thunk()
        created = object
        return object
    }
}

extension StateObject: InstallableProperty {
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        let persistent: StateObjectStorage<ObjectType>
        if let existing = node.slots[slot] as? StateObjectStorage<ObjectType> {
            persistent = existing
        } else {
            // A fresh storage per node, so a view value placed twice or mounted again creates a
            // new object.
            persistent = storage.makePersistentStorage()
            node.slots[slot] = persistent
        }
        storage = persistent
        let object = persistent.materialize()
        installation.keepSubscription(for: object) { node.invalidator.subscribe(to: object) }
        return false
    }
}

extension StateObject: InputComparable {
    func hasSameInput(as other: Any) -> Bool { true }
}
