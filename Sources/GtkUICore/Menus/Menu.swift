/// A control that shows a menu of actions when clicked.
///
/// On GNOME it is a `GtkMenuButton` opening a `GtkPopoverMenu`. The content's views become the
/// menu's items (see `MenuContent` for every kind): buttons run their action, toggles are
/// check items, pickers groups of radio items, nested menus submenus, and dividers and
/// sections separate groups. Items follow the state they read: a toggle's check mark, a
/// picker's choice and `.disabled(_:)` are updated whenever they change.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Rename…", action: rename)
///     Divider()
///     Toggle("Show Hidden Files", isOn: $showsHidden)
///     Picker("Sort By", selection: $order) {
///         Text("Name").tag(Order.name)
///         Text("Date").tag(Order.date)
///     }
///     Menu("Copy") {
///         Button("Copy Path", action: copyPath)
///     }
///     Button("Delete", role: .destructive, action: delete)
/// }
/// ```
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    /// Menus are primitive.
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// Creates a menu whose items are `content` and whose button shows `label`.
    ///
    /// - Parameters:
    ///   - content: The menu's items.
    ///   - label: What the button shows; also its name for screen readers.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil)
    }

    /// Creates a menu whose button runs `primaryAction` when clicked and opens the menu from an
    /// arrow beside it.
    ///
    /// ```swift
    /// Menu { Button("Save As…", action: saveAs) } label: { Text("Save") } primaryAction: { save() }
    /// ```
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(label: label(), content: content(), primaryAction: primaryAction)
    }

    init(label: Label, content: Content, primaryAction: (@MainActor () -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { MenuNode(graph: graph) }
}

extension Menu where Label == Text {
    /// Creates a menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil)
    }

    /// Creates a menu with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), primaryAction: nil)
    }

    /// Creates a menu with a localized title whose button runs `primaryAction`; the menu opens
    /// from an arrow beside it.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(label: Text(titleKey), content: content(), primaryAction: primaryAction)
    }

    /// Creates a menu with a title whose button runs `primaryAction`; the menu opens from an
    /// arrow beside it.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(label: Text(title), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == GtkUICore.Label<Text, Image> {
    /// Creates a menu labelled with a localized title and the icon for an SF Symbols name.
    ///
    /// ```swift
    /// Menu("Share", systemImage: "square.and.arrow.up") { … }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: GtkUICore.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    /// Creates a menu labelled with a title and the icon for an SF Symbols name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: GtkUICore.Label(title, systemImage: systemImage), content: content(), primaryAction: nil)
    }
}

/// A ``Menu`` without its generic types, for its node and for menus nested in menus.
@MainActor
protocol MenuRepresentable {
    var menuLabel: any View { get }
    var menuContent: any View { get }
    var menuPrimaryAction: (@MainActor () -> Void)? { get }
}

extension Menu: MenuRepresentable {
    var menuLabel: any View { label }
    var menuContent: any View { content }
    var menuPrimaryAction: (@MainActor () -> Void)? { primaryAction }
}
