import OpenCombine

/// An `ObservableObject` that the focused view of the active window publishes with
/// `.focusedObject(_:)` (or its window with `.focusedSceneObject(_:)`), for commands and views
/// that act on it.
///
/// The object is nil while none is published. A body or command that reads it is read again
/// when another object is published, and when the object announces a change
/// (`objectWillChange`), so a command's title and enabled state follow the object's properties.
/// The projected value gives bindings to its properties.
///
/// ```swift
/// struct DocumentCommands: Commands {
///     @FocusedObject private var document: TextDocument?
///
///     var body: some Commands {
///         CommandMenu("Document") {
///             Button("Clear") { document?.text = "" }
///                 .disabled(document?.text.isEmpty ?? true)
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the focused object of type `ObjectType`.
    public init() {}

    /// The focused view's object, or nil while none is published.
    public var wrappedValue: ObjectType? {
        let object = FocusedValuesStore.shared.current.object(of: ObjectType.self)
        // The reader follows the object's own changes too.
        if let object { recordObservableObjectRead(object) }
        return object
    }

    /// Bindings to the focused object's properties (`$document?.text`), or nil while none is
    /// published.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
        wrappedValue.map { ObservedObject<ObjectType>.Wrapper(object: $0) }
    }
}

extension FocusedObject: BuiltInDynamicProperty {}

extension FocusedObject: InputComparable {
    // Read from the active window, not from the parent: never an input.
    func hasSameInput(as other: Any) -> Bool { true }
}

extension View {
    /// Publishes the `ObservableObject` `object` while keyboard focus is inside this view, for
    /// ``FocusedObject`` readers such as the app's commands. A nil object publishes nothing.
    ///
    /// ```swift
    /// TextEditor(text: $document.text).focusedObject(document)
    /// ```
    public func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isSceneValue: false, objectType: T.self, object: object))
    }

    /// Publishes the `ObservableObject` `object` while this view's window is the active one,
    /// wherever keyboard focus is in it, for ``FocusedObject`` readers. A nil object publishes
    /// nothing.
    ///
    /// ```swift
    /// LibraryView().focusedSceneObject(library)
    /// ```
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(isSceneValue: true, objectType: T.self, object: object))
    }
}
