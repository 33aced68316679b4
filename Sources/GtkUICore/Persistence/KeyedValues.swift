/// One observation source per key, so a write re-renders only the views that read that key.
@MainActor
final class KeyedObservationSources {
    private var sources: [String: ObservationSource] = [:]

    subscript(key: String) -> ObservationSource {
        if let source = sources[key] { return source }
        let source = ObservationSource()
        sources[key] = source
        return source
    }
}

/// Values by key in memory, each key observed on its own: a window's `@SceneStorage`, and the
/// loaded contents of the app-storage file.
@MainActor
final class KeyedValues: KeyedValueStore {
    private(set) var values: [String: AppStorageValue]
    private let sources = KeyedObservationSources()
    let placeDescription: String

    init(_ values: [String: AppStorageValue] = [:], placeDescription: String) {
        self.values = values
        self.placeDescription = placeDescription
    }

    func value(forKey key: String) -> AppStorageValue? {
        sources[key].recordRead()
        return values[key]
    }

    func untrackedValue(forKey key: String) -> AppStorageValue? { values[key] }

    func setValue(_ value: AppStorageValue, forKey key: String) {
        _ = update(value, forKey: key)
    }

    /// Stores `value` (`.null` removes the key) and re-renders the views that read `key`.
    ///
    /// - Returns: Whether the value changed.
    func update(_ value: AppStorageValue, forKey key: String) -> Bool {
        let newValue: AppStorageValue? = value == .null ? nil : value
        guard values[key] != newValue else { return false }
        values[key] = newValue
        sources[key].notifyDependents()
        return true
    }
}
