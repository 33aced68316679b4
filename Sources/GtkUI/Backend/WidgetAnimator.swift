import CGtk
import GtkUICore

/// A property an animation interpolates on one widget.
enum AnimatedProperty: Hashable {
    case opacity, offsetX, offsetY, scaleX, scaleY, rotation, width, height
    /// A transition's part: opacity (multiplied), scale, and moves in points and in sizes.
    case transitionOpacity, transitionScale, transitionX, transitionY, transitionFractionX, transitionFractionY
}

/// Where animations read the time.
public enum AnimationClock: Sendable {
    /// The widget's frame clock (`gdk_frame_clock_get_frame_time`).
    case frameClock
    /// A time tests set with `GtkBackend.advanceAnimations(by:)`.
    case manual
}

/// The animations running on one widget, driven by a tick callback on its frame clock that
/// exists only while one runs: a widget at rest has none.
@MainActor
final class WidgetAnimator {
    struct Track {
        var from: Double
        var to: Double
        var start: Double
        var animation: Animation
        func value(at time: Double) -> Double { from + (to - from) * animation.progress(atElapsed: time - start) }
    }

    /// The animators with something running, by widget.
    private(set) static var running: [UnsafeMutableRawPointer: WidgetAnimator] = [:]
    /// Outer widgets going out under a removal transition, kept in their containers.
    private(set) static var leaving: Set<UnsafeMutableRawPointer> = []
    static var clock = AnimationClock.frameClock
    static var manualTime = 0.0
    /// How many animation frames were processed, for tests asserting an app at rest.
    private(set) static var framesProcessed = 0

    /// Holds the widget while it animates.
    let widget: Gtk.Widget
    private(set) var tracks: [AnimatedProperty: Track] = [:]
    private var tickID: guint = 0
    /// The widget kept in its container until the removal transition ends.
    private var outerLeaving: Gtk.Widget?
    /// Text and background colours animating (see `WidgetAnimator+Colors.swift`).
    var colorTracks: [ColorRole: ColorTrack] = [:]
    /// The widget's own style provider that draws the animated colours, while they animate.
    var colorProvider: UnsafeMutablePointer<GtkCssProvider>?
    /// The `map` handler that resumes ticking, while the animations wait for the widget to be
    /// shown again.
    private var resumeHandler: UInt?

    private init(widget: Gtk.Widget) { self.widget = widget }

    /// The animator of `widget`, made when needed.
    static func of(_ widget: Gtk.Widget) -> WidgetAnimator {
        if let animator = running[widget.pointer] { return animator }
        let animator = WidgetAnimator(widget: widget)
        running[widget.pointer] = animator
        return animator
    }

    /// The animator of `widget`, if something runs on it.
    static func existing(_ widget: Gtk.Widget) -> WidgetAnimator? { running[widget.pointer] }

    /// Whether animations run at all: the desktop's `gtk-enable-animations`.
    static var enabled: Bool { Gtk.Settings.enablesAnimations }

    /// The time now, in seconds, on the clock animations use.
    func now() -> Double {
        if Self.clock == .manual { return Self.manualTime }
        if let clock = gtk_widget_get_frame_clock(widget.widget) {
            return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        }
        return Double(g_get_monotonic_time()) / 1_000_000
    }

    /// The value of `property` drawn now, if it is animating.
    func presented(_ property: AnimatedProperty) -> Double? { tracks[property]?.value(at: now()) }

    /// Animates `property` from `from` to `to`.
    func animate(_ property: AnimatedProperty, from: Double, to: Double, animation: Animation) {
        tracks[property] = Track(from: from, to: to, start: now(), animation: animation)
        startTicking()
    }

    /// Stops animating `property`; it is drawn at its target from the next apply.
    func cancel(_ property: AnimatedProperty) {
        guard tracks.removeValue(forKey: property) != nil else { return }
        apply(at: now())
        finishIfIdle()
    }

    /// Keeps `outer` in its container, unreachable, until the animations end.
    func holdLeaving(_ outer: Gtk.Widget) {
        outerLeaving = outer
        Self.leaving.insert(outer.pointer)
        gtk_widget_set_can_target(outer.widget, 0)
        gtk_widget_set_can_focus(outer.widget, 0)
    }

    /// Whether the widget is going out (so discarding it must not stop its transition).
    var isLeaving: Bool { outerLeaving != nil }

    /// Ends every animation at once, at its target.
    func stop() {
        tracks.removeAll()
        colorTracks.removeAll()
        applyColors(at: 0)
        finishIfIdle()
    }

    func startTicking() {
        guard tickID == 0 else { return }
        tickID = gtk_widget_add_tick_callback(
            widget.widget,
            { widget, clock, _ in
                MainActor.assumeIsolated {
                    guard let widget, let animator = WidgetAnimator.running[UnsafeMutableRawPointer(widget)] else {
                        return 0
                    }
                    // A widget not shown (another tab's page) waits: no frames while hidden.
                    if gtk_widget_get_mapped(widget) == 0 {
                        animator.pauseUntilShown()
                        return 0
                    }
                    let time =
                        WidgetAnimator.clock == .manual
                        ? WidgetAnimator.manualTime : Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                    return animator.step(at: time, inCallback: true) ? 1 : 0
                }
            }, nil, { _ in MainActor.assumeIsolated { Gtk.liveTickCallbackCount -= 1 } })
        Gtk.liveTickCallbackCount += 1
    }

    /// Removes the tick callback (the caller returns 0) until the widget is mapped again.
    private func pauseUntilShown() {
        tickID = 0
        guard resumeHandler == nil else { return }
        let pointer = widget.pointer
        resumeHandler = widget.connect("map") {
            guard let animator = WidgetAnimator.running[pointer] else { return }
            animator.endPause()
            animator.startTicking()
        }
    }

    private func endPause() {
        if let handler = resumeHandler { widget.disconnect(handler) }
        resumeHandler = nil
    }

    /// Draws the values at `time`; returns whether something still runs. A finished
    /// animation leaves its property at the target.
    @discardableResult
    func step(at time: Double, inCallback: Bool = false) -> Bool {
        Self.framesProcessed += 1
        if !Self.enabled {
            tracks.removeAll()
            colorTracks.removeAll()
        }
        tracks = tracks.filter { !$0.value.animation.isFinished(atElapsed: time - $0.value.start) }
        colorTracks = colorTracks.filter { !$0.value.animation.isFinished(atElapsed: time - $0.value.start) }
        apply(at: time)
        applyColors(at: time)
        if tracks.isEmpty && colorTracks.isEmpty {
            if inCallback { tickID = 0 }
            finishIfIdle()
            return false
        }
        return true
    }

    /// Writes the drawn values: opacity on the widget, the rest into its frame layout.
    private func apply(at time: Double) {
        let target = (widget.written["opacity"]?.base as? Double) ?? 1
        let opacity = (tracks[.opacity]?.value(at: time) ?? target) * (tracks[.transitionOpacity]?.value(at: time) ?? 1)
        gtk_widget_set_opacity(widget.widget, min(max(opacity, 0), 1))
        guard let state = FrameState.of(widget) else { return }
        let presented = tracks.filter { $0.key != .opacity && $0.key != .transitionOpacity }.mapValues {
            $0.value(at: time)
        }
        // Only opacity animating: the layout has nothing to redo.
        guard !presented.isEmpty || !state.presented.isEmpty else { return }
        let hadSize = state.presented[.width] != nil || state.presented[.height] != nil
        state.presented = presented
        let geometry = state.drawnGeometry
        if hadSize || state.presented[.width] != nil || state.presented[.height] != nil {
            gtk_widget_set_size_request(
                widget.widget, geometry.width.map { Int32($0.rounded()) } ?? -1,
                geometry.height.map { Int32($0.rounded()) } ?? -1)
            gtk_widget_queue_resize(widget.widget)
        } else {
            gtk_widget_queue_allocate(widget.widget)
        }
    }

    func finishIfIdle() {
        guard tracks.isEmpty, colorTracks.isEmpty else { return }
        endPause()
        if tickID != 0 {
            let id = tickID
            tickID = 0
            gtk_widget_remove_tick_callback(widget.widget, id)
        }
        if let outer = outerLeaving {
            outerLeaving = nil
            Self.leaving.remove(outer.pointer)
            if let parent = gtk_widget_get_parent(outer.widget), gtkui_is_a(parent, gtk_box_get_type()) != 0 {
                gtk_box_remove(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkBox.self), outer.widget)
            }
        }
        Self.running.removeValue(forKey: widget.pointer)
    }

    /// Ends, at their targets, the animations running in `window`, which is closing: it draws no
    /// more frames, so a view going out under its transition would otherwise keep its
    /// animator, and its widget, until the process ends.
    static func stopAll(in window: Gtk.Widget) {
        for animator in Array(running.values) {
            let widget = animator.outerLeaving ?? animator.widget
            guard let root = gtk_widget_get_root(widget.widget),
                UnsafeMutableRawPointer(root) == window.pointer
            else { continue }
            animator.stop()
        }
    }

    /// Processes one frame of every running animation at the manual clock's time.
    static func advanceManualClock(by seconds: Double) {
        manualTime += seconds
        for animator in Array(running.values) { animator.step(at: manualTime) }
    }
}

extension Gtk {
    /// The tick callbacks GtkUI's animations have on frame clocks now: 0 when nothing
    /// animates, so an app at rest draws no frames.
    @MainActor public internal(set) static var liveTickCallbackCount = 0
    /// How many animation frames GtkUI has processed so far.
    @MainActor public static var animationFramesProcessed: Int { WidgetAnimator.framesProcessed }
    /// How many widgets have animations running, or paused until they are shown again.
    @MainActor public static var animatedWidgetCount: Int { WidgetAnimator.running.count }
}
