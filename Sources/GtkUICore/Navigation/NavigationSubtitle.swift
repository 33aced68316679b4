extension View {
    /// Shows `subtitle` under the window's title in the header bar, on a second, smaller line,
    /// as macOS shows it under a window's title.
    ///
    /// ```swift
    /// MailboxView()
    ///     .navigationTitle("Inbox")
    ///     .navigationSubtitle("\(unread) unread")
    /// ```
    ///
    /// The subtitle belongs to the window: the last view shown with one sets it, and it goes
    /// when that view does. Sheets have no subtitle line.
    public func navigationSubtitle(_ subtitle: Text) -> ModifiedContent<Self, _NavigationSubtitleModifier> {
        modifier(_NavigationSubtitleModifier(subtitle: .text(subtitle)))
    }

    /// Shows the localized `subtitleKey` under the window's title.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey)
        -> ModifiedContent<Self, _NavigationSubtitleModifier>
    {
        modifier(_NavigationSubtitleModifier(subtitle: .text(Text(subtitleKey))))
    }

    /// Shows `subtitle` as it is under the window's title.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> ModifiedContent<
        Self, _NavigationSubtitleModifier
    > {
        modifier(_NavigationSubtitleModifier(subtitle: .verbatim(String(subtitle))))
    }
}

/// `.navigationSubtitle(_:)`: the line under the window's title.
public struct _NavigationSubtitleModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never

    enum Subtitle {
        case text(Text)
        case verbatim(String)
    }

    let subtitle: Subtitle
    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationSubtitleNode(graph: graph) }
}

@MainActor
final class NavigationSubtitleNode: ModifierNode<_NavigationSubtitleModifier> {
    private var shown: String?

    override func didUpdate(isFirst: Bool) {
        guard let modifier, environment.sheetToolbarScope == nil else { return }
        let subtitle: String
        switch modifier.subtitle {
        case .text(let text): subtitle = text.plainText(locale: environment.locale)
        case .verbatim(let string): subtitle = string
        }
        guard subtitle != shown else { return }
        shown = subtitle
        environment.windowChrome?.setSubtitle(subtitle)
    }

    override func unmount() {
        if shown != nil { environment.windowChrome?.setSubtitle("") }
        super.unmount()
    }
}
