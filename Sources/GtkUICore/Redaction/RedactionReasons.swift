/// Why a view's content is hidden behind placeholders, as ``View/redacted(reason:)`` sets it.
///
/// ```swift
/// @Environment(\.redactionReasons) private var reasons
/// …
/// if reasons.contains(.placeholder) { ProgressView() }
/// ```
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The reasons' bits.
    public let rawValue: Int
    /// Creates a set of reasons from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a stand-in until the real data loads: text shows as grey blocks.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private: only views marked `privacySensitive` hide (GtkUI draws none
    /// differently).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (a widget waiting for new data); it draws as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue = RedactionReasons()
}

extension EnvironmentValues {
    /// Why the views' content is redacted; empty unless ``View/redacted(reason:)`` is around
    /// them (and ``View/unredacted()`` is not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Shows the view's text as placeholders for `reason`: with ``RedactionReasons/placeholder``
    /// each text is drawn as a rounded grey block of its size, the way a list looks while its
    /// data loads.
    ///
    /// ```swift
    /// ArticleRow(article: .sample)
    ///     .redacted(reason: isLoading ? .placeholder : [])
    /// ```
    ///
    /// The reasons add to those from around the view, and ``EnvironmentValues/redactionReasons``
    /// tells descendants. Screen readers still read the text. Images, shapes and controls
    /// draw as they are.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows this view as it is inside a ``View/redacted(reason:)`` view.
    ///
    /// ```swift
    /// VStack {
    ///     Text("Weather").unredacted()   // the heading stays readable
    ///     Text(forecast.summary)
    /// }
    /// .redacted(reason: .placeholder)
    /// ```
    public func unredacted() -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}
