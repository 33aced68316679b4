import Foundation

/// How a view enters and leaves the screen when an animated change inserts or removes it.
///
/// ```swift
/// if showsDetails {
///     DetailView().transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
///
/// Without `.transition(_:)`, an animated insertion or removal fades (``opacity``).
public struct AnyTransition: Sendable, Equatable {
    /// Where a view entering the screen starts from.
    public var insertion: TransitionEffect
    /// Where a view leaving the screen goes to.
    public var removal: TransitionEffect

    init(insertion: TransitionEffect, removal: TransitionEffect) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ effect: TransitionEffect) { self.init(insertion: effect, removal: effect) }

    /// No visible transition: the view appears and goes at once.
    public static let identity = AnyTransition(TransitionEffect())

    /// Fades the view in and out.
    public static let opacity = AnyTransition(TransitionEffect(opacity: 0))

    /// Grows the view from nothing and shrinks it away, about its centre.
    public static let scale = scale(scale: 0)

    /// Scales the view from `scale` on insertion and to it on removal, about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionEffect(scale: scale, anchor: anchor))
    }

    /// Slides the view in from its leading edge and out towards its trailing edge.
    public static let slide = AnyTransition(
        insertion: TransitionEffect(fractionX: -1), removal: TransitionEffect(fractionX: 1))

    /// Moves the view in from `edge` and out towards it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(TransitionEffect(edge: edge)) }

    /// Pushes the view in from `edge`, fading, and out towards the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        return move(edge: edge).combined(with: .opacity).removingAt(
            TransitionEffect(edge: opposite).combined(with: TransitionEffect(opacity: 0)))
    }

    /// Moves the view in from, and out to, `x` and `y` points away.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        AnyTransition(TransitionEffect(x: x, y: y))
    }

    /// Moves the view in from, and out to, `offset` points away.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        self.offset(x: Double(offset.width), y: Double(offset.height))
    }

    /// Uses `insertion` when the view enters and `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }

    /// Accepted for SwiftUI compatibility; the transition keeps the animation of the change
    /// that inserts or removes the view.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    private func removingAt(_ effect: TransitionEffect) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: effect)
    }
}
