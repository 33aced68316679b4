import Foundation
@_spi(SwiftUI) import Observation
import OpenCombine
import Synchronization

/// Delivers a node's invalidations from any thread, and watches the `@Observable` properties
/// its body reads, without ever losing a change.
///
/// ## Why no `@Observable` change is lost
///
/// Every body evaluation gets a generation number before the body reads anything, and the
/// properties it read are watched from the moment the evaluation ends, before *and* after
/// each write (Observation's will-set and did-set notifications). Between the start of an
/// evaluation and the installation of its watch — the *window* — the previous evaluation's
/// watch stays installed; a write it hears in the window marks the node to be evaluated once
/// more as soon as the window closes, as the body may have read the old value.
///
/// Outside a window, a did-set from the latest watch invalidates the node unless an
/// evaluation has started since the write landed (that evaluation read the new value). An
/// older watch that hears a will-set outside a window is cancelled silently: the latest watch
/// was installed before that write's did-set, so it hears the write itself if the body
/// depends on it. An older watch that hears only a did-set invalidates the node and cancels
/// itself. Hence the last write to a property that two consecutive evaluations read is always
/// followed by an evaluation that sees it, and a property the current body no longer reads
/// causes no work. (A property a body reads for the first time is watched from the end of
/// that evaluation.)
///
/// `ObservableObject`s announce a change *before* it happens (`objectWillChange`). From the
/// main thread the write lands before the update pass runs; from another thread GtkUI cannot
/// know when it lands, so after delivering such an announcement it re-renders the node once
/// more a short moment later (``lateWriteDelay``), which catches a writer preempted between
/// announcing and storing.
final class NodeInvalidator: Sendable {
    /// How long after delivering an `objectWillChange` from another thread the node is
    /// re-rendered once more, in seconds.
    static let lateWriteDelay = 0.05

    private struct State {
        /// Body evaluations started so far.
        var started = 0
        /// The generation whose watch is installed; below `started` during a window.
        var installed = 0
        /// Whether a watch heard a write during the current window.
        var heardInWindow = false
        /// Whether a late re-render for an `objectWillChange` from another thread is waiting.
        var hasLateCheck = false
        /// Set at unmount: every notification from now on only cancels its watch.
        var isRetired = false

        var isInWindow: Bool { installed < started }
    }

    nonisolated(unsafe) private weak var node: ViewNode?  // read on the main actor only
    let scheduler: any MainLoopScheduler
    private let state = SanitizerVisibleMutex(State())

    @MainActor
    init(node: ViewNode, scheduler: any MainLoopScheduler) {
        self.node = node
        self.scheduler = scheduler
        MainActorQueue.record()
    }

    // MARK: @Observable

    /// Runs a body evaluation, watching every `@Observable` property it reads.
    @MainActor
    func track<T>(_ body: () -> T) -> T {
        let generation = state.withLock {
            $0.started += 1
            $0.heardInWindow = false
            return $0.started
        }
        let result = withObservationTracking(
            body,
            willSet: { [weak self] tracking in
                guard let self else { return tracking.cancel() }
                self.willChange(tracking, watchedBy: generation)
            },
            didSet: { [weak self] tracking in
                guard let self else { return tracking.cancel() }
                self.didChange(tracking, watchedBy: generation)
            })
        let heardInWindow = state.withLock {
            $0.installed = generation
            return $0.heardInWindow
        }
        if heardInWindow { node?.invalidate() }
        return result
    }

    /// Stops every watch at its next notification (the node left the tree).
    func retire() {
        state.withLock { $0.isRetired = true }
    }

    private func willChange(_ tracking: ObservationTracking, watchedBy generation: Int) {
        let cancels = state.withLock {
            if $0.isRetired { return true }
            if $0.isInWindow {
                $0.heardInWindow = true
                return false
            }
            return generation < $0.installed
        }
        if cancels { tracking.cancel() }
    }

    private func didChange(_ tracking: ObservationTracking, watchedBy generation: Int) {
        let (delivers, cancels, stamp) = state.withLock {
            if $0.isRetired { return (false, true, 0) }
            if $0.isInWindow {
                $0.heardInWindow = true
                return (false, false, 0)
            }
            return (true, generation < $0.installed, $0.started)
        }
        if cancels { tracking.cancel() }
        if delivers { deliver { $0.invalidateUnlessEvaluatedSince(stamp) } }
    }

    // MARK: ObservableObject and explicit invalidation

    /// Invalidates the node, hopping to the main loop when called from another thread.
    func fire() {
        if Thread.isMainThread {
            MainActor.assumeIsolated { node?.invalidate() }
        } else if MainActorQueue.isCurrent {
            // On the main queue, drained by another thread than the process's first (a test
            // runner): the write lands before the hop runs, as on the main thread.
            scheduler.schedule { self.node?.invalidate() }
        } else {
            scheduler.schedule { self.deliverAnnouncement() }
        }
    }

    /// Subscribes the node to `object.objectWillChange`.
    func subscribe<Object: ObservableObject>(to object: Object) -> AnyCancellable {
        object.objectWillChange.sink { [self] _ in self.fire() }
    }

    @MainActor private func deliverAnnouncement() {
        guard let node else { return }
        node.invalidate()
        let schedulesCheck = state.withLock {
            let schedules = !$0.hasLateCheck && !$0.isRetired
            $0.hasLateCheck = true
            return schedules
        }
        guard schedulesCheck else { return }
        scheduler.schedule(after: Self.lateWriteDelay) { [weak self] in
            guard let self else { return }
            self.state.withLock { $0.hasLateCheck = false }
            self.node?.invalidate()
        }
    }

    // MARK: Delivery

    private func deliver(_ action: @escaping @Sendable @MainActor (NodeInvalidator) -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { action(self) }
        } else {
            scheduler.schedule { action(self) }
        }
    }

    @MainActor private func invalidateUnlessEvaluatedSince(_ generation: Int) {
        guard let node, state.withLock({ $0.started }) == generation else { return }
        node.invalidate()
    }
}

/// The queue the main actor runs on, `DispatchQueue.main`, recognised from any thread that
/// drains it: the process's first thread in an app, but in a test process whichever thread
/// the runner drains the main queue on at the moment, which can change from one test (or one
/// `await`) to the next.
enum MainActorQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// Marks the main queue so ``isCurrent`` can recognise it; called on the main actor.
    @MainActor static func record() { _ = marked }

    /// Whether the caller runs on the main queue, and so is ordered with the main actor's work.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
