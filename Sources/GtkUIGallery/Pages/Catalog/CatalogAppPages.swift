import GtkUI

/// The Catalog pages for an app's structure: its scenes and windows.
enum CatalogAppPages {
    /// The pages, in sidebar order.
    static var all: [GalleryPage] {
        [
            GalleryPage(
                name: "catalog-scenes", seed: .catalog, title: "Scenes and windows",
                explanation: "The scene phase follows this window: click another window and it turns inactive. "
                    + "The color scheme follows the desktop, or the request of a shown .preferredColorScheme. "
                    + "openWindow(id:) opens the gallery's Note scene; openWindow(value:) opens one Chapter window "
                    + "per chapter number (asking again brings it to the front); Preferences… (or Ctrl+,) opens its "
                    + "Settings scene, one window at a time. The ☰ main menu at the end of the header bar (F10 opens it) comes from "
                    + ".commands on the gallery's WindowGroup: View ▸ Count Up (Ctrl+K anywhere in the window) and "
                    + "Show Banner change what this page shows; Reset Count is disabled while the count is 0."
            ) { ScenesCatalog() },
            GalleryPage(
                name: "catalog-focused-commands", seed: .catalog, title: "Focused commands",
                explanation: "The headline and subtitle fields publish their text with .focusedValue while they have "
                    + "focus; the main menu's Text ▸ Make Uppercase (Ctrl+Alt+U) and Make Lowercase read it with "
                    + "@FocusedBinding and change the focused field, and are disabled while the notes field, or "
                    + "nothing, has focus. The page publishes its caption count with .focusedSceneValue, shown "
                    + "at the end of the Text menu. With two gallery windows open the commands act on the active "
                    + "one. The main menu's Toggle Sidebar (F9, SidebarCommands) hides the sidebar of a split view page."
            ) { FocusedCommandsCatalog() },
            GalleryPage(
                name: "catalog-window-values", seed: .catalog, title: "Window and desktop values",
                explanation: "Environment values about this window and the desktop, read live. The size classes "
                    + "turn compact below 500 pixels wide and 400 tall — resize the window, and the buttons stack "
                    + "up. The text size follows the desktop's text scaling (GNOME's Large Text is xxLarge); the "
                    + "display scale is the window's scale factor."
            ) { WindowValuesCatalog() },
            GalleryPage(
                name: "catalog-previews", seed: .catalog, title: "Previews",
                explanation: "#Preview declarations, found in the running program: pick one to show it here. "
                    + "Any GtkUI app opens one alone with --preview NAME and lists them with --list-previews "
                    + "(try `gtkui-gallery --preview \"Status badges\"`). An unnamed preview goes by its file's "
                    + "name; @Previewable state works as the view's own."
            ) { PreviewsCatalog() },
            GalleryPage(
                name: "catalog-accessibility", seed: .catalog, title: "Accessibility",
                explanation: "What a screen reader hears: the two speaker buttons are icons named Quieter and Louder "
                    + "with .accessibilityLabel, described with .accessibilityHint, and Louder carries the volume "
                    + "as .accessibilityValue; the readout between them is hidden with .accessibilityHidden. "
                    + "Player is a heading because of its title font, Queue because of .isHeader; the favourite "
                    + "line is selected while the toggle is on. Louder has an .accessibilityIdentifier for tests. "
                    + "Under Elements, the contact card is one element (.accessibilityElement(children: .combine)) "
                    + "named by its texts, whose default action (Enter or Space on it) flips Available; the stars "
                    + "are ignored and read as their label; Playback is a group (.contain) around its buttons; "
                    + "each note offers Delete (.accessibilityAction(named:)) in its context menu — right-click, "
                    + "the Menu key or Shift+F10 — and over AT-SPI, and Escape in the notes brings them back."
            ) { AccessibilityCatalog() },
        ]
    }
}

/// The scene phase and color scheme as read live, a dark-style request, and buttons that open
/// the gallery's other scenes.
struct ScenesCatalog: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.colorScheme) private var scheme
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @State private var prefersDark = false
    private let commands = GalleryCommandState.shared

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            LabeledContent("Scene phase", value: String(describing: phase))
            LabeledContent("Color scheme", value: String(describing: scheme))
            Toggle("Dark style for this app", isOn: $prefersDark)
            LabeledContent("Main menu count", value: "\(commands.count)")
            if commands.showsBanner { Text("Banner shown from the main menu").font(.headline) }
            HStack {
                Button("New Note Window") { openWindow(id: "note") }
                Button("Preferences…") { openSettings() }
            }
            HStack {
                Button("Open Chapter 1") { openWindow(value: 1) }
                Button("Open Chapter 2") { openWindow(value: 2) }
            }
        }
        .padding()
        .preferredColorScheme(prefersDark ? .dark : nil)
    }
}

/// The gallery's second scene: a small note window.
struct GalleryNoteWindow: View {
    @State private var text = ""
    var body: some View {
        VStack(alignment: .leading) {
            Text("A window of the Note scene").font(.headline)
            TextEditor(text: $text)
        }
        .padding()
    }
}

/// The gallery's value scene: a window per chapter number, whose buttons change the number
/// the window presents.
struct GalleryChapterWindow: View {
    @Binding var chapter: Int?
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Chapter \(chapter ?? 1)").font(.title2)
            HStack {
                Button("Previous") { chapter = max(1, (chapter ?? 1) - 1) }
                Button("Next") { chapter = (chapter ?? 1) + 1 }
            }
        }
        .padding()
    }
}

/// The gallery's Settings scene.
struct GalleryPreferences: View {
    @AppStorage("gallery.showsTips") private var showsTips = true
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Preferences").font(.title2)
            Toggle("Show tips", isOn: $showsTips)
        }
        .padding()
    }
}
