import Foundation

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
    /// A `ForEach` segment's `onDelete` and `onMove` actions, with the element offset of each
    /// local index.
    var editing: RowEditing? = nil
    /// Builds the view of the segment's row at a local index.
    let makeView: (Int) -> any View
}

/// The edits a `ForEach` segment's rows accept: `onDelete` and `onMove` actions taking
/// element offsets, and the element offset of each of the segment's rows.
@MainActor
struct RowEditing {
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
    let offset: (Int) -> Int
}

/// The rows of a lazy container's content, flattened: segments in order, and every row's
/// key (for diffing) without building any row's view.
@MainActor
struct RowLayout {
    private(set) var segments: [RowSegment] = []
    private(set) var keys: [RowKey] = []

    var count: Int { keys.count }

    /// Flattens `content` into rows, reusing what `cache` kept from the last time.
    init(content: any View, cache: RowLayoutCache) {
        var builder = RowLayoutBuilder(cache: cache)
        builder.append(content, path: [])
        (segments, keys) = builder.finish()
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
