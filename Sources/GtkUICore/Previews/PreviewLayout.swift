import Foundation

/// How a preview is sized, as ``View/previewLayout(_:)`` asks.
public enum PreviewLayout: Sendable {
    /// The size of the device the preview runs on.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    /// Asks previews to lay the view out as `value` says — accepted so previews written for
    /// Xcode compile; GtkUI's preview windows size themselves to their content.
    ///
    /// ```swift
    /// #Preview { Badge().previewLayout(.sizeThatFits) }
    /// ```
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
}
