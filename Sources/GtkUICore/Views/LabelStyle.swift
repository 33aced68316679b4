/// How a ``Label`` arranges its title and icon, set with `.labelStyle(_:)`.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// Label("Photos", systemImage: "photo").labelStyle(VerticalLabelStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The title and icon of the label being drawn.
    typealias Configuration = LabelStyleConfiguration
    /// Draws a label from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

/// The parts of a ``Label`` that a ``LabelStyle`` arranges.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, PrimitiveView, AnyViewConvertible {
        /// The title is shown as the label built it.
        public typealias Body = Never
        let content: any View
        var erased: AnyView { AnyView(erasing: content)! }
        func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
    }

    /// The label's icon, as a view.
    public struct Icon: View, PrimitiveView, AnyViewConvertible {
        /// The icon is shown as the label built it.
        public typealias Body = Never
        let content: any View
        var erased: AnyView { AnyView(erasing: content)! }
        func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
    /// The title when it is a `Text`, which names an icon shown alone.
    let titleText: Text?

    @MainActor
    init(title: some View, icon: some View) {
        self.title = Title(content: title)
        self.icon = Icon(content: icon)
        titleText = title as? Text
    }
}

/// The default label style: the title beside the icon (``TitleAndIconLabelStyle``).
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default style.
    public init() {}
    /// The icon, then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// Shows the icon, then the title, in a row with GNOME's 6-point spacing.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon, then the title, centred on each other.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

/// Shows only the icon, which screen readers announce by the label's title.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon, named by the title when the title is a `Text`.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon.environment(\.iconAccessibilityLabel, configuration.titleText)
    }
}

/// Shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: the title beside the icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title beside the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone, named by the title for screen readers.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    // nil is the default style; styles are values that only the main actor uses.
    nonisolated(unsafe) static let defaultValue: (any LabelStyle)? = nil
}

extension EnvironmentValues {
    /// The style of labels in this view, set with `.labelStyle(_:)`.
    @MainActor var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] ?? DefaultLabelStyle() }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// Whether a `.labelStyle` was applied around this view (so toolbars keep it).
    var hasExplicitLabelStyle: Bool { self[LabelStyleKey.self] != nil }
}

extension View {
    /// Sets how the labels in this view arrange their title and icon.
    ///
    /// ```swift
    /// VStack { Label("Inbox", systemImage: "envelope"); Label("Sent", systemImage: "paperplane") }
    ///     .labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.labelStyle, style)
    }
}
