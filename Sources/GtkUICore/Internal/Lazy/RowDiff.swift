/// The model changes that turn one sequence of row keys into another, in O(n log n).
///
/// The common prefix and suffix are trimmed first, so the usual edits (append, insert or
/// remove a few rows, change one row's id) cost one pass over the keys. In the middle that
/// remains, the rows kept in place are the longest run of keys that appear in both sequences
/// in the same order (a longest increasing subsequence); every gap between two kept rows
/// becomes one splice, so a moved row is one removal and one insertion, and a middle with
/// nothing in common — every id replaced — is one splice however long it is.
/// (`Collection.difference(from:)` would be O(n·d) there: quadratic when all ids change.)
///
/// Splices are listed from the last position to the first, so each one's position is valid
/// when it is applied after the ones before it.
struct RowDiff {
    /// The changes, to apply in order.
    private(set) var splices: [LazyListSplice] = []
    /// Keys that were in the old sequence and are not in the new one.
    private(set) var deletedKeys: Set<RowKey> = []

    init(from old: [RowKey], to new: [RowKey]) {
        // The same array (reused by ``RowLayoutCache``): nothing changed.
        if old.count == new.count,
            old.withUnsafeBufferPointer({ $0.baseAddress })
                == new.withUnsafeBufferPointer({ $0.baseAddress })
        {
            return
        }
        let shared = min(old.count, new.count)
        var prefix = 0
        while prefix < shared, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shared - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        if oldMiddle.isEmpty && newMiddle.isEmpty { return }
        if oldMiddle.isEmpty || newMiddle.isEmpty {
            // Only insertions or only removals: one splice, and no key is looked up.
            deletedKeys = Set(oldMiddle)
            splices = [LazyListSplice(position: prefix, removedCount: oldMiddle.count, addedCount: newMiddle.count)]
            return
        }

        var newIndex: [RowKey: Int] = [:]
        newIndex.reserveCapacity(newMiddle.count)
        for (offset, key) in newMiddle.enumerated() { newIndex[key] = offset }
        // Kept rows as (old offset, new offset), in old order.
        var common: [(old: Int, new: Int)] = []
        for (offset, key) in oldMiddle.enumerated() {
            if let target = newIndex[key] {
                common.append((offset, target))
            } else {
                deletedKeys.insert(key)
            }
        }
        let anchors = Self.longestIncreasingRun(common)
        // Gaps between consecutive anchors, with sentinels before the first and after the last.
        var upper = (old: oldMiddle.count, new: newMiddle.count)
        for anchor in anchors.reversed() + [(old: -1, new: -1)] {
            let removed = upper.old - anchor.old - 1
            let added = upper.new - anchor.new - 1
            if removed > 0 || added > 0 {
                splices.append(
                    LazyListSplice(position: prefix + anchor.old + 1, removedCount: removed, addedCount: added))
            }
            upper = anchor
        }
    }

    /// The longest subsequence of `pairs` whose `new` offsets increase (patience sorting).
    private static func longestIncreasingRun(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        guard !pairs.isEmpty else { return [] }
        // tails[k]: index in `pairs` of the smallest tail of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for index in pairs.indices {
            let value = pairs[index].new
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].new < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [(old: Int, new: Int)] = []
        var index = tails.last!
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
