/// One action `.accessibilityAction` gives an element, as the backend exposes it.
public struct AccessibilityActionDescription: Hashable, Sendable {
    /// What kind of action it is.
    public enum Role: Hashable, Sendable {
        /// Runs on Enter or Space while the element has focus.
        case `default`
        /// Runs on Escape while focus is in the element.
        case escape
        /// Has no key of its own; reached over AT-SPI.
        case magicTap
        /// Listed in the element's context menu by this name.
        case named(String)
    }

    /// What kind of action it is.
    public var role: Role

    /// Describes an action.
    public init(role: Role) { self.role = role }
}
