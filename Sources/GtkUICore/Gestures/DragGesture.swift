import Foundation

/// A gesture that follows the pointer while the primary button drags it across the view.
///
/// The drag starts once the pointer has moved `minimumDistance` points from where the button
/// went down; ``Gesture/onChanged(_:)`` then hears each move and ``Gesture/onEnded(_:)`` the
/// release, each with a ``DragGesture/Value`` in the view's own coordinates.
///
/// ```swift
/// @State private var offset = CGSize.zero
///
/// RoundedRectangle(cornerRadius: 8)
///     .frame(width: 80, height: 80)
///     .gesture(
///         DragGesture()
///             .onChanged { offset = $0.translation }
///             .onEnded { _ in offset = .zero })
/// ```
public struct DragGesture: Gesture {
    /// How far the pointer must move, in points, before the drag starts.
    public var minimumDistance: CGFloat
    /// The space locations are given in; ``CoordinateSpace/local``, the view's own.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after the pointer moved `minimumDistance` points (0 starts at once).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Recognizes a drag.
    public var _recognizer: _GestureRecognizer {
        _GestureRecognizer(kind: .drag(minimumDistance: Double(max(0, minimumDistance))))
    }
}
