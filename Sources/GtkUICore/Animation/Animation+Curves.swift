extension Animation {
    /// The default animation: ease in and out over 0.35 seconds.
    public static let `default` = easeInOut

    /// A constant-speed animation over 0.35 seconds.
    public static let linear = linear(duration: 0.35)
    /// A constant-speed animation over `duration` seconds.
    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }

    /// An animation that starts slowly, over 0.35 seconds.
    public static let easeIn = easeIn(duration: 0.35)
    /// An animation that starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }

    /// An animation that ends slowly, over 0.35 seconds.
    public static let easeOut = easeOut(duration: 0.35)
    /// An animation that ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }

    /// An animation that starts and ends slowly, over 0.35 seconds.
    public static let easeInOut = easeInOut(duration: 0.35)
    /// An animation that starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        timingCurve(0.42, 0, 0.58, 1, duration: duration)
    }

    /// An animation along the cubic Bézier curve from (0, 0) to (1, 1) with control points
    /// (`p1x`, `p1y`) and (`p2x`, `p2y`), over `duration` seconds.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
    ) -> Animation {
        Animation(curve: .bezier(x1: p1x, y1: p1y, x2: p2x, y2: p2y, duration: duration))
    }

    /// A spring with a 0.5-second response and a little bounce.
    public static let spring = spring(response: 0.5, dampingFraction: 0.825)

    /// A spring: `response` is the period of its oscillation in seconds and `dampingFraction`
    /// how quickly it settles (1 settles without overshooting, lower values bounce).
    /// `blendDuration` is accepted; GtkUI starts an interrupted spring from where the
    /// property is drawn instead of blending velocities.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring that takes about `duration` seconds, with `bounce` from 0 (none) towards 1
    /// (very bouncy); a negative bounce is over-damped.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }

    /// A spring for interactive changes: quick, with little bounce.
    public static let interactiveSpring = interactiveSpring(response: 0.15)

    /// A quick spring for interactive changes.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a noticeable bounce (0.5 seconds, bounce 0.3).
    public static let bouncy = spring(duration: 0.5, bounce: 0.3)
    /// A spring without bounce (0.5 seconds).
    public static let smooth = spring(duration: 0.5, bounce: 0)
    /// A quick spring with a small bounce (0.5 seconds, bounce 0.15).
    public static let snappy = spring(duration: 0.5, bounce: 0.15)

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delayTime += delay
        return animation
    }

    /// This animation played `speed` times as fast (2 takes half the time).
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speedFactor *= speed
        return animation
    }

    /// This animation played `repeatCount` times; with `autoreverses`, every second play runs
    /// backwards. The property ends at its new value.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeats = max(repeatCount, 1)
        animation.autoreverses = autoreverses
        return animation
    }

    /// This animation played until the view leaves the screen; with `autoreverses`, every
    /// second play runs backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeats = nil
        animation.autoreverses = autoreverses
        return animation
    }
}
