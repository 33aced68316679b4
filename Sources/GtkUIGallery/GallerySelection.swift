import GtkUI

/// What the gallery window shows: one of seed 000's patterns or a page from seeds 001–004,
/// GtkUI's own pages or the Catalog.
public enum GallerySelection: Hashable, Sendable {
    /// A way of building seed 000's numeric-input sample.
    case pattern(SamplePattern)
    /// A page from the seed gallery, by command-line name.
    case page(String)

    /// What the gallery shows when nothing was chosen yet: seed 000's default pattern.
    public static let initial = GallerySelection.pattern(.defaultPattern)

    /// The selection whose command-line name (`--pattern` or `--page` value) is `name`.
    public init?(name: String) {
        if let pattern = SamplePattern(rawValue: name) {
            self = .pattern(pattern)
        } else if GalleryPage.named(name) != nil {
            self = .page(name)
        } else {
            return nil
        }
    }

    /// The command-line name: the `--pattern` or `--page` value that opens it.
    public var name: String {
        switch self {
        case .pattern(let pattern): pattern.rawValue
        case .page(let name): name
        }
    }

    /// The title shown in the sidebar and the window's title bar.
    public var title: String {
        switch self {
        case .pattern(let pattern): pattern.title
        case .page(let name): GalleryPage.named(name)?.title ?? name
        }
    }

    /// Whether the sidebar's search for `query` finds this entry: by title or command-line
    /// name, ignoring case and diacritics.
    func matches(_ query: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespaces)
        return query.isEmpty || title.localizedStandardContains(query) || name.localizedStandardContains(query)
    }

    /// A fresh view for the selection, with its own models.
    @MainActor
    func makeView() -> AnyView {
        switch self {
        case .pattern(let pattern): AnyView(GalleryDetailView { pattern.makeView() })
        case .page(let name): GalleryPage.named(name)?.makeView() ?? AnyView(Text(verbatim: "No page named \(name)"))
        }
    }
}
