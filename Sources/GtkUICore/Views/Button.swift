/// A control that runs an action when clicked or activated from the keyboard.
///
/// Its look comes from `.buttonStyle(_:)` and its role; `.keyboardShortcut(_:)` gives it a
/// key, `.disabled(_:)` turns it off and `.help(_:)` a tooltip.
///
/// ```swift
/// Button("Count up") { count += 1 }
/// Button(action: save) { Text("Save").bold() }
/// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    /// Buttons are primitive.
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    let accessibleName: String?

    /// Creates a button whose content is `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(accessibleName: nil, role: nil, action: action, label: label())
    }

    /// Creates a button with a role (`.destructive`, `.cancel`) whose content is `label`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(accessibleName: nil, role: role, action: action, label: label())
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { StyledButtonNode(graph: graph) }
}

extension Button where Label == Text {
    /// Creates a button with a localized text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(accessibleName: nil, role: nil, action: action, label: Text(titleKey))
    }

    /// Creates a button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(accessibleName: nil, role: nil, action: action, label: Text(title))
    }

    /// Creates a button with a localized text label and a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(accessibleName: nil, role: role, action: action, label: Text(titleKey))
    }

    /// Creates a button with a text label and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(accessibleName: nil, role: role, action: action, label: Text(title))
    }
}

extension Button where Label == GtkUICore.Label<Text, Image> {
    /// Creates a button showing a localized title beside the icon for an SF Symbols name
    /// (mapped to an Adwaita icon, see ``SystemImageNames``).
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { add() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(
            accessibleName: nil, role: nil, action: action,
            label: GtkUICore.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a button showing a title beside the icon for an SF Symbols name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(
            accessibleName: nil, role: nil, action: action, label: GtkUICore.Label(title, systemImage: systemImage))
    }

    /// Creates a button with a role showing a localized title beside an SF Symbols icon.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(
            accessibleName: nil, role: role, action: action,
            label: GtkUICore.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a button with a role showing a title beside an SF Symbols icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(
            accessibleName: nil, role: role, action: action, label: GtkUICore.Label(title, systemImage: systemImage))
    }

    /// Creates a button showing a localized title beside the image or icon called `name`.
    public init(_ titleKey: LocalizedStringKey, image name: String, action: @escaping @MainActor () -> Void) {
        self.init(accessibleName: nil, role: nil, action: action, label: GtkUICore.Label(titleKey, image: name))
    }

    /// Creates a button showing a title beside the image or icon called `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, action: @escaping @MainActor () -> Void) {
        self.init(accessibleName: nil, role: nil, action: action, label: GtkUICore.Label(title, image: name))
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a ``PrimitiveButtonStyle`` is making, drawn in the style that applies inside
    /// the style's body (the default one unless the body sets another).
    ///
    /// ```swift
    /// Button(configuration).buttonStyle(.borderedProminent)
    /// ```
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(
            accessibleName: nil, role: configuration.role, action: configuration.onTrigger, label: configuration.label)
    }
}

extension Button {
    init(accessibleName: String?, action: @escaping @MainActor () -> Void, label: Label) {
        self.init(accessibleName: accessibleName, role: nil, action: action, label: label)
    }

    init(accessibleName: String?, role: ButtonRole?, action: @escaping @MainActor () -> Void, label: Label) {
        self.action = action
        self.label = label
        self.role = role
        self.accessibleName = accessibleName
    }
}

@MainActor
protocol ButtonRepresentable {
    var performAction: @MainActor () -> Void { get }
    var labelView: any View { get }
    var buttonAccessibleName: String? { get }
    var buttonRole: ButtonRole? { get }
}

extension Button: ButtonRepresentable {
    var performAction: @MainActor () -> Void { action }
    var labelView: any View { label }
    var buttonAccessibleName: String? { accessibleName }
    var buttonRole: ButtonRole? { role }
}

/// A ``Button`` drawn by the toolkit: what a `Button` renders unless a custom
/// ``PrimitiveButtonStyle`` makes it.
struct NativeButton: View, PrimitiveView, ButtonRepresentable {
    typealias Body = Never
    let performAction: @MainActor () -> Void
    let labelView: any View
    let buttonAccessibleName: String?
    let buttonRole: ButtonRole?

    func makeNode(in graph: ViewGraph) -> ViewNode { ButtonNode(graph: graph) }
}
