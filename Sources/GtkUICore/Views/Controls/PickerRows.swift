/// One choice of a ``Picker``: its label and the tag it stands for.
struct PickerRow {
    /// The label view the row shows.
    let label: any View
    /// The row's `.tag(_:)`, if it has one.
    let explicitTag: _TagModifier?
    /// The identity of the `ForEach` element that made the row, SwiftUI's implicit tag.
    let implicitTag: AnyHashable?

    /// The selection value the row stands for, or nil when it stands for no value of type
    /// `Value` (no tag, or a tag of another type). For an optional `Value`, `.some(nil)` is the
    /// row tagged `nil`.
    ///
    /// A tag of type `V` matches a `V?` selection unless it was set with
    /// `includeOptional: false`; a ForEach element's identity matches the same way.
    @MainActor func value<Value: Hashable>(as type: Value.Type) -> Value? {
        guard let tag = explicitTag?.tag ?? implicitTag else { return nil }
        if explicitTag?.includesOptional == false, Swift.type(of: tag.base) != Value.self { return nil }
        return tag.base as? Value
    }
}

/// The rows of a picker's content: its views flattened through tuples, conditionals, groups
/// and `ForEach`, each view one row.
///
/// A custom view is one row whose label is that view; its body is not looked into.
@MainActor
enum PickerRows {
    /// The rows `content` makes, in order.
    static func collect(from content: any View) -> [PickerRow] {
        var rows: [PickerRow] = []
        add(content, implicitTag: nil, to: &rows)
        return rows
    }

    private static func add(_ view: any View, implicitTag: AnyHashable?, to rows: inout [PickerRow]) {
        guard let children = structuralChildren(of: view) else {
            rows.append(PickerRow(label: view, explicitTag: explicitTag(of: view), implicitTag: implicitTag))
            return
        }
        for (id, child) in children { add(child, implicitTag: id ?? implicitTag, to: &rows) }
    }
}

/// The views that `view` only groups — a tuple's children, a conditional's chosen branch, a
/// `ForEach`'s elements (with their identities), a `Group`'s or an `AnyView`'s content — or nil
/// when `view` is not such a grouping view. For reading content as rows or items.
@MainActor
func structuralChildren(of view: any View) -> [(id: AnyHashable?, view: any View)]? {
    switch view {
    case let tuple as TupleViewChildren: tuple.childViews.map { (nil, $0) }
    case let conditional as ConditionalView: conditional.selectedBranch.1.map { [(nil, $0)] } ?? []
    case let forEach as ForEachRepresentable: forEach.elements().map { ($0.id, $0.view) }
    case let group as GroupContentProviding: [(nil, group.groupContent)]
    case let erased as AnyView: [(nil, erased.view)]
    default: nil
    }
}
