/// A submenu of the app's main menu, named `name`, holding the content's items.
///
/// The content is read as a ``Menu``'s is: buttons, toggles, pickers, nested menus, dividers
/// and sections; `.keyboardShortcut` on an item works anywhere in the window and is shown
/// beside the item; `.disabled(true)` makes an item insensitive.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .commands {
///         CommandMenu("View") {
///             Button("Reload") { model.reload() }.keyboardShortcut("r")
///         }
///     }
/// ```
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    /// A command menu has no body.
    public typealias Body = Never
    /// A command menu has no body.
    public var body: Never { fatalError("CommandMenu has no body") }
    let name: String
    let content: Content

    /// Creates a submenu named with a localized key (translated for the default locale).
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(name: nameKey.resolved(for: Localization.defaultLocale), content: content())
    }

    /// Creates a submenu named with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(name: String(name), content: content())
    }

    /// Creates a submenu named with a text.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.init(name: ControlLabelSummary(name, in: EnvironmentValues()).text, content: content())
    }

    init(name: String, content: Content) {
        self.name = name
        self.content = content
    }

    var entries: [CommandEntry] { [CommandEntry(kind: .menu(name: name), content: content)] }
}
