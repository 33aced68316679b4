import Foundation

/// A value kept in the application's settings file, re-rendering every view that reads it
/// when it changes.
///
/// Declare it with a key and a default, as in SwiftUI; the default is used while the file has
/// no value for the key:
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsPreview") private var showsPreview = true
///     var body: some View { Toggle("Show Preview", isOn: $showsPreview) }
/// }
/// ```
///
/// Values live in one JSON file per application,
/// `$XDG_CONFIG_HOME/<application id>/app-storage.json` (`~/.config/…` without the
/// variable), read once at first use and written atomically after each change, so they
/// survive a restart. Writing a key re-renders only the views that read that key, in every
/// window of the process. A value of the wrong type in the file reads as the default and is
/// reported once; a file that is not valid JSON is moved aside to `app-storage.json.corrupt`
/// and reported, never overwritten.
///
/// The `store:` parameter is accepted for source compatibility: GtkUI keeps every key in the
/// application's own file, whichever `UserDefaults` is passed.
@MainActor @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let codec: AppStorageCodec<Value>

    init(key: String, defaultValue: Value, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The stored value, or the default while none is stored; setting it saves the file and
    /// re-renders the views that read the key.
    public var wrappedValue: Value {
        get { location.read() }
        nonmutating set { location.write(newValue) }
    }

    /// A binding to the stored value, for controls: `Toggle("Preview", isOn: $showsPreview)`.
    public var projectedValue: Binding<Value> { Binding(location: location) }

    private var location: StoredValueLocation<Value> {
        StoredValueLocation(
            store: _AppStorageStore.shared, wrapperName: "AppStorage", key: key, defaultValue: defaultValue,
            codec: codec)
    }
}

extension AppStorage: InputComparable {
    func hasSameInput(as other: Any) -> Bool { (other as? AppStorage<Value>)?.key == key }
}

/// Keyed values views depend on per key: the app-storage file, or a window's scene storage.
@MainActor
protocol KeyedValueStore: AnyObject {
    /// The stored value of `key`, recording a dependency of the view being evaluated.
    func value(forKey key: String) -> AppStorageValue?
    /// The stored value of `key`, without recording a dependency.
    func untrackedValue(forKey key: String) -> AppStorageValue?
    /// Stores `value` (`.null` removes the key) and re-renders the views that read `key`.
    func setValue(_ value: AppStorageValue, forKey key: String)
    /// Where the values live, for messages: a file's path.
    var placeDescription: String { get }
}

/// One key of a keyed store, as a binding's location.
@MainActor
final class StoredValueLocation<Value>: BindingLocation {
    let store: any KeyedValueStore
    let wrapperName: String
    let key: String
    let defaultValue: Value
    let codec: AppStorageCodec<Value>

    init(
        store: any KeyedValueStore, wrapperName: String, key: String, defaultValue: Value,
        codec: AppStorageCodec<Value>
    ) {
        self.store = store
        self.wrapperName = wrapperName
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    func read() -> Value { decoded(store.value(forKey: key)) }

    func readUntracked() -> Value { decoded(store.untrackedValue(forKey: key)) }

    func write(_ value: Value) { store.setValue(codec.encode(value), forKey: key) }

    var identity: AnyHashable? { [AnyHashable(ObjectIdentifier(store)), AnyHashable(key)] }

    private func decoded(_ stored: AppStorageValue?) -> Value {
        guard let stored else { return defaultValue }
        if let value = codec.decode(stored) { return value }
        Diagnostics.emitOnce(
            "\(wrapperName)(\"\(key)\"): the value \(stored.description) in \(store.placeDescription) is not of "
                + "type \(codec.typeName), so the default \(defaultValue) is used. Store a \(codec.typeName) under "
                + "\"\(key)\" or remove it there, or give values of other types keys of their own.")
        return defaultValue
    }
}
