import GtkUI

/// What the gallery window shows: one of seed 000's patterns or a page from seeds 001–004.
public enum GallerySelection: Hashable, Sendable {
    /// A way of building seed 000's numeric-input sample.
    case pattern(SamplePattern)
    /// A page from the seed gallery, by command-line name.
    case page(String)

    /// A fresh view for the selection, with its own models.
    @MainActor
    func makeView() -> AnyView {
        switch self {
        case .pattern(let pattern): pattern.makeView()
        case .page(let name): GalleryPage.named(name)?.makeView() ?? AnyView(Text(verbatim: "No page named \(name)"))
        }
    }
}

/// The gallery window's content: a sidebar listing the patterns and pages beside the selected one.
///
/// Each selection mounts a fresh view (`.id`), so switching starts over as launching with
/// `--pattern` or `--page` would.
public struct GalleryRootView: View {
    @State private var selection: GallerySelection

    /// Creates the gallery showing `selection` first.
    public init(selection: GallerySelection = .pattern(.defaultPattern)) {
        _selection = State(initialValue: selection)
    }

    /// A 260-point-wide sidebar listing seed 000's patterns and the gallery pages, beside the
    /// selected one's view.
    public var body: some View {
        HStack(alignment: .top, spacing: 0) {
            List {
                Text(verbatim: "Seed 000")
                ForEach(SamplePattern.allCases) { pattern in
                    SidebarButton(title: pattern.title, isSelected: selection == .pattern(pattern)) {
                        selection = .pattern(pattern)
                    }
                }
                ForEach(GalleryPage.all) { page in
                    SidebarButton(
                        title: "\(page.seed.title) · \(page.title)", isSelected: selection == .page(page.name)
                    ) {
                        selection = .page(page.name)
                    }
                }
            }
            .frame(width: 260)
            selection.makeView()
                .id(selection)
        }
    }
}

/// One entry of the sidebar.
struct SidebarButton: View {
    let title: String
    let isSelected: Bool
    let select: @MainActor () -> Void

    var body: some View {
        Button(action: select) {
            Text(verbatim: isSelected ? "▸ \(title)" : title)
        }
    }
}
