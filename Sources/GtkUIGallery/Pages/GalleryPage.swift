import GtkUI

/// One code example from seeds 001–004, ported to GtkUI, or one of GtkUI's own examples,
/// shown as a page of the gallery.
///
/// Each seed contributes its pages through a `SeedNNNPages.all` list, and GtkUI's own
/// through `GtkUIPages.all`; the gallery lists them in
/// its sidebar and opens one with `--page NAME`.
public struct GalleryPage: Identifiable, Sendable {
    /// The source document a page comes from.
    public enum Seed: Int, CaseIterable, Sendable {
        /// The blog post on holding `@Observable` models with `@State`, `@Environment`,
        /// `@Binding` and `@Bindable`.
        case observation = 1
        /// Apple's article "Managing Model Data in Your App".
        case managingModelData = 2
        /// The blog post walking through every SwiftUI property wrapper.
        case propertyWrappers = 3
        /// The blog post that rebuilds `@State` and `@Binding` as custom property wrappers.
        case customWrappers = 4
        /// No seed: pages that show what GtkUI adds beyond the seeds' examples, such as lazy
        /// lists.
        case gtkUI = 100
        /// No seed: the Catalog, a page per family of SwiftUI API (text, layout, images, …).
        case catalog = 200

        /// How the seed is named in the sidebar, e.g. `Seed 003`, `GtkUI` for GtkUI's own
        /// pages or `Catalog`.
        public var title: String {
            switch self {
            case .gtkUI: "GtkUI"
            case .catalog: "Catalog"
            default: "Seed " + String(format: "%03d", rawValue)
            }
        }
    }

    /// The command-line name, used with `--page`.
    public let name: String
    /// The seed the example comes from.
    public let seed: Seed
    /// The title shown in the sidebar and above the page.
    public let title: String
    /// One paragraph shown above the example: what it demonstrates and what to try.
    public let explanation: String
    private let content: @MainActor @Sendable () -> AnyView

    /// Describes a page whose example is the view `content` builds, fresh for each visit.
    public init<Content: View>(
        name: String, seed: Seed, title: String, explanation: String,
        content: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.seed = seed
        self.title = title
        self.explanation = explanation
        self.content = { AnyView(content()) }
    }

    /// The command-line name.
    public var id: String { name }

    /// The seed's example alone, as the tests mount it.
    @MainActor
    public func makeContent() -> AnyView { content() }

    /// The page as the gallery shows it: the explanation above the example.
    @MainActor
    public func makeView() -> AnyView { AnyView(GalleryPageView(page: self)) }

    /// Every page, in sidebar order.
    public static var all: [GalleryPage] {
        Seed001Pages.all + Seed002Pages.all + Seed003Pages.all + Seed004Pages.all + GtkUIPages.all
            + CatalogPages.all
    }

    /// The page with the command-line name `name`, if there is one.
    public static func named(_ name: String) -> GalleryPage? {
        all.first { $0.name == name }
    }
}

/// Shows a page's explanation above its example, from the top left of the detail pane
/// whatever the example's size; the page's title is the window's.
struct GalleryPageView: View {
    let page: GalleryPage

    var body: some View {
        GalleryDetailView {
            Text(verbatim: page.explanation)
                .foregroundStyle(.secondary)
                .frame(width: 520, alignment: .leading)
            page.makeContent()
        }
    }
}
