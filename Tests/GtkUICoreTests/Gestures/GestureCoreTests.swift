import Foundation
import Testing

@testable import GtkUICore

/// What the graph makes of the pointer facts a backend reports: a drag's values, the actions a
/// gesture collects, and the CSS of radial and angular gradients.
@MainActor
@Suite("Gestures and long-tail styles in the core")
struct GestureCoreTests {
    @Test("a drag reports nothing until it has moved the minimum distance, then its location and translation")
    func dragValues() throws {
        var tracker = DragTracker()
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect(tracker.value(for: .began(start: CGPoint(x: 10, y: 20)), minimumDistance: 10, at: start) == nil)
        #expect(
            tracker.value(for: .changed(offset: CGSize(width: 3, height: 4)), minimumDistance: 10, at: start) == nil,
            "5 points is not yet a drag")
        let first = tracker.value(
            for: .changed(offset: CGSize(width: 6, height: 8)), minimumDistance: 10, at: start.addingTimeInterval(0.1))
        #expect(first?.location == CGPoint(x: 16, y: 28))
        #expect(first?.startLocation == CGPoint(x: 10, y: 20))
        #expect(first?.translation == CGSize(width: 6, height: 8))
        let back = tracker.value(
            for: .changed(offset: CGSize(width: 1, height: 0)), minimumDistance: 10, at: start.addingTimeInterval(0.2))
        #expect(back?.translation == CGSize(width: 1, height: 0), "once started, it follows the pointer back")
        let velocity = try #require(back?.velocity)
        #expect(abs(velocity.width + 50) < 0.001 && abs(velocity.height + 80) < 0.001, "points per second")
    }

    @Test("onChanged and onEnded actions add up on one recognizer, outermost last")
    func actionsCompose() {
        var log: [String] = []
        let gesture = DragGesture(minimumDistance: 0)
            .onChanged { _ in log.append("changed") }
            .onEnded { _ in log.append("ended") }
        let recognizer = gesture._recognizer
        #expect(recognizer.kind == .drag(minimumDistance: 0))
        #expect(recognizer.changed.count == 1 && recognizer.ended.count == 1)
        let value = DragGesture.Value(
            time: Date(), location: .zero, startLocation: .zero, translation: .zero, velocity: .zero,
            predictedEndLocation: .zero, predictedEndTranslation: .zero)
        for action in recognizer.changed { action(value) }
        for action in recognizer.ended { action(value) }
        #expect(log == ["changed", "ended"])
        #expect(TapGesture(count: 2)._recognizer.kind == .tap(count: 2))
    }

    @Test("radial and angular gradients become CSS radial-gradient() and conic-gradient()")
    func gradientCSS() {
        let radial = RadialGradient(colors: [.black, .white], center: .center, startRadius: 10, endRadius: 50)
        #expect(
            radial._paint.cssBackground
                == "background-image: radial-gradient(circle 50px at 50% 50%, \(Color.black.css) 10px, "
                + "\(Color.white.css) 50px);")
        let angular = AngularGradient(
            colors: [.black, .white], center: .topLeading, startAngle: .zero, endAngle: .degrees(180))
        #expect(
            angular._paint.cssBackground
                == "background-image: conic-gradient(from 90deg at 0% 0%, \(Color.black.css) 0deg, "
                + "\(Color.white.css) 180deg);", "SwiftUI's 0° is 3 o'clock, CSS's 12")
        #expect(angular.color(atAngle: .degrees(270)) == .white, "past the end angle: the last colour")
        #expect(AnyShapeStyle(radial)._paint == radial._paint)
    }

    @Test("redaction reasons add up, and .unredacted() clears them")
    func redactionReasons() {
        var environment = EnvironmentValues()
        environment.redactionReasons.formUnion(.placeholder)
        environment.redactionReasons.formUnion(.privacy)
        #expect(environment.redactionReasons == [.placeholder, .privacy])
        #expect(EnvironmentValues().redactionReasons.isEmpty)
        #expect(EnvironmentValues().minimumScaleFactor == 1)
    }
}
