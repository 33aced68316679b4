import Foundation

extension View {
    /// Recognizes `gesture` on this view: its ``Gesture/onChanged(_:)`` and
    /// ``Gesture/onEnded(_:)`` actions run as the user clicks, holds or drags.
    ///
    /// ```swift
    /// Circle()
    ///     .frame(width: 40, height: 40)
    ///     .gesture(DragGesture(minimumDistance: 0).onChanged { position = $0.location })
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: A ``TapGesture``, ``LongPressGesture`` or ``DragGesture`` with its actions.
    ///   - mask: Whether the gesture is recognized: a mask without ``GestureMask/gesture`` turns
    ///     it off. Controls inside the view always get their own clicks.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier>
    {
        modifier(_GestureModifier(recognizer: gesture._recognizer, isEnabled: mask.contains(.gesture)))
    }

    /// Recognizes `gesture` alongside the gestures of the views inside: as
    /// ``gesture(_:including:)``, since GtkUI recognizes every gesture independently.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier>
    {
        self.gesture(gesture, including: mask)
    }

    /// Recognizes `gesture` before those of the views inside — accepted as
    /// ``gesture(_:including:)``: GtkUI recognizes every gesture independently, so the inner
    /// ones still run.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier>
    {
        self.gesture(gesture, including: mask)
    }

    /// Runs `action` when the view is clicked `count` times in a row with the primary button.
    ///
    /// ```swift
    /// Text(item.name)
    ///     .onTapGesture(count: 2) { open(item) }
    /// ```
    ///
    /// A click on a button or another control inside the view is the control's. With
    /// `count: 1` each click of a double click runs the action; give a view both a `count: 2`
    /// and a `count: 1` action to tell them apart.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _GestureModifier>
    {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Runs `action` with where the pointer was, in the view's coordinates, when the view is
    /// clicked `count` times in a row.
    ///
    /// ```swift
    /// Rectangle().onTapGesture { point in marks.append(point) }
    /// ```
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> ModifiedContent<Self, _GestureModifier> {
        var recognizer = TapGesture(count: count)._recognizer
        recognizer.tappedAt.append(action)
        return modifier(_GestureModifier(recognizer: recognizer, isEnabled: true))
    }

    /// Runs `action` once the primary button has been held on the view for `minimumDuration`
    /// seconds, and tells `onPressingChanged` when the button goes down (`true`) and comes up
    /// or moves away (`false`).
    ///
    /// ```swift
    /// Text("Hold to reveal")
    ///     .onLongPressGesture(minimumDuration: 1) { isRevealed = true }
    /// ```
    ///
    /// The press ends when the pointer moves past the desktop's drag threshold (8 points by
    /// default), which stands in for `maximumDistance`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _GestureModifier> {
        var recognizer = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in action() }._recognizer
        if let onPressingChanged { recognizer.pressingChanged.append(onPressingChanged) }
        return modifier(_GestureModifier(recognizer: recognizer, isEnabled: true))
    }
}

/// Which of a view's gestures ``View/gesture(_:including:)`` enables.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No gestures: the gesture added is off.
    public static let none = GestureMask([])
    /// The gesture added.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of views inside; GtkUI always leaves them on.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture added and those inside.
    public static let all = GestureMask(rawValue: 3)
}

/// `.gesture`, `.onTapGesture` and `.onLongPressGesture`: what to recognize and the actions.
public struct _GestureModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let recognizer: _GestureRecognizer
    let isEnabled: Bool
    func makeNode(in graph: ViewGraph) -> ViewNode { GestureNode(graph: graph) }
}

extension View {
    /// Runs `action` with `true` when the pointer moves onto the view and `false` when it
    /// leaves.
    ///
    /// ```swift
    /// Text("Details")
    ///     .foregroundStyle(isHovered ? .primary : .secondary)
    ///     .onHover { isHovered = $0 }
    /// ```
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> ModifiedContent<Self, _HoverModifier> {
        modifier(_HoverModifier(action: action))
    }
}

/// `.onHover`: the action to run as the pointer enters and leaves.
public struct _HoverModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let action: @MainActor (Bool) -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { HoverNode(graph: graph) }
}
