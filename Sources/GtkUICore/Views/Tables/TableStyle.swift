/// How a ``Table`` looks, set with `.tableStyle(_:)` and inherited by every table inside.
///
/// - `.automatic`: GTK's column view with lines between the columns.
/// - `.inset`: no lines between columns or rows.
/// - `.bordered`: lines between columns and rows, in a frame.
///
/// `alternatesRowBackgrounds:` shades every other row. A type of your own is drawn as
/// `.automatic` and reported.
///
/// ```swift
/// Table(people) { TableColumn("Name", value: \.name) }
///     .tableStyle(.bordered(alternatesRowBackgrounds: true))
/// ```
@MainActor @preconcurrency
public protocol TableStyle {}

/// The default table style: lines between the columns.
public struct AutomaticTableStyle: TableStyle {
    /// Creates the default style.
    public init() {}
}

/// A table without lines between its columns and rows.
public struct InsetTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool
    /// Creates the style, shading every other row when `alternatesRowBackgrounds` is true.
    public init(alternatesRowBackgrounds: Bool = false) { self.alternatesRowBackgrounds = alternatesRowBackgrounds }
}

/// A table with lines between its columns and rows, in a frame.
public struct BorderedTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool
    /// Creates the style, shading every other row when `alternatesRowBackgrounds` is true.
    public init(alternatesRowBackgrounds: Bool = false) { self.alternatesRowBackgrounds = alternatesRowBackgrounds }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// No lines between columns and rows.
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// No lines between columns and rows; every other row shaded when `alternatesRowBackgrounds`.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension TableStyle where Self == BorderedTableStyle {
    /// Lines between columns and rows, in a frame.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// Lines between columns and rows, in a frame; every other row shaded when
    /// `alternatesRowBackgrounds`.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

private struct TableAppearanceKey: EnvironmentKey {
    static let defaultValue = TableAppearance()
}

extension EnvironmentValues {
    /// How tables here look (`.tableStyle(_:)`).
    var tableAppearance: TableAppearance {
        get { self[TableAppearanceKey.self] }
        set { self[TableAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tables in this view look.
    ///
    /// ```swift
    /// Table(people) { … }.tableStyle(.inset(alternatesRowBackgrounds: true))
    /// ```
    public func tableStyle<S: TableStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let appearance: TableAppearance
        switch style {
        case is AutomaticTableStyle: appearance = TableAppearance()
        case let inset as InsetTableStyle:
            appearance = TableAppearance(style: .inset, alternatesRowBackgrounds: inset.alternatesRowBackgrounds)
        case let bordered as BorderedTableStyle:
            appearance = TableAppearance(style: .bordered, alternatesRowBackgrounds: bordered.alternatesRowBackgrounds)
        default:
            Diagnostics.emitOnce(
                "tableStyle(\(S.self)): GtkUI draws only the built-in table styles, so these tables are drawn as "
                    + ".automatic. Use .automatic, .inset or .bordered.")
            appearance = TableAppearance()
        }
        return environment(\.tableAppearance, appearance)
    }
}
