import GtkUI

/// The Catalog: one gallery page per family of SwiftUI API that GtkUI implements, each showing
/// the API's variants side by side on real GTK widgets. Each family keeps its pages in its own
/// file.
enum CatalogPages {
    /// Every Catalog page, in sidebar order.
    static var all: [GalleryPage] {
        CatalogLayoutPages.all + CatalogTextPages.all + CatalogColorPages.all + CatalogImagePages.all
            + CatalogShapePages.all + CatalogButtonPages.all + CatalogMenuPages.all + CatalogPresentationPages.all
            + CatalogChoicePages.all
            + CatalogValuePickerPages.all
            + CatalogControlPages.all
            + CatalogEventPages.all
            + CatalogGesturePages.all + CatalogMotionPages.all
            + CatalogPersistencePages.all + CatalogAppPages.all
            + CatalogNavigationPages.all
            + CatalogToolbarPages.all
    }
}
