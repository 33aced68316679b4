/// A value kept with the window (scene) showing the view, for the rest of the session.
///
/// Every view in one window that declares the same key shares the value, and writing it
/// re-renders only the views that read that key; another window has values of its own.
///
/// ```swift
/// struct EditorView: View {
///     @SceneStorage("selectedTab") private var selectedTab = "general"
///     var body: some View { Text(selectedTab) }
/// }
/// ```
///
/// GtkUI keeps scene storage in memory: the values last while the window is open and are not
/// restored when the application is launched again. Use ``AppStorage`` for values that must
/// survive a restart.
@MainActor @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let codec: AppStorageCodec<Value>
    /// The window's values once the view is installed; before that, values of this struct's own.
    var values = KeyedValues(placeDescription: "the scene storage of a view not yet shown")

    init(key: String, defaultValue: Value, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The window's value for the key, or the default while none is set; setting it
    /// re-renders the views of this window that read the key.
    public var wrappedValue: Value {
        get { location.read() }
        nonmutating set { location.write(newValue) }
    }

    /// A binding to the window's value, for controls.
    public var projectedValue: Binding<Value> { Binding(location: location) }

    private var location: StoredValueLocation<Value> {
        StoredValueLocation(
            store: values, wrapperName: "SceneStorage", key: key, defaultValue: defaultValue, codec: codec)
    }
}

extension SceneStorage: InstallableProperty {
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        values = node.graph.sceneStorage
        return false
    }
}

extension SceneStorage: InputComparable {
    func hasSameInput(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.key == key }
}
