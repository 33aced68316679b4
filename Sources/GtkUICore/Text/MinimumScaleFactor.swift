import Foundation

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    /// How far text may shrink to fit, from ``View/minimumScaleFactor(_:)``: 1 unless set.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Lets text in this view shrink to `factor` of its size to fit — accepted and recorded in
    /// ``EnvironmentValues/minimumScaleFactor``, but text keeps its size on GTK.
    ///
    /// ```swift
    /// Text(price).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    ///
    /// A GTK label cannot scale its font to the space it is given. Text that does not fit
    /// wraps to further lines, or with ``View/lineLimit(_:)`` is cut with an ellipsis where
    /// ``View/truncationMode(_:)`` says — give the view room, or a smaller `.font`, instead.
    /// Factors outside 0…1 are clamped.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.minimumScaleFactor = min(1, max(0, factor)) })
    }
}
