import Foundation
import Testing

@testable import GtkUICore

/// The mutex NodeInvalidator keeps its state in: mutually exclusive as `Mutex` is, and, under
/// `Scripts/test-thread-sanitizer`, heavily contended without a ThreadSanitizer report.
@Suite("SanitizerVisibleMutex")
struct SanitizerVisibleMutexTests {
    final class Counter: Sendable {
        let count = SanitizerVisibleMutex(0)
    }

    @Test("increments from 8 threads at once all land")
    func contendedIncrements() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 { counter.count.withLock { $0 += 1 } }
        }
        #expect(counter.count.withLock { $0 } == 16_000)
    }

    @Test("withLock returns what its body returns")
    func returnsResult() {
        let counter = Counter()
        let pair = counter.count.withLock { value -> (Int, Bool) in
            value = 41
            value += 1
            return (value, value.isMultiple(of: 2))
        }
        #expect(pair == (42, true))
    }
}
