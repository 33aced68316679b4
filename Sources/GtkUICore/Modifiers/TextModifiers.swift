/// The text modifiers of SwiftUI that apply to every `Text` inside the modified view, through
/// the environment: `Text`s further in keep their own `.font(_:)` and traits.
extension View {
    /// Sets the font of every text in this view.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Subtitle") }.font(.headline)
    /// ```
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.font = font })
    }

    /// Sets the weight of every text in this view; nil keeps each font's own.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { environment in environment.modifyText { $0.traits.weight = weight } })
    }

    /// Draws every text in this view in bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in
                environment.modifyText { $0.traits.weight = isActive ? .bold : nil }
            })
    }

    /// Draws every text in this view in italics when `isActive`.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { environment in environment.modifyText { $0.traits.isItalic = isActive } })
    }

    /// Underlines every text in this view when `isActive`, in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        let line = TextAttributes.TextLine(isActive: isActive, color: color)
        return modifier(_EnvironmentModifier { environment in environment.modifyText { $0.traits.underline = line } })
    }

    /// Draws a line through every text in this view when `isActive`, in `color` or the text's
    /// colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let line = TextAttributes.TextLine(isActive: isActive, color: color)
        return modifier(
            _EnvironmentModifier { environment in environment.modifyText { $0.traits.strikethrough = line } })
    }

    /// Draws the digits of every text in this view at one width (GNOME's `numeric` class).
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in environment.modifyText { $0.traits.hasMonospacedDigits = true } })
    }

    /// Draws every text in this view in a fixed-width font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in
                environment.modifyText { $0.traits.design = isActive ? .monospaced : nil }
            })
    }

    /// Shows at most `number` lines of each text in this view, cutting the rest with an
    /// ellipsis where ``truncationMode(_:)`` says; nil shows every line.
    ///
    /// ```swift
    /// Text(article.summary).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.lineLimit = number })
    }

    /// Lines up the lines of each multi-line text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }

    /// Sets where each text in this view that does not fit is cut and an ellipsis shown.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.truncationMode = mode })
    }

    /// Lets the user select and copy the text in this view (`.enabled`), or not (`.disabled`).
    ///
    /// ```swift
    /// Text(errorMessage).textSelection(.enabled)
    /// ```
    public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { environment in environment.modifyText { $0.isSelectable = S.allowsSelection } })
    }

    /// Shows every text in this view in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textCase = textCase })
    }
}
