/// The identity of one row of a lazy container: where in the content it comes from and, for
/// a `ForEach` row, the element's id.
struct RowKey: Hashable {
    /// The segment's number (see ``SegmentNumbering``).
    let segment: Int
    /// The element id for a `ForEach` row; a fixed marker for a static row.
    let element: AnyHashable
}

/// The place of a row in its container's content.
enum RowRole {
    case row
    case header
    case footer
}

/// A run of consecutive rows from one place in the content: one static view, a section's
/// header or footer, or the elements of a `ForEach`.
@MainActor
struct RowSegment {
    let number: Int
    let role: RowRole
    /// The position of the segment's first row.
    let start: Int
    let count: Int
    /// Whether the rows carry element ids a selection binding can hold.
    let hasElementIDs: Bool
    /// Builds the view of the segment's row at a local index.
    let makeView: (Int) -> any View
}

/// The rows of a lazy container's content, flattened: segments in order, and every row's
/// key (for diffing) without building any row's view.
@MainActor
struct RowLayout {
    private(set) var segments: [RowSegment] = []
    private(set) var keys: [RowKey] = []

    var count: Int { keys.count }

    /// Flattens `content` into rows.
    init(content: any View, numbering: SegmentNumbering) {
        var builder = RowLayoutBuilder(numbering: numbering)
        builder.append(content, path: [])
        segments = builder.segments
        keys = builder.keys
    }

    init() {}

    /// The segment holding `position` and the row's index inside it.
    func locate(_ position: Int) -> (segment: RowSegment, index: Int) {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return (segment, position - segment.start)
    }

    /// The positions of the element rows whose ids are in `values`.
    func positions(ofElements values: Set<AnyHashable>) -> [Int] {
        guard !values.isEmpty else { return [] }
        var result: [Int] = []
        for segment in segments where segment.hasElementIDs {
            for position in segment.start..<(segment.start + segment.count)
            where values.contains(keys[position].element) {
                result.append(position)
            }
        }
        return result
    }

    /// The element id of the row at `position`, when it is a `ForEach` row.
    func elementID(at position: Int) -> AnyHashable? {
        guard position >= 0, position < count, locate(position).segment.hasElementIDs else { return nil }
        return keys[position].element
    }
}

/// Gives each place in a container's content (a path of tuple positions, branches and
/// element ids) a small number that stays the same across updates.
@MainActor
final class SegmentNumbering {
    private var numbers: [[AnyHashable]: Int] = [:]

    func number(for path: [AnyHashable]) -> Int {
        if let number = numbers[path] { return number }
        let number = numbers.count
        numbers[path] = number
        return number
    }
}

/// The marker element of a static row's key.
private struct StaticRow: Hashable {}

@MainActor
struct RowLayoutBuilder {
    let numbering: SegmentNumbering
    var segments: [RowSegment] = []
    var keys: [RowKey] = []

    init(numbering: SegmentNumbering) { self.numbering = numbering }

    /// Adds the rows of `view`, found at `path` in the content.
    mutating func append(_ view: any View, path: [AnyHashable]) {
        if let content = view as? LazyRowContent {
            content.appendRows(to: &self, path: path)
        } else {
            appendStatic(view, role: .row, path: path)
        }
    }

    /// Adds one row showing `view`.
    mutating func appendStatic(_ view: any View, role: RowRole, path: [AnyHashable]) {
        let number = numbering.number(for: path)
        segments.append(
            RowSegment(
                number: number, role: role, start: keys.count, count: 1, hasElementIDs: false, makeView: { _ in view }))
        keys.append(RowKey(segment: number, element: AnyHashable(StaticRow())))
    }

    /// Adds one row per element, without building any element's view.
    mutating func appendElements(_ elements: LazyElements, path: [AnyHashable]) {
        if elements.expandsIntoRows {
            // Sections built per element: their headers and rows are rows of this list.
            for (index, id) in elements.elementIDs().enumerated() {
                append(elements.elementView(at: index), path: path + [id])
            }
            return
        }
        let number = numbering.number(for: path)
        var ids: [AnyHashable] = []
        var indices: [Int] = []
        var seen = Set<AnyHashable>()
        let all = elements.elementIDs()
        for (index, id) in all.enumerated() {
            guard seen.insert(id).inserted else {
                Diagnostics.emit(
                    "warning: ForEach found the ID \(id) more than once; later elements with it are not shown.")
                continue
            }
            ids.append(id)
            indices.append(index)
        }
        // Without duplicates the row index is the element index; only then skip the table.
        let dataIndex: ((Int) -> Int)? = ids.count == all.count ? nil : { indices[$0] }
        segments.append(
            RowSegment(
                number: number, role: .row, start: keys.count, count: ids.count, hasElementIDs: true,
                makeView: { elements.elementView(at: dataIndex?($0) ?? $0) }))
        keys.reserveCapacity(keys.count + ids.count)
        for id in ids { keys.append(RowKey(segment: number, element: id)) }
    }
}

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
}

extension ForEach: LazyElements {
    func elementIDs() -> [AnyHashable] { data.map { AnyHashable(identify($0)) } }

    func elementView(at index: Int) -> any View {
        content(data[data.index(data.startIndex, offsetBy: index)])
    }

    var expandsIntoRows: Bool { Content.self is any SectionView.Type }
}

extension ForEach: LazyRowContent {
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

extension _ConditionalContent: LazyRowContent {
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
