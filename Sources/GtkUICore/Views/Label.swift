/// A title with an icon beside it, such as a menu item or a settings row.
///
/// How the two are shown is the ``LabelStyle`` set with `.labelStyle(_:)`: both side by side
/// (the default), the icon alone — still named by the title for screen readers — or the title
/// alone.
///
/// ```swift
/// Label("Delete", systemImage: "trash")
/// Label { Text("Favourites") } icon: { Image(systemName: "star.fill").foregroundColor(.yellow) }
/// Label("Add", systemImage: "plus").labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it.
    public var body: AnyView {
        style.makeErasedBody(configuration: LabelStyleConfiguration(title: title, icon: icon))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A localized title beside the icon for an SF Symbols name (see ``SystemImageNames``).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A title beside the icon for an SF Symbols name (see ``SystemImageNames``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A localized title beside the image or icon called `name` (see ``Image/init(_:bundle:)``).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A title beside the image or icon called `name` (see ``Image/init(_:bundle:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is drawing, for a style that adds to another: `Label(configuration)`.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
