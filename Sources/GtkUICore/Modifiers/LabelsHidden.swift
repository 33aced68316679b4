private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls inside hide their labels, set with `.labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside — toggles' and pickers' — leaving the controls.
    ///
    /// A hidden label still names its control for screen readers.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { … }
    ///     .labelsHidden()
    /// ```
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.labelsHidden, true)
    }
}
