import Foundation
import GtkUI

/// Menus with buttons, a toggle, a picker, sections and a submenu; a borderless menu, an icon
/// menu and a split button; a card with a context menu; links through `openURL`; share links
/// that copy to the clipboard.
struct MenusCatalog: View {
    enum Sort: String, CaseIterable, Identifiable {
        case name = "Name"
        case date = "Date Modified"
        case size = "Size"
        var id: Self { self }
    }

    @State private var lastAction = "none yet"
    @State private var showsHidden = false
    @State private var sort = Sort.name
    @State private var isPinned = false
    @State private var canPaste = false
    /// The action above this page: the desktop's browser in the app.
    @Environment(\.openURL) private var openURL

    private static let website = URL(string: "https://www.gnome.org")!
    private static let guide = URL(string: "https://developer.gnome.org/hig/")!

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Last action: \(lastAction)").font(.headline)
            HStack {
                Menu("File") {
                    Button("New Window") { lastAction = "New Window" }
                        .keyboardShortcut("n")
                    Button("Open…") { lastAction = "Open" }
                    Menu("Open Recent") {
                        ForEach(["Notes.txt", "Budget.ods", "Talk.odp"], id: \.self) { file in
                            Button(file) { lastAction = "Open \(file)" }
                        }
                    }
                    Divider()
                    Button("Paste") { lastAction = "Paste" }.disabled(!canPaste)
                    Button("Move to Trash", role: .destructive) { lastAction = "Move to Trash" }
                }
                Menu("View") {
                    Toggle("Show Hidden Files", isOn: $showsHidden)
                    Picker("Sort By", selection: $sort) {
                        ForEach(Sort.allCases) { Text($0.rawValue) }
                    }
                    Section("Zoom") {
                        Button("Zoom In") { lastAction = "Zoom In" }
                        Button("Zoom Out") { lastAction = "Zoom Out" }
                    }
                }
                Menu("More", systemImage: "ellipsis.circle") {
                    Button("Preferences") { lastAction = "Preferences" }
                    Button("About") { lastAction = "About" }
                }
                .menuStyle(.borderlessButton)
                Menu("Save") {
                    Button("Save As…") { lastAction = "Save As" }
                    Button("Save a Copy…") { lastAction = "Save a Copy" }
                } primaryAction: {
                    lastAction = "Save"
                }
            }
            Text("Hidden files \(showsHidden ? "shown" : "hidden"), sorted by \(sort.rawValue)")
            Toggle("Clipboard has something to paste", isOn: $canPaste)
            HStack {
                Text(isPinned ? "Pinned note" : "Note")
                Button("Edit") { lastAction = "Edit Note" }
            }
            .padding(12)
            .background(Color.yellow.opacity(0.3))
            .contextMenu {
                Toggle("Pinned", isOn: $isPinned)
                Button("Copy Text") { lastAction = "Copy Text" }
                Divider()
                Button("Delete Note", role: .destructive) { lastAction = "Delete Note" }
            }
            HStack {
                Link("GNOME Website", destination: Self.website)
                Link(destination: Self.guide) {
                    Label("Design Guidelines", systemImage: "link")
                }
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    lastAction = "Opened \(url.host ?? url.absoluteString)"
                    openURL(url)
                    return .handled
                })
            HStack {
                ShareLink(item: Self.website)
                ShareLink("Share Guidelines", item: Self.guide)
            }
        }
    }
}
