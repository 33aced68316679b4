import OpenCombine

/// A key for a value in the environment, with its default.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: keyed values, environment objects and
/// `@Observable` objects placed with `.environment(_:)`.
///
/// The values live in one shared, copy-on-write storage object: every node of the view graph
/// keeps its environment, and a long list has thousands of nodes that inherit theirs
/// unchanged, so each holds a single reference rather than its own copy of every field.
public struct EnvironmentValues: @unchecked Sendable {
    private final class Storage {
        var values: [ObjectIdentifier: Any] = [:]
        var objects: [ObjectIdentifier: AnyObject] = [:]
        /// What text modifiers above set, stored outside the dictionary: a plain `Text` reads
        /// it with no lookup, and it is nil where no text modifier was applied.
        var textBox: TextEnvironmentBox?
        /// Changes whenever a value is set, so unchanged environments compare cheaply.
        var version: UInt64 = 0

        init() {}

        init(copying other: Storage) {
            values = other.values
            objects = other.objects
            textBox = other.textBox
            version = other.version
        }
    }

    /// The storage of every environment nothing was set in; never written (it is never the
    /// only reference to itself).
    nonisolated(unsafe) private static let defaults = Storage()
    nonisolated(unsafe) private static var nextVersion: UInt64 = 0

    private var storage: Storage

    /// Changes whenever a value is set, so unchanged environments compare cheaply.
    var version: UInt64 { storage.version }

    /// Creates an environment with every key at its default.
    public init() { storage = Self.defaults }

    /// Reads or writes the value for `key`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { writableStorage().values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `type` placed by `.environmentObject(_:)` or `.environment(_:)`.
    public func object<T: AnyObject>(of type: T.Type) -> T? {
        storage.objects[ObjectIdentifier(type)] as? T
    }

    /// Places `object` for descendants that ask for its type.
    public mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        writableStorage().objects[ObjectIdentifier(type)] = object
    }

    /// The text modifiers set by ancestors, or nil when none were.
    var text: TextEnvironment? {
        get { storage.textBox?.value }
        set { writableStorage().textBox = newValue.map(TextEnvironmentBox.init) }
    }

    /// The storage to write into, copied first unless this environment is its only holder,
    /// with a new version for the write about to happen.
    private mutating func writableStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        Self.nextVersion &+= 1
        storage.version = Self.nextVersion
        return storage
    }
}

// MARK: Built-in values

/// A weak reference, so environment values never keep windows or nodes alive.
struct WeakReference<Object: AnyObject>: @unchecked Sendable {
    weak var value: Object?
    init(_ value: Object?) { self.value = value }
}

private struct WindowChromeKey: EnvironmentKey {
    static let defaultValue = WeakReference<AnyObject>(nil)
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.automatic
}

extension EnvironmentValues {
    /// The window around the views: title bar, back button, sheets.
    ///
    /// Held weakly: the window host owns its chrome.
    public var windowChrome: (any WindowChrome)? {
        get { self[WindowChromeKey.self].value as? any WindowChrome }
        set { self[WindowChromeKey.self] = WeakReference(newValue) }
    }

    /// The colour set by the nearest `.tint(_:)` above; nil for the accent colour.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The text field style set with `.textFieldStyle(_:)`.
    public var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}
