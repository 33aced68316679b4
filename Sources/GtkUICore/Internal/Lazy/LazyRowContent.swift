import Foundation

/// Content that is not one row: tuples, conditionals, groups, `ForEach` and `Section`.
@MainActor
protocol LazyRowContent {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable])
}

/// A `ForEach` seen by a lazy container: ids up front, views one at a time.
@MainActor
protocol LazyElements {
    func elementIDs() -> [AnyHashable]
    func elementView(at index: Int) -> any View
    /// Whether each element's view is itself several rows (a `Section`).
    var expandsIntoRows: Bool { get }
    /// Whether `other` is a `ForEach` of the same type over the same elements: the same value
    /// of a value-semantic collection, bit for bit.
    func hasSameData(as other: LazyElements) -> Bool
    /// What `.onDelete(perform:)` set, if anything.
    var deleteAction: ((IndexSet) -> Void)? { get }
    /// What `.onMove(perform:)` set, if anything.
    var moveAction: ((IndexSet, Int) -> Void)? { get }
}

extension ForEach: LazyElements where Content: View {
    func elementIDs() -> [AnyHashable] { data.map { AnyHashable(identify($0)) } }

    func elementView(at index: Int) -> any View {
        content(data[data.index(data.startIndex, offsetBy: index)])
    }

    var expandsIntoRows: Bool { Content.self is any SectionView.Type }

    func hasSameData(as other: LazyElements) -> Bool {
        guard Data.self is any ValueSemanticCollection.Type, let other = other as? Self else { return false }
        // Holding the old value keeps its storage shared, so a mutation since would have
        // copied it: the same bits mean the same elements.
        return withUnsafeBytes(of: data) { old in
            withUnsafeBytes(of: other.data) { new in
                old.count == new.count && (old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0)
            }
        }
    }
}

/// Collections whose value is their elements: two values with the same bits hold the same
/// elements.
protocol ValueSemanticCollection {}

extension Array: ValueSemanticCollection {}
extension ContiguousArray: ValueSemanticCollection {}
extension ArraySlice: ValueSemanticCollection {}
extension Range: ValueSemanticCollection {}
extension ClosedRange: ValueSemanticCollection {}

extension ForEach: LazyRowContent where Content: View {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        builder.appendElements(self, path: path)
    }
}

extension TupleView: LazyRowContent {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        for (index, child) in children.enumerated() { builder.append(child, path: path + [index]) }
    }
}

extension EmptyView: LazyRowContent {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {}
}

extension Optional: LazyRowContent where Wrapped: View {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        if let view = self { builder.append(view, path: path + ["some"]) }
    }
}

extension _ConditionalContent: LazyRowContent where TrueContent: View, FalseContent: View {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        // Each branch is a different place: switching branches gives its rows new identities.
        let (isTrue, view) = branch
        builder.append(view, path: path + [isTrue])
    }
}

extension Group: LazyRowContent {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        builder.append(content, path: path)
    }
}

extension AnyView: LazyRowContent {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        builder.append(view, path: path)
    }
}
