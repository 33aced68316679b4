import GtkUI

/// The gallery window's content: a sidebar of seed 000's patterns and every page, grouped by
/// where they come from and searchable by name, beside the chosen one.
///
/// The last page chosen is remembered (`@AppStorage`) and shown again at the next launch,
/// unless the command line asks for another. Each choice mounts a fresh view (`.id`), so
/// switching starts over as launching with `--pattern` or `--page` would.
public struct GalleryRootView: View {
    @AppStorage("lastPage") private var lastPage = GallerySelection.initial.name
    @State private var selection: GallerySelection?
    @State private var query = ""

    /// Creates the gallery showing `selection` first, or the page shown last when nil.
    public init(selection: GallerySelection? = nil) {
        _selection = State(initialValue: selection)
    }

    /// The sidebar list in GNOME's navigation-sidebar style beside the chosen page, whose
    /// title is the window's.
    public var body: some View {
        NavigationSplitView {
            GallerySidebar(query: query, selection: $selection)
                .navigationSplitViewColumnWidth(min: 200, ideal: 240, max: 320)
        } detail: {
            if let selection {
                selection.makeView()
                    .id(selection)
                    .navigationTitle(selection.title)
            } else {
                Text("Choose a page in the sidebar")
                    .foregroundStyle(.secondary)
                    .navigationTitle("GtkUI Gallery")
            }
        }
        .searchable(text: $query, placement: .sidebar, prompt: "Search Pages")
        .onAppear {
            if selection == nil { selection = GallerySelection(name: lastPage) ?? .initial }
        }
        .onChange(of: selection) { _, chosen in
            if let chosen { lastPage = chosen.name }
        }
    }
}

/// The sidebar: a section per source, each entry one selectable row.
struct GallerySidebar: View {
    let query: String
    @Binding var selection: GallerySelection?
    @State private var hasScrolledToSelection = false

    var body: some View {
        let sections = GallerySidebarSection.matching(query)
        ScrollViewReader { proxy in
            List(selection: $selection) {
                ForEach(sections) { section in
                    Section(section.title) {
                        ForEach(section.entries, id: \.self) { entry in
                            Text(entry.title)
                        }
                    }
                }
                if sections.isEmpty {
                    Text("No page matches “\(query)”")
                        .foregroundStyle(.secondary)
                }
            }
            .listStyle(.sidebar)
            // The page shown at launch (remembered, or from the command line) may be far down:
            // scroll to it once. Later choices are made in the list, where they already show.
            .onChange(of: selection, initial: true) {
                guard !hasScrolledToSelection, let selection else { return }
                hasScrolledToSelection = true
                proxy.scrollTo(selection)
            }
        }
    }
}

/// A page's content in the detail pane: from the top left, with GNOME's margins, whatever
/// the content's size.
struct GalleryDetailView<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            content()
        }
        .padding(.horizontal, 24)
        .padding(.vertical, 18)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
