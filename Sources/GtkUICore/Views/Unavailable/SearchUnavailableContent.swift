/// The parts of the standard "No Results" page, ``ContentUnavailableView/search``.
public struct SearchUnavailableContent {
    /// The magnifying glass above "No Results" or "No Results for “…”".
    public struct Label: View {
        let text: String?

        /// The icon and the title.
        public var body: some View {
            let title = text.map { $0.isEmpty ? "No Results" : "No Results for “\($0)”" } ?? "No Results"
            return GtkUICore.Label(title, systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        /// The suggestion, as SwiftUI words it.
        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// No actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View {
            EmptyView()
        }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The standard page for a search that found nothing: "No Results".
    public static var search: ContentUnavailableView {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: nil) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// The standard page for a search for `text` that found nothing: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}
