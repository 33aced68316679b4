import Foundation

// SwiftUI's initializers: one per stored type, the optional forms starting as `nil`.

extension AppStorage {
    /// Keeps a `Bool` under `key`, reading `wrappedValue` while none is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }

    /// Keeps an `Int` under `key`, reading `wrappedValue` while none is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }

    /// Keeps a `Double` under `key`, reading `wrappedValue` while none is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }

    /// Keeps a `String` under `key`, reading `wrappedValue` while none is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }

    /// Keeps a `URL` under `key`, reading `wrappedValue` while none is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// Keeps a `Data` under `key`, reading `wrappedValue` while none is stored.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }

    /// Keeps a `RawRepresentable` value as its `Int` raw value under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value, read while none is stored or the stored raw value
    ///     names no case.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int, Value.self))
    }

    /// Keeps a `RawRepresentable` value as its `String` raw value under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value, read while none is stored or the stored raw value
    ///     names no case.
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string, Value.self))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Keeps an optional `Bool` under `key`, `nil` while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<Bool>.bool.optional())
    }

    /// Keeps an optional `Int` under `key`, `nil` while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<Int>.int.optional())
    }

    /// Keeps an optional `Double` under `key`, `nil` while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<Double>.double.optional())
    }

    /// Keeps an optional `String` under `key`, `nil` while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<String>.string.optional())
    }

    /// Keeps an optional `URL` under `key`, `nil` while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<URL>.url.optional())
    }

    /// Keeps an optional `Data` under `key`, `nil` while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<Data>.data.optional())
    }

    /// Keeps an optional `RawRepresentable` value as its `Int` raw value under `key`, `nil`
    /// while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<R>.raw(.int, R.self).optional())
    }

    /// Keeps an optional `RawRepresentable` value as its `String` raw value under `key`, `nil`
    /// while none is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The key in the application's settings file.
    ///   - store: Accepted for source compatibility; the application's file is always used.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: AppStorageCodec<R>.raw(.string, R.self).optional())
    }
}
