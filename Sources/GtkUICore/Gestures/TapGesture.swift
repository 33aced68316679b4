/// A gesture that recognizes one or more clicks in a row.
///
/// A click is a press and release of the primary button without moving the pointer away;
/// `count: 2` ends on the second click of a double click (at the desktop's double-click
/// speed). A click of a button or another control inside the view is the control's, not the
/// gesture's.
///
/// ```swift
/// Image(systemName: "photo")
///     .gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void

    /// The number of clicks in a row the gesture needs.
    public var count: Int

    /// A gesture recognizing `count` clicks in a row (at least 1).
    public init(count: Int = 1) {
        self.count = count
    }

    /// Recognizes `count` clicks.
    public var _recognizer: _GestureRecognizer { _GestureRecognizer(kind: .tap(count: count)) }
}
