import Foundation
@_spi(Reflection) import Swift

/// Decides whether a re-created view struct has the same inputs as the previous one, so the
/// graph can skip evaluating its body (as SwiftUI does).
///
/// Fields compare memberwise: `Equatable` values with `==`, class references by identity,
/// property wrappers by what they refer to, and closures as always different.
@MainActor
enum ViewInputs {
    static func areEqual(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if depth == 0, haveIdenticalBytes(lhs, rhs) { return true }
        if let comparable = lhs as? InputComparable { return comparable.hasSameInput(as: rhs) }
        if let equatable = lhs as? any Equatable { return equals(equatable, rhs) }
        let mirror = Mirror(reflecting: lhs)
        switch mirror.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .struct, .tuple, .enum, .optional, .collection, .dictionary, .set:
            guard depth < 8 else { return false }
            let other = Mirror(reflecting: rhs)
            guard mirror.children.count == other.children.count else { return false }
            if mirror.children.isEmpty, mirror.displayStyle == .enum {
                // Payload-free enum cases have no children; their descriptions name the case.
                return String(describing: lhs) == String(describing: rhs)
            }
            // Enum payloads are labelled with their case name, so a different case differs here.
            return zip(mirror.children, other.children).allSatisfy {
                $0.label == $1.label && areEqual($0.value, $1.value, depth: depth + 1)
            }
        default:
            // Functions and other opaque values cannot be compared; assume they changed.
            return false
        }
    }

    /// Whether two values of one type hold the same bits in every byte that belongs to a
    /// field: the same references, string storage and closure contexts, hence the same inputs
    /// under the rules above.
    ///
    /// A list row re-created from unchanged data usually does, so this spares the reflection
    /// below for every unchanged row; values that differ only in their bits still get the
    /// memberwise comparison. Padding between fields (after a `Bool`, say) holds whatever
    /// was there before, so only the bytes of ``SignificantBytes`` are compared.
    private static func haveIdenticalBytes(_ lhs: Any, _ rhs: Any) -> Bool {
        func compare<T>(_ lhs: T) -> Bool {
            guard let rhs = rhs as? T else { return false }
            let ranges = SignificantBytes.ranges(of: T.self)
            return withUnsafeBytes(of: lhs) { left in
                withUnsafeBytes(of: rhs) { right in
                    ranges.allSatisfy { range in
                        memcmp(left.baseAddress! + range.lowerBound, right.baseAddress! + range.lowerBound, range.count)
                            == 0
                    }
                }
            }
        }
        return _openExistential(lhs, do: compare)
    }

    private static func equals<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}

/// A field type that knows how to compare itself as a view input.
@MainActor
protocol InputComparable {
    func hasSameInput(as other: Any) -> Bool
}

/// Compares two values with `==` when their type is `Equatable`.
///
/// - Returns: `nil` when the type is not `Equatable`.
func equalIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let equatable = lhs as? any Equatable else { return nil }
    func open<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T).map { lhs == $0 } ?? false }
    return open(equatable)
}

/// The byte ranges of a type's layout that belong to its fields, without the padding between
/// them, found once per type from the runtime's field offsets.
@MainActor
enum SignificantBytes {
    private static var cache: [ObjectIdentifier: [Range<Int>]] = [:]

    /// The merged byte ranges of `type`'s fields (the whole size for a type without fields).
    static func ranges(of type: Any.Type) -> [Range<Int>] {
        if let known = cache[ObjectIdentifier(type)] { return known }
        var ranges: [Range<Int>] = []
        collect(type, kind: nil, at: 0, into: &ranges)
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = merged.last, last.upperBound >= range.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        cache[ObjectIdentifier(type)] = merged
        return merged
    }

    /// Adds the ranges of `type` at `base`; only structs and tuples are looked into (`kind`
    /// is nil for the outermost type, whose kind is read from its metadata).
    private static func collect(_ type: Any.Type, kind: _MetadataKind?, at base: Int, into ranges: inout [Range<Int>]) {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        let whole = base..<(base + _openExistential(type, do: size))
        var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        // The outermost type can be an existential (an `@Environment` of `any LabelStyle`
        // compares its values as that type), whose box the runtime cannot walk without a value.
        let looksInside = (kind ?? outermostKind(of: type)).map { $0 == .struct || $0 == .tuple } ?? false
        let walked =
            looksInside
            && _forEachField(of: type) { _, offset, fieldType, fieldKind in
                fields.append((offset, fieldType, fieldKind))
                return true
            }
        guard walked, !fields.isEmpty else {
            ranges.append(whole)
            return
        }
        for field in fields { collect(field.type, kind: field.kind, at: base + field.offset, into: &ranges) }
    }

    /// The kind of a type's metadata, read from its first word; nil for a class, whose first
    /// word is its isa pointer.
    private static func outermostKind(of type: Any.Type) -> _MetadataKind? {
        guard !(type is AnyClass) else { return nil }
        return _MetadataKind(rawValue: unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self))
    }
}
