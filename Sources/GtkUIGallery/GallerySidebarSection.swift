/// One titled group of the gallery's sidebar: seed 000's patterns, or the pages of one seed,
/// of GtkUI's own examples or of the Catalog.
struct GallerySidebarSection: Identifiable {
    /// The section header, e.g. `Seed 000` or `Catalog`.
    let title: String
    /// The entries, in sidebar order.
    let entries: [GallerySelection]

    var id: String { title }

    /// Every section, in sidebar order.
    static let all: [GallerySidebarSection] =
        [GallerySidebarSection(title: "Seed 000", entries: SamplePattern.allCases.map { .pattern($0) })]
        + GalleryPage.Seed.allCases.map { seed in
            GallerySidebarSection(
                title: seed.title, entries: GalleryPage.all.filter { $0.seed == seed }.map { .page($0.name) })
        }

    /// The sections with an entry that `query` finds, holding only those entries; all of
    /// them for an empty query.
    static func matching(_ query: String) -> [GallerySidebarSection] {
        all.compactMap { section in
            let entries = section.entries.filter { $0.matches(query) }
            return entries.isEmpty ? nil : GallerySidebarSection(title: section.title, entries: entries)
        }
    }
}
