import Foundation
import GtkUI
import GtkUITesting

@testable import GtkUIGallery

/// The gallery window as the page tests open it.
@MainActor
enum GalleryTestHost {
    /// A host over the whole gallery in English, with `@AppStorage` in a fresh file so the
    /// remembered page starts unset and the user's settings are never touched.
    static func make(_ selection: GallerySelection? = nil) throws -> GtkTestHost {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkui-gallery-\(UUID().uuidString)/app-storage.json")
        _AppStorageStore.shared = _AppStorageStore(fileURL: file)
        return try GtkTestHost(
            GalleryRootView(selection: selection), environment: GalleryResources.environment(language: "en"))
    }

    /// Every sidebar entry's title, in sidebar order.
    static var entryTitles: [String] {
        GallerySidebarSection.all.flatMap(\.entries).map(\.title)
    }

    /// Scrolls the sidebar to the entry titled `title`, as a person would, and clicks it.
    static func choose(_ title: String, in host: GtkTestHost) throws {
        let sidebar = try host.scrolledList()
        try host.scroll(sidebar, toShow: title)
        try host.clickPointer(on: host.row(showing: title, in: sidebar))
    }

    /// `widget` and everything inside it, depth first.
    static func descendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
        [widget] + widget.children.flatMap { descendants(of: $0) }
    }
}
