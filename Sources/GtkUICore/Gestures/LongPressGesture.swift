import Foundation

/// A gesture that recognizes the primary button held down on the view for a while.
///
/// ``Gesture/onChanged(_:)`` hears `true` when the button goes down; ``Gesture/onEnded(_:)``
/// hears `true` once it has been held for `minimumDuration` seconds without the pointer moving
/// further than the desktop's drag threshold (GTK's `gtk-dnd-drag-threshold`, 8 points by
/// default, in place of `maximumDistance`). Releasing or moving away earlier ends nothing.
///
/// ```swift
/// Text("Hold to delete")
///     .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in delete() })
/// ```
public struct LongPressGesture: Gesture {
    /// Whether the press is (or was) held: `true`.
    public typealias Value = Bool

    /// How long, in seconds, the button must be held.
    public var minimumDuration: Double
    /// How far the pointer may move while held; GTK uses the desktop's drag threshold instead.
    public var maximumDistance: CGFloat

    /// A gesture recognizing a press held for `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Recognizes a held press.
    public var _recognizer: _GestureRecognizer {
        _GestureRecognizer(
            kind: .longPress(minimumDuration: minimumDuration, maximumDistance: Double(maximumDistance)))
    }
}
