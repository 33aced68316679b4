import Foundation
import Synchronization

/// A `Mutex` whose hand-over from one thread to the next ThreadSanitizer can see.
///
/// A contended `Mutex` on Linux is handed over by the kernel: its slow path, in the
/// toolchain's Synchronization library (not built for ThreadSanitizer), waits on a futex.
/// TSan sees neither that release nor that acquire, so under `swift test --sanitize=thread`
/// every access to the protected value made after a contended lock looks like a data race
/// with the previous holder's. When the TSan runtime is in the process, ``withLock(_:)``
/// therefore marks its critical section with TSan's own annotations — `__tsan_acquire` once
/// the lock is held, `__tsan_release` before it is let go, keyed by the mutex's address —
/// which is exactly the ordering the futex gives. Every access to the value is
/// still checked, so a real race on it (an access outside the lock) is still reported.
/// Without TSan it is `Mutex.withLock` plus a nil check.
///
/// ```swift
/// private let counts = SanitizerVisibleMutex(0)
/// let total = counts.withLock { $0 += 1; return $0 }
/// ```
struct SanitizerVisibleMutex<Value>: ~Copyable, Sendable {
    private let mutex: Mutex<Value>

    /// Creates a mutex protecting `value`.
    init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        guard let annotations = ThreadSanitizerAnnotations.inProcess else { return mutex.withLock { body(&$0) } }
        // A non-copyable mutex never moves while borrowed, so its address names it. Taking
        // the address of the value instead would be an access to it before the acquire.
        let key = withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
        return mutex.withLock { value in
            annotations.acquire(key)
            defer { annotations.release(key) }
            return body(&value)
        }
    }
}

/// ThreadSanitizer's annotation functions, found when its runtime is linked into the process.
private struct ThreadSanitizerAnnotations: Sendable {
    typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

    let acquire: Annotation
    let release: Annotation

    /// The annotations, or nil in a process not built with `-sanitize=thread`.
    static let inProcess: ThreadSanitizerAnnotations? = {
        // A null handle is RTLD_DEFAULT: search every object loaded in the process.
        guard let acquire = dlsym(nil, "__tsan_acquire"), let release = dlsym(nil, "__tsan_release") else {
            return nil
        }
        return ThreadSanitizerAnnotations(
            acquire: unsafeBitCast(acquire, to: Annotation.self), release: unsafeBitCast(release, to: Annotation.self))
    }()
}
