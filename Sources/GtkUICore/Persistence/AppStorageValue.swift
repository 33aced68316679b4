import Foundation

/// One value in the app-storage file: any JSON value, so keys this version does not know (or
/// that another version wrote) are read and written back unchanged.
enum AppStorageValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([AppStorageValue])
    case object([String: AppStorageValue])
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AppStorageValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AppStorageValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    /// How the value reads in a message: `"dark"`, `42`, `true`.
    var description: String {
        switch self {
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .array: return "a list"
        case .object: return "an object"
        case .null: return "null"
        }
    }
}

/// How one value type of ``AppStorage`` and ``SceneStorage`` is kept: its name for messages, and
/// conversions to and from the stored form (`nil` when a stored value is of another type).
struct AppStorageCodec<Value> {
    let typeName: String
    let decode: (AppStorageValue) -> Value?
    let encode: (Value) -> AppStorageValue

    static var bool: AppStorageCodec<Bool> {
        .init(typeName: "Bool", decode: { if case .bool(let v) = $0 { v } else { nil } }, encode: { .bool($0) })
    }
    static var int: AppStorageCodec<Int> {
        .init(typeName: "Int", decode: { if case .int(let v) = $0 { v } else { nil } }, encode: { .int($0) })
    }
    static var double: AppStorageCodec<Double> {
        .init(
            typeName: "Double",
            decode: {
                switch $0 {
                case .double(let value): value
                case .int(let value): Double(value)
                default: nil
                }
            }, encode: { .double($0) })
    }
    static var string: AppStorageCodec<String> {
        .init(typeName: "String", decode: { if case .string(let v) = $0 { v } else { nil } }, encode: { .string($0) })
    }
    static var url: AppStorageCodec<URL> {
        .init(
            typeName: "URL", decode: { if case .string(let v) = $0 { URL(string: v) } else { nil } },
            encode: { .string($0.absoluteString) })
    }
    /// Data is kept as Base64 text, so the file stays readable JSON.
    static var data: AppStorageCodec<Data> {
        .init(
            typeName: "Data", decode: { if case .string(let v) = $0 { Data(base64Encoded: v) } else { nil } },
            encode: { .string($0.base64EncodedString()) })
    }
}

extension AppStorageCodec {
    /// Keeps a `RawRepresentable` value as its raw value.
    static func raw<Raw>(_ base: AppStorageCodec<Raw>, _ type: Value.Type) -> AppStorageCodec<Value>
    where Value: RawRepresentable, Value.RawValue == Raw {
        AppStorageCodec(
            typeName: String(describing: Value.self), decode: { base.decode($0).flatMap(Value.init(rawValue:)) },
            encode: { base.encode($0.rawValue) })
    }

    /// An optional: `nil` is kept as no entry for the key.
    func optional() -> AppStorageCodec<Value?> {
        AppStorageCodec<Value?>(
            typeName: typeName,
            decode: { stored in stored == .null ? .some(nil) : decode(stored).map { .some($0) } },
            encode: { $0.map(encode) ?? .null })
    }
}
