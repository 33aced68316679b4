/// Where `.searchable` puts its search field.
///
/// On GNOME every placement shows the same thing: a search button at the end of the header
/// bar and a search bar revealed under it, as GNOME apps do. The placements are accepted so
/// code written for iOS and macOS ports unchanged.
///
/// ```swift
/// List(filtered) { Text($0) }
///     .searchable(text: $query, placement: .toolbar, prompt: "Find a note")
/// ```
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// The platform's choice: the search bar under the header bar.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// macOS's toolbar search field: the search bar under the header bar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// A sidebar's search field: the search bar under the header bar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// iOS's drawer under the navigation bar: the search bar under the header bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// iOS's drawer under the navigation bar, always shown or shown on scroll: the search bar
    /// under the header bar, revealed as every placement is.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }

    /// Whether iOS's navigation bar drawer is always shown.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// Always shown.
        case always
    }
}
