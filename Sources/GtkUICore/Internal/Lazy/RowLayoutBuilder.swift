/// Collects the segments of a lazy container's content, then its keys.
@MainActor
struct RowLayoutBuilder {
    let cache: RowLayoutCache
    private var segments: [RowSegment] = []
    /// Each segment's element ids; nil for a static row.
    private var segmentIDs: [[AnyHashable]?] = []
    private var count = 0
    /// Whether every `ForEach` reused its ids from the last layout.
    private var reusedAllIDs = true
    private var numbersWithIDs: Set<Int> = []

    init(cache: RowLayoutCache) { self.cache = cache }

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
        let number = cache.number(for: path)
        segments.append(
            RowSegment(number: number, role: role, start: count, count: 1, hasElementIDs: false) { _ in view })
        segmentIDs.append(nil)
        count += 1
    }

    /// Adds one row per element, without building any element's view.
    mutating func appendElements(_ elements: LazyElements, path: [AnyHashable]) {
        if elements.expandsIntoRows {
            // Sections built per element: their headers and rows are rows of this list.
            reusedAllIDs = false
            for (index, id) in elements.elementIDs().enumerated() {
                append(elements.elementView(at: index), path: path + [id])
            }
            return
        }
        let number = cache.number(for: path)
        let (entry, reused) = cache.elementIDs(of: elements, segment: number)
        if !reused { reusedAllIDs = false }
        numbersWithIDs.insert(number)
        let indices = entry.dataIndices
        segments.append(
            RowSegment(
                number: number, role: .row, start: count, count: entry.ids.count, hasElementIDs: true,
                editing: RowEditing(
                    delete: elements.deleteAction, move: elements.moveAction, offset: { indices?[$0] ?? $0 })
            ) {
                elements.elementView(at: indices?[$0] ?? $0)
            })
        segmentIDs.append(entry.ids)
        count += entry.ids.count
    }

    /// The segments and every row's key; the last layout's keys when nothing changed.
    func finish() -> ([RowSegment], [RowKey]) {
        cache.keepElementIDs(only: numbersWithIDs)
        let numbers = segments.map(\.number)
        if reusedAllIDs, let keys = cache.lastKeys(for: numbers) { return (segments, keys) }
        var keys: [RowKey] = []
        keys.reserveCapacity(count)
        for (segment, ids) in zip(segments, segmentIDs) {
            if let ids {
                for id in ids { keys.append(RowKey(segment: segment.number, element: id)) }
            } else {
                keys.append(RowKey(segment: segment.number, element: staticRowElement))
            }
        }
        cache.remember(keys, for: numbers)
        return (segments, keys)
    }
}

/// The marker element of a static row's key.
private struct StaticRow: Hashable {}
@MainActor private let staticRowElement = AnyHashable(StaticRow())
