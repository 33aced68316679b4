/// Which parts of a lazy stack's sections stay pinned while its rows scroll.
///
/// Accepted for SwiftUI compatibility; GtkUI does not pin headers or footers yet (GTK 4.8's
/// recycling list has no sticky rows), so they scroll with the rows.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
