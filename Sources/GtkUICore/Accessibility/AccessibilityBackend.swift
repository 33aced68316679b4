/// What the accessibility modifiers set on a view's widgets; nil fields leave the widget's own.
public struct AccessibilityAttributes: Equatable, Sendable {
    /// The name announced instead of the widget's own (`.accessibilityLabel`).
    public var label: String?
    /// The value announced (`.accessibilityValue`), such as "60 percent".
    public var value: String?
    /// What happens when the element is activated (`.accessibilityHint`), announced after it.
    public var hint: String?
    /// Whether the element is hidden from assistive technologies (`.accessibilityHidden`).
    public var isHidden: Bool?
    /// The `selected` state, from `.isSelected` added (true) or removed (false).
    public var isSelected: Bool?
    /// The `modal` property, from `.isModal` added or removed.
    public var isModal: Bool?
    /// The identifier tests find the element by (`.accessibilityIdentifier`).
    public var identifier: String?

    /// No attributes.
    public init() {}

    /// Whether no attribute is set.
    public var isEmpty: Bool { self == AccessibilityAttributes() }

    /// These attributes with `other`'s set fields laid over them.
    public func merging(_ other: AccessibilityAttributes) -> AccessibilityAttributes {
        var merged = self
        merged.label = other.label ?? label
        merged.value = other.value ?? value
        merged.hint = other.hint ?? hint
        merged.isHidden = other.isHidden ?? isHidden
        merged.isSelected = other.isSelected ?? isSelected
        merged.isModal = other.isModal ?? isModal
        merged.identifier = other.identifier ?? identifier
        return merged
    }
}

/// Sets what assistive technologies read for a widget, over what the widget says itself.
///
/// Design notes:
/// - Each accessibility modifier around a view is an `owner` giving the widget some attributes;
///   the backend lays the owners' attributes over each other (the later call's set fields win)
///   and an owner giving an empty set takes its own off again.
/// - A label set here wins over the name GtkUI derives for the widget (a button's text),
///   even when that text changes later.
/// - `.accessibilityElement(children:)` and `.accessibilityAction` act on the content's widget
///   (the view inside a decoration box), as the attributes do.
/// - Reached through `graph.backend as? any AccessibilityBackend`; a backend without it shows
///   the view and reports once that the attributes are not exposed.
@MainActor
public protocol AccessibilityBackend: Backend {
    /// Gives `widget` `owner`'s attributes, replacing the ones `owner` gave before.
    func applyAccessibility(_ attributes: AccessibilityAttributes, to widget: BackendWidget, owner: ObjectIdentifier)

    /// Creates a label with the heading role (`level` 1–6, or 0 for a heading without a level).
    func makeHeadingText(level: Int) -> BackendWidget

    /// Makes `widget` one element treating its children as `behavior` says, or (nil) takes that
    /// off again; called again after every update pass that changed a view inside it, so the
    /// element follows its children (a combined name, which children are hidden).
    func updateAccessibilityElement(_ widget: BackendWidget, children behavior: AccessibilityChildBehavior?)

    /// Gives `widget` `owner`'s actions, replacing the ones `owner` gave before (none takes them
    /// off); `perform` runs the action at an index of `actions`.
    func updateAccessibilityActions(
        _ actions: [AccessibilityActionDescription], on widget: BackendWidget, owner: ObjectIdentifier,
        perform: @escaping @MainActor (Int) -> Void)
}
