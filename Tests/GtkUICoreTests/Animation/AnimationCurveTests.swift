import Foundation
import GtkUICore
import Testing

/// `Animation`'s timing: curves, springs, delay, speed and repeats, as pure functions of time.
@Suite("Animation curves")
struct AnimationCurveTests {
    @Test("Timing curves run from 0 to 1 over their duration, shaped as their names say")
    func timingCurves() {
        let linear = Animation.linear(duration: 1)
        #expect(linear.progress(atElapsed: 0) == 0)
        #expect(abs(linear.progress(atElapsed: 0.25) - 0.25) < 0.001)
        #expect(linear.progress(atElapsed: 1) == 1)
        #expect(linear.isFinished(atElapsed: 1) && !linear.isFinished(atElapsed: 0.99))
        #expect(Animation.easeIn(duration: 1).progress(atElapsed: 0.5) < 0.5, "ease-in starts slowly")
        #expect(Animation.easeOut(duration: 1).progress(atElapsed: 0.5) > 0.5, "ease-out ends slowly")
        #expect(abs(Animation.easeInOut(duration: 1).progress(atElapsed: 0.5) - 0.5) < 0.001, "symmetric")
        #expect(Animation.default == Animation.easeInOut(duration: 0.35))
        #expect(Animation.default.isFinished(atElapsed: 0.35))
        #expect(Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 2).progress(atElapsed: 1) > 0.8)
    }

    @Test("Springs overshoot when they bounce, settle at 1, and finish when settled")
    func springs() {
        let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.3)
        let samples = stride(from: 0.0, through: 2, by: 0.01).map { bouncy.progress(atElapsed: $0) }
        #expect(samples.max()! > 1.2, "a low damping fraction overshoots")
        #expect(!bouncy.isFinished(atElapsed: 0.5))
        #expect(bouncy.progress(atElapsed: 10) == 1 && bouncy.isFinished(atElapsed: 10))
        let critical = Animation.spring(duration: 0.5, bounce: 0)
        let path = stride(from: 0.0, through: 3, by: 0.01).map { critical.progress(atElapsed: $0) }
        #expect(path.allSatisfy { $0 <= 1.0001 }, "no bounce, no overshoot")
        #expect(zip(path, path.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "it only moves forward")
        #expect(Animation.smooth.isFinished(atElapsed: 3))
        #expect(
            Animation.bouncy != Animation.snappy
                && Animation.spring == Animation.spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.interactiveSpring.progress(atElapsed: 0.1) > 0.3, "quick")
    }

    @Test("Delay holds the start, speed scales time, repeats play again and reverse, forever never ends")
    func modifiers() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(delayed.progress(atElapsed: 0.4) == 0)
        #expect(abs(delayed.progress(atElapsed: 1) - 0.5) < 0.001)
        #expect(delayed.isFinished(atElapsed: 1.5))
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(abs(fast.progress(atElapsed: 0.25) - 0.5) < 0.001 && fast.isFinished(atElapsed: 0.5))
        let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(abs(twice.progress(atElapsed: 1.25) - 0.75) < 0.001, "the second play runs backwards")
        #expect(twice.progress(atElapsed: 2) == 1, "it ends at the new value")
        let again = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        #expect(abs(again.progress(atElapsed: 2.5) - 0.5) < 0.001 && !again.isFinished(atElapsed: 2.9))
        let forever = Animation.linear(duration: 1).repeatForever()
        #expect(!forever.isFinished(atElapsed: 1000))
        #expect(abs(forever.progress(atElapsed: 1001.25) - 0.75) < 0.001)
    }
}
