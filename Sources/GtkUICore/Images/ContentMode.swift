import Foundation

/// How a view keeps its proportions when it is scaled into a space of another shape.
///
/// ```swift
/// Image("photo").resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scales the content to fit entirely inside the space, leaving bands if the shapes differ.
    case fit
    /// Scales the content to cover the whole space, clipping what overflows.
    case fill

    /// The rect of `aspectRatio` (width over height), centred in `bounds`, that fits inside it
    /// (`fit`) or covers it (`fill`); `bounds` itself when either is empty.
    ///
    /// ```swift
    /// ContentMode.fit.rect(withAspectRatio: 2, in: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// // (0, 25, 100, 50)
    /// ```
    public func rect(withAspectRatio aspectRatio: Double, in bounds: CGRect) -> CGRect {
        guard aspectRatio > 0, bounds.width > 0, bounds.height > 0 else { return bounds }
        let widthLimits = (bounds.width / bounds.height < aspectRatio) == (self == .fit)
        let size =
            widthLimits
            ? CGSize(width: bounds.width, height: bounds.width / aspectRatio)
            : CGSize(width: bounds.height * aspectRatio, height: bounds.height)
        return CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}
