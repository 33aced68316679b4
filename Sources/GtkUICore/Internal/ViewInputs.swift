import Foundation

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

    /// Whether two values of one type are the same bits: the same references, string storage
    /// and closure contexts, hence the same inputs under the rules above.
    ///
    /// A list row re-created from unchanged data usually is, so this spares the reflection
    /// below for every unchanged row; values that differ only in their bits still get the
    /// memberwise comparison.
    private static func haveIdenticalBytes(_ lhs: Any, _ rhs: Any) -> Bool {
        func compare<T>(_ lhs: T) -> Bool {
            guard let rhs = rhs as? T else { return false }
            return withUnsafeBytes(of: lhs) { left in
                withUnsafeBytes(of: rhs) { right in
                    left.count == right.count
                        && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
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
