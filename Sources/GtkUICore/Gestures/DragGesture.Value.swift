import Foundation

extension DragGesture {
    /// Where a drag is: where it started, where the pointer is now, and how fast it moves.
    public struct Value: Equatable, Sendable {
        /// When the pointer reached ``location``.
        public var time: Date
        /// Where the pointer is, in the view's coordinates.
        public var location: CGPoint
        /// Where the button went down, in the view's coordinates.
        public var startLocation: CGPoint
        /// How far the pointer is from ``startLocation``.
        public var translation: CGSize
        /// How fast the pointer moves, in points per second, from its last two positions.
        public var velocity: CGSize
        /// Where the pointer would come to rest: a desktop pointer stops where it is let go, so
        /// this is ``location``.
        public var predictedEndLocation: CGPoint
        /// ``predictedEndLocation``'s distance from ``startLocation``: ``translation``.
        public var predictedEndTranslation: CGSize
    }
}

/// Turns a backend's drag events into ``DragGesture/Value``s: waits out the minimum distance,
/// and works out the location and velocity.
struct DragTracker {
    private var start: CGPoint?
    private var last: DragGesture.Value?
    /// Whether the pointer has moved the minimum distance, so the drag has started.
    private(set) var isActive = false

    /// The value to report for `event`, or nil when there is nothing to report yet (the button
    /// just went down, or has not moved the minimum distance).
    mutating func value(for event: DragEvent, minimumDistance: Double, at time: Date = Date())
        -> DragGesture.Value?
    {
        switch event {
        case .began(let point):
            start = point
            last = nil
            isActive = false
            return nil
        case .changed(let offset), .ended(let offset):
            guard let start else { return nil }
            if !isActive, (offset.width * offset.width + offset.height * offset.height).squareRoot() >= minimumDistance
            {
                isActive = true
            }
            guard isActive else { return nil }
            let location = CGPoint(x: start.x + offset.width, y: start.y + offset.height)
            var velocity = CGSize.zero
            if let last, time > last.time {
                let seconds = time.timeIntervalSince(last.time)
                velocity = CGSize(
                    width: (location.x - last.location.x) / seconds, height: (location.y - last.location.y) / seconds)
            }
            let value = DragGesture.Value(
                time: time, location: location, startLocation: start, translation: offset, velocity: velocity,
                predictedEndLocation: location, predictedEndTranslation: offset)
            last = value
            return value
        }
    }

    /// Forgets the drag once it ended.
    mutating func reset() {
        start = nil
        last = nil
        isActive = false
    }
}
