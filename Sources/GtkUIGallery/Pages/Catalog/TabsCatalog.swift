import GtkUI

/// A tab view bound to a selection: three tabs with `.tabItem` labels and `.tag`s, whose tabs
/// sit in the window's header bar; a counter on the first tab that keeps its count while
/// another tab is shown; buttons that switch tabs from code; and a tab view nested in a page,
/// written with `Tab`, whose tabs sit above its pages.
struct TabsCatalog: View {
    enum Mailbox: String, Hashable {
        case inbox, drafts, settings
    }

    @State private var selection = Mailbox.inbox

    var body: some View {
        VStack(spacing: 8) {
            TabView(selection: $selection) {
                InboxTab()
                    .tabItem { Label("Inbox", systemImage: "envelope") }
                    .tag(Mailbox.inbox)
                VStack(spacing: 8) {
                    Text("Drafts").font(.headline)
                    Button("Back to the inbox") { selection = .inbox }
                }
                .tabItem { Label("Drafts", systemImage: "doc") }
                .tag(Mailbox.drafts)
                NestedTabs()
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(Mailbox.settings)
            }
            .frame(height: 180)
            Text("Selected tab: \(selection.rawValue)")
        }
    }

    /// A counter whose state survives switching tabs.
    struct InboxTab: View {
        @State private var unread = 3

        var body: some View {
            VStack(spacing: 8) {
                Text("\(unread) unread messages").font(.headline)
                Button("Mark one read") { unread = max(unread - 1, 0) }
            }
        }
    }

    /// A tab view inside a page: its tabs stay above its own pages.
    struct NestedTabs: View {
        @State private var pane = 0

        var body: some View {
            TabView(selection: $pane) {
                Tab("General", systemImage: "gear", value: 0) { Text("General settings") }
                Tab("Sound", systemImage: "speaker.wave.2", value: 1) { Text("Sound settings") }
            }
        }
    }
}
