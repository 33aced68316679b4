/// How a ``Form`` lays out its sections, set with `.formStyle(_:)`.
///
/// - `.automatic` and `.grouped`: GNOME preferences groups — each section a rounded card of
///   rows under its header.
/// - `.columns`: the same rows, label on the left and control on the right, without cards,
///   as macOS's columns style aligns them.
///
/// A type of your own is drawn as `.automatic` and reported: GtkUI draws forms with GTK's own
/// widgets only.
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
@MainActor @preconcurrency
public protocol FormStyle {}

/// The default form style: grouped.
public struct AutomaticFormStyle: FormStyle {
    /// Creates the default style.
    public init() {}
}

/// Sections as rounded cards of rows, as GNOME's preferences pages draw them.
public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

/// Rows with labels and controls in columns, without cards.
public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default style: grouped.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as rounded cards of rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Rows in columns, without cards.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormLayoutStyleKey: EnvironmentKey {
    static let defaultValue = FormLayoutStyle.grouped
}

extension EnvironmentValues {
    /// How forms here lay out their sections (`.formStyle(_:)`).
    var formLayoutStyle: FormLayoutStyle {
        get { self[FormLayoutStyleKey.self] }
        set { self[FormLayoutStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the forms in this view lay out their sections.
    ///
    /// ```swift
    /// Form { … }.formStyle(.columns)
    /// ```
    public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let layout: FormLayoutStyle
        switch style {
        case is AutomaticFormStyle, is GroupedFormStyle: layout = .grouped
        case is ColumnsFormStyle: layout = .columns
        default:
            Diagnostics.emitOnce(
                "formStyle(\(S.self)): GtkUI draws only the built-in form styles, so these forms are drawn as "
                    + ".automatic. Use .automatic, .grouped or .columns.")
            layout = .grouped
        }
        return environment(\.formLayoutStyle, layout)
    }
}
