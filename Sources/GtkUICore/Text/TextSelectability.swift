/// Whether the user can select the text in a view, for `.textSelection(_:)`.
///
/// ```swift
/// Text(orderNumber).textSelection(.enabled)
/// ```
public protocol TextSelectability: Sendable {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text can be selected and copied.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected, the default.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected and copied.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
