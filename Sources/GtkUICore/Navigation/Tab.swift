/// One page of a ``TabView`` with its title, icon and selection value (the iOS 18 and macOS 15
/// form).
///
/// `Tab("Inbox", systemImage: "tray", value: 0) { InboxView() }` is the same page as
/// `InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(0)`. In GtkUI a tab is a
/// view, so it goes in the tab view's `@ViewBuilder` content, beside `ForEach`, `if` and
/// `Group`.
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Inbox", systemImage: "tray", value: 0) { InboxView() }
///     Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// The page's content.
    public var body: some View { content }

    /// Creates a tab titled `title` with the symbol `image`, standing for `value`.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - image: The SF Symbol name of its icon, shown as the matching GNOME icon.
    ///   - value: The selection value that shows this tab.
    ///   - content: The page.
    public init<S: StringProtocol>(
        _ title: S, systemImage image: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == GtkUICore.Label<Text, Image> {
        self.value = value
        self.content = content()
        self.label = GtkUICore.Label(String(title), systemImage: image)
    }

    /// Creates a tab titled `titleKey` with the symbol `image`, standing for `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The tab's title, looked up in the app's translations.
    ///   - image: The SF Symbol name of its icon.
    ///   - value: The selection value that shows this tab.
    ///   - content: The page.
    public init(
        _ titleKey: LocalizedStringKey, systemImage image: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == GtkUICore.Label<Text, Image> {
        self.value = value
        self.content = content()
        self.label = GtkUICore.Label(titleKey, systemImage: image)
    }

    /// Creates a tab standing for `value` whose tab shows `label`.
    ///
    /// - Parameters:
    ///   - value: The selection value that shows this tab.
    ///   - content: The page.
    ///   - label: What the tab shows, usually a ``Label``.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// Creates a tab titled `title` with the symbol `image`, for a tab view without a selection.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - image: The SF Symbol name of its icon.
    ///   - content: The page.
    public init<S: StringProtocol>(_ title: S, systemImage image: String, @ViewBuilder content: () -> Content)
    where Value == Never, Label == GtkUICore.Label<Text, Image> {
        self.value = nil
        self.content = content()
        self.label = GtkUICore.Label(String(title), systemImage: image)
    }
}

/// What a ``TabView`` reads from a ``Tab``: its label and value.
@MainActor
protocol TabRepresentable {
    var tabLabel: any View { get }
    var tabValue: AnyHashable? { get }
}

extension Tab: TabRepresentable {
    var tabLabel: any View { label }
    var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
}
