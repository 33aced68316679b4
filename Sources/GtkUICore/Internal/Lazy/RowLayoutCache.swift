import Foundation
@_spi(SwiftUI) import Observation

/// What a lazy container keeps between flattenings of its content: a stable number for each
/// place in the content, each `ForEach`'s ids while its data stays the same value, and the
/// last keys.
///
/// A list re-rendered with unchanged data (its parent re-rendered, the selection changed)
/// then costs no work per element: the ids are not computed, boxed or deduplicated again and
/// the keys compare as the same array. Ids are reused only for data of value-semantic
/// collections (`Array`, `Range`, …) whose bytes are identical, which means the same
/// elements; ids read from `@Observable` elements are observed, and a change to one makes
/// the ids be computed again.
@MainActor
final class RowLayoutCache {
    private var numbers: [[AnyHashable]: Int] = [:]
    private var ids: [Int: ElementIDs] = [:]
    private var last: (numbers: [Int], keys: [RowKey])?
    private let invalidator: NodeInvalidator

    /// - Parameter invalidator: Invalidates the container when an observed id changes.
    init(invalidator: NodeInvalidator) { self.invalidator = invalidator }

    /// The number of the place at `path`, the same every time.
    func number(for path: [AnyHashable]) -> Int {
        if let number = numbers[path] { return number }
        let number = numbers.count
        numbers[path] = number
        return number
    }

    /// The ids of `elements`, computed or reused from the last time `segment` was built.
    func elementIDs(of elements: LazyElements, segment: Int) -> (ElementIDs, reused: Bool) {
        if let entry = ids[segment], entry.isCurrent, elements.hasSameData(as: entry.elements) {
            // The new view's content closure builds the rows; the ids are those of its data.
            entry.elements = elements
            return (entry, true)
        }
        let entry = ElementIDs(elements: elements, invalidator: invalidator)
        ids[segment] = entry
        return (entry, false)
    }

    /// Forgets the ids of segments that are no longer in the content.
    func keepElementIDs(only segments: Set<Int>) {
        if ids.count != segments.count { ids = ids.filter { segments.contains($0.key) } }
    }

    /// The last keys, when they were built from the same segments.
    func lastKeys(for numbers: [Int]) -> [RowKey]? {
        guard let last, last.numbers == numbers else { return nil }
        return last.keys
    }

    func remember(_ keys: [RowKey], for numbers: [Int]) { last = (numbers, keys) }
}

/// One `ForEach`'s element ids, without duplicates, and the data they were computed from.
@MainActor
final class ElementIDs {
    var elements: LazyElements
    let ids: [AnyHashable]
    /// Each row's element index, when duplicates were left out; nil when they are the same.
    let dataIndices: [Int]?
    /// False once an `@Observable` property read while computing the ids has changed.
    private(set) var isCurrent = true

    init(elements: LazyElements, invalidator: NodeInvalidator) {
        self.elements = elements
        let observer = Observer(invalidator: invalidator)
        // Heard after each write lands; the tracking stays until its second notification, so
        // it still covers the moment in which the next ids are computed but not yet tracked.
        let all = withObservationTracking(
            { elements.elementIDs() },
            didSet: { tracking in
                if observer.changed() { tracking.cancel() }
            })
        var seen = Set<AnyHashable>(minimumCapacity: all.count)
        // Usually every id is new: then the ids are kept as computed, without a copy.
        guard let firstDuplicate = all.firstIndex(where: { !seen.insert($0).inserted }) else {
            ids = all
            dataIndices = nil
            observer.ids = self
            return
        }
        func warn(_ id: AnyHashable) {
            Diagnostics.emit(
                "warning: ForEach found the ID \(id) more than once; later elements with it are not shown.")
        }
        warn(all[firstDuplicate])
        var indices = Array(0..<firstDuplicate)
        for index in (firstDuplicate + 1)..<all.count {
            if seen.insert(all[index]).inserted { indices.append(index) } else { warn(all[index]) }
        }
        ids = indices.map { all[$0] }
        dataIndices = indices
        observer.ids = self
    }

    /// Hears that an id read while computing changed, on any thread.
    private final class Observer: @unchecked Sendable {  // `ids` is touched on the main actor only
        private let invalidator: NodeInvalidator
        @MainActor weak var ids: ElementIDs?
        private let notifications = SanitizerVisibleMutex(0)

        init(invalidator: NodeInvalidator) { self.invalidator = invalidator }

        /// Marks the ids stale and invalidates the list.
        ///
        /// - Returns: Whether this was the second notification, after which the tracking ends.
        func changed() -> Bool {
            defer { deliver() }
            return notifications.withLock {
                $0 += 1
                return $0 >= 2
            }
        }

        private func deliver() {
            if Thread.isMainThread {
                MainActor.assumeIsolated { markStale() }
            } else {
                invalidator.scheduler.schedule { self.markStale() }
            }
        }

        @MainActor private func markStale() {
            ids?.isCurrent = false
            invalidator.fire()
        }
    }
}
