/// How a ``List`` looks, set with `.listStyle(_:)` and inherited by every list inside.
///
/// Each style is drawn with GNOME's list looks:
/// - `.automatic`: GNOME's `rich-list` rows.
/// - `.plain` and `.grouped`: `rich-list` rows with a separator line between rows.
/// - `.inset`: `rich-list` rows inset from the list's edges.
/// - `.insetGrouped`: a rounded card of separated rows, inset from the edges, as GNOME's
///   boxed lists are.
/// - `.sidebar`: GNOME's `navigation-sidebar` rows, for the sidebar of a split view.
/// - `.bordered`: `rich-list` rows inside a frame.
///
/// A type of your own is drawn as `.automatic` and reported: GtkUI draws lists with GTK's
/// own widgets only.
///
/// ```swift
/// List(mailboxes, selection: $selection) { Label($0.name, systemImage: "tray") }
///     .listStyle(.sidebar)
/// ```
@MainActor @preconcurrency
public protocol ListStyle {}

/// The default list style: GNOME's `rich-list` rows.
public struct DefaultListStyle: ListStyle {
    /// Creates the default style.
    public init() {}
}

/// Rows separated by lines, edge to edge.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows inset from the list's edges.
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows separated by lines, grouped under their section headers.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// A rounded card of separated rows, inset from the edges (GNOME's boxed list).
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// GNOME's navigation sidebar: rows without separators, the selected one highlighted.
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows inside a frame.
public struct BorderedListStyle: ListStyle {
    /// Creates the style; GTK draws no alternating row backgrounds, so that choice is a hint.
    public init(alternatesRowBackgrounds: Bool = false) {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows separated by lines, edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the list's edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Rows separated by lines, grouped under their section headers.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// A rounded card of separated rows.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// GNOME's navigation sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    /// Rows inside a frame.
    public static var bordered: BorderedListStyle { BorderedListStyle() }

    /// Rows inside a frame; GTK draws no alternating row backgrounds, so that choice is a hint.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { BorderedListStyle() }
}

private struct ListAppearanceKey: EnvironmentKey {
    static let defaultValue = LazyListConfiguration.Appearance.automatic
}

extension EnvironmentValues {
    /// How lists here look (`.listStyle(_:)`).
    var listAppearance: LazyListConfiguration.Appearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets how the lists in this view look.
    ///
    /// ```swift
    /// List { … }.listStyle(.insetGrouped)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let appearance: LazyListConfiguration.Appearance
        switch style {
        case is DefaultListStyle: appearance = .automatic
        case is PlainListStyle: appearance = .plain
        case is InsetListStyle: appearance = .inset
        case is GroupedListStyle: appearance = .grouped
        case is InsetGroupedListStyle: appearance = .insetGrouped
        case is SidebarListStyle: appearance = .sidebar
        case is BorderedListStyle: appearance = .bordered
        default:
            Diagnostics.emitOnce(
                "listStyle(\(S.self)): GtkUI draws only the built-in list styles, so these lists are drawn as "
                    + ".automatic. Use .automatic, .plain, .inset, .grouped, .insetGrouped, .sidebar or .bordered.")
            appearance = .automatic
        }
        return environment(\.listAppearance, appearance)
    }
}
