import Foundation

/// How a change is animated: a timing curve or a spring, with a delay, a speed and repeats.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
/// Circle().scaleEffect(pulse ? 1.2 : 1).animation(.spring, value: pulse)
/// ```
///
/// GtkUI interpolates opacity, offset, scale, rotation, fixed frame sizes and plain colours
/// with it, on the widget's frame clock; see ``progress(atElapsed:)`` for the curve itself.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    enum Curve: Equatable, Sendable {
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        /// A damped spring from 0 to 1 that starts at rest.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    var curve: Curve
    var delayTime: Double = 0
    var speedFactor: Double = 1
    /// How many times the animation plays; nil for forever.
    var repeats: Int? = 1
    var autoreverses = false

    init(curve: Curve) { self.curve = curve }

    /// A readable description, for diagnostics.
    public var description: String {
        var text: String
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2, let duration):
            text = "timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(duration))"
        case .spring(let response, let damping, _):
            text = "spring(response: \(response), dampingFraction: \(damping))"
        }
        if delayTime != 0 { text += ".delay(\(delayTime))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if repeats != 1 { text += ".repeat(\(repeats.map(String.init) ?? "forever"), autoreverses: \(autoreverses))" }
        return text
    }

    // MARK: Progress

    /// How far the animation has come `time` seconds after it started: 0 at the start, 1 at
    /// the end; a spring may overshoot 1 on the way. A GtkUI extension that backends use to
    /// interpolate a property: `from + (to - from) * progress`.
    public func progress(atElapsed time: Double) -> Double {
        let local = max(0, time - delayTime) * max(speedFactor, 0.000_001)
        let cycle = cycleDuration
        guard cycle > 0, !isFinished(atElapsed: time) else { return 1 }
        let index = (local / cycle).rounded(.down)
        let within = (local - index * cycle) / cycle
        let reversed = autoreverses && Int(index) % 2 == 1
        return curveValue(at: (reversed ? 1 - within : within) * cycle)
    }

    /// Whether the animation has ended `time` seconds after it started (never, when it repeats
    /// forever). A GtkUI extension for backends.
    public func isFinished(atElapsed time: Double) -> Bool {
        guard let repeats else { return false }
        let local = max(0, time - delayTime) * max(speedFactor, 0.000_001)
        return local >= cycleDuration * Double(max(repeats, 1))
    }

    /// The length of one play, in seconds before speed: the curve's duration or the time the
    /// spring takes to settle within a thousandth of its target.
    var cycleDuration: Double {
        switch curve {
        case .bezier(_, _, _, _, let duration): return max(duration, 0)
        case .spring(let response, let damping, _): return Self.settlingTime(response: response, damping: damping)
        }
    }

    private func curveValue(at time: Double) -> Double {
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2, let duration):
            guard duration > 0 else { return 1 }
            return Self.bezier(x1, y1, x2, y2, at: min(max(time / duration, 0), 1))
        case .spring(let response, let damping, _):
            return Self.spring(response: response, damping: damping, at: time)
        }
    }

    /// The y of the cubic Bézier from (0, 0) to (1, 1) at the point whose x is `x`.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // x(s) increases with s for control points in 0…1: bisect for the s with x(s) = x.
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    /// A damped spring's position, from 0 at rest towards 1, `time` seconds in.
    static func spring(response: Double, damping: Double, at time: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 0.001)
        let zeta = max(damping, 0.001)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        }
        if zeta == 1 { return 1 - exp(-omega * time) * (1 + omega * time) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
    }

    /// When a spring stays within a thousandth of its target from then on.
    static func settlingTime(response: Double, damping: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 0.001)
        let zeta = max(damping, 0.001)
        if zeta < 1 {
            // The distance is bounded by the envelope e^(-ζωt) / √(1 - ζ²).
            return min(log(1 / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * omega), 60)
        }
        // Critically and over-damped springs approach without overshooting.
        var time = 0.0
        while time < 60, 1 - spring(response: response, damping: damping, at: time) > 0.001 { time += 1.0 / 240 }
        return time
    }
}
