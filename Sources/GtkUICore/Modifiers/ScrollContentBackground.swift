private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether scrollable views in this view draw their own background, set with
    /// `.scrollContentBackground(_:)`.
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background that scrollable views inside this view draw behind their
    /// content: a `List`'s and a `Table`'s base colour, and a `TextEditor`'s field background
    /// and frame. Hidden, what is behind them (a `.background`, the window) shows through.
    ///
    /// ```swift
    /// TextEditor(text: $draft)
    ///     .scrollContentBackground(.hidden)
    ///     .background(Color.yellow.opacity(0.2))
    /// ```
    ///
    /// `.automatic` and `.visible` draw GNOME's usual backgrounds.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.scrollContentBackground, visibility)
    }
}
