extension View {
    /// Sets the text size the views below read as `\.dynamicTypeSize`, whatever the desktop's.
    ///
    /// GTK keeps drawing text at the desktop's scaled size; the value is for layouts that
    /// adapt to it.
    ///
    /// ```swift
    /// PreviewCard().dynamicTypeSize(.accessibility1)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.dynamicTypeSize = size })
    }

    /// Limits the text size the views below read as `\.dynamicTypeSize` to `range`: a larger
    /// desktop size reads as the range's largest, a smaller one as its smallest. Ranges set
    /// further up narrow it too.
    ///
    /// ```swift
    /// ToolbarLabels().dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentModifier>
    where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter(range.contains)
        return modifier(
            _EnvironmentModifier { environment in
                guard let smallest = allowed.first, let largest = allowed.last else { return }
                let outer = environment.dynamicTypeSizeRange ?? DynamicTypeSize.xSmall...DynamicTypeSize.accessibility5
                let lower = max(smallest, outer.lowerBound)
                environment.dynamicTypeSizeRange = lower...max(lower, min(largest, outer.upperBound))
            })
    }
}
