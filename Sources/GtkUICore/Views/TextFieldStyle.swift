/// A style for ``TextField``s, set with `.textFieldStyle(_:)`.
public protocol TextFieldStyle: Sendable {
    /// The backend look this style maps to.
    var kind: TextFieldStyleKind { get }
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// A rounded border.
    public var kind: TextFieldStyleKind { .roundedBorder }
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// No border.
    public var kind: TextFieldStyleKind { .plain }
}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
    /// The default look.
    public var kind: TextFieldStyleKind { .automatic }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field without decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
