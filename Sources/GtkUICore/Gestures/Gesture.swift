import Foundation

/// A pointer interaction a view recognizes: a tap, a long press or a drag.
///
/// Attach one with ``View/gesture(_:including:)``, and act on it with ``Gesture/onChanged(_:)``
/// (while it goes on, for gestures whose value is `Equatable`) and ``Gesture/onEnded(_:)``:
///
/// ```swift
/// Circle()
///     .gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
///
/// GtkUI recognizes ``TapGesture``, ``LongPressGesture`` and ``DragGesture`` with GTK's own
/// gesture controllers; custom gestures built from a `body`, and combining gestures
/// (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`), are not supported.
@MainActor
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value

    /// What the gesture recognizes, with the actions attached so far; built by GtkUI's types.
    var _recognizer: _GestureRecognizer { get }
}

/// What a ``Gesture`` recognizes and the actions to run with its values.
public struct _GestureRecognizer {
    enum Kind: Equatable {
        case tap(count: Int)
        case longPress(minimumDuration: Double, maximumDistance: Double)
        case drag(minimumDistance: Double)
    }

    let kind: Kind
    /// Run with each new value while the gesture goes on, outermost modifier last.
    var changed: [@MainActor (Any) -> Void] = []
    /// Run with the final value when the gesture succeeds.
    var ended: [@MainActor (Any) -> Void] = []
    /// Run with where a tap was (`.onTapGesture` with a location).
    var tappedAt: [@MainActor (CGPoint) -> Void] = []
    /// Run as a long press goes down and comes up (`onPressingChanged`).
    var pressingChanged: [@MainActor (Bool) -> Void] = []
}

extension Gesture {
    /// Runs `action` with the gesture's final value when it succeeds: a tap is complete, a
    /// press was held long enough, a drag was let go.
    ///
    /// ```swift
    /// TapGesture(count: 2).onEnded { zoomed.toggle() }
    /// ```
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it goes on: a drag's every
    /// move, a long press going down.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in offset = value.translation }
    /// ```
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// A gesture with an ``Gesture/onEnded(_:)`` action.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Value) -> Void

    /// The content's recognizer, with this action added.
    public var _recognizer: _GestureRecognizer {
        var recognizer = content._recognizer
        let action = action
        recognizer.ended.append { action($0 as! Value) }
        return recognizer
    }
}

/// A gesture with an ``Gesture/onChanged(_:)`` action.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: @MainActor (Value) -> Void

    /// The content's recognizer, with this action added.
    public var _recognizer: _GestureRecognizer {
        var recognizer = content._recognizer
        let action = action
        recognizer.changed.append { action($0 as! Value) }
        return recognizer
    }
}
