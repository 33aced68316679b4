@_spi(Reflection) import Swift

/// Where a ``TupleView``'s child views lie inside its tuple, found once per tuple type from the
/// runtime's field offsets.
@MainActor
enum TupleLayout {
    /// One view-typed element of a tuple.
    struct Field {
        let offset: Int
        let type: any View.Type

        /// Copies the element out of the tuple whose bytes start at `base`.
        func load(from base: UnsafeRawPointer) -> any View { type.copyElement(at: base + offset) }
    }

    private static var cache: [ObjectIdentifier: [Field]] = [:]

    /// The view-typed elements of `type`, in order; a non-tuple type has none.
    static func fields(of type: Any.Type) -> [Field] {
        if let known = cache[ObjectIdentifier(type)] { return known }
        var fields: [Field] = []
        _ = _forEachField(of: type) { _, offset, fieldType, _ in
            if let viewType = fieldType as? any View.Type { fields.append(Field(offset: offset, type: viewType)) }
            return true
        }
        cache[ObjectIdentifier(type)] = fields
        return fields
    }
}

extension View {
    /// A copy of the view of this type stored at `address`.
    nonisolated fileprivate static func copyElement(at address: UnsafeRawPointer) -> any View {
        address.assumingMemoryBound(to: Self.self).pointee
    }
}
