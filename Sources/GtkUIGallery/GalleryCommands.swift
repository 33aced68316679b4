import GtkUI
import Observation

/// What the gallery's main menu commands change, shown on the Scenes and windows page.
@Observable @MainActor
final class GalleryCommandState {
    /// The one state of the gallery's main window.
    static let shared = GalleryCommandState()
    /// How many times View ▸ Count Up (Ctrl+K) ran.
    var count = 0
    /// Whether View ▸ Show Banner is on.
    var showsBanner = false
}

/// The gallery's main menu: a View menu whose items change what the Scenes and windows page
/// shows, with a shortcut that works anywhere in the window; a Text menu acting on the focused
/// field of the Focused commands page; and Toggle Sidebar for the split view pages.
struct GalleryCommands: Commands {
    let state: GalleryCommandState

    var body: some Commands {
        CommandMenu("View") {
            Button("Count Up") { state.count += 1 }
                .keyboardShortcut("k")
            Toggle("Show Banner", isOn: Bindable(state).showsBanner)
            Button("Reset Count") { state.count = 0 }
                .disabled(state.count == 0)
        }
        GalleryTextCommands()
        SidebarCommands()
    }
}
