import GtkUI
import GtkUITesting
import Testing

/// `ContentUnavailableView` on real GTK: GNOME's status page — a large dimmed icon, a bold
/// title, a dimmed description and the actions — and symbol sizes from an explicit font size.
@MainActor
@Suite("ContentUnavailableView on GTK", .serialized)
struct ContentUnavailableGtkTests {
    struct Empty: View {
        @State var added = 0
        var body: some View {
            ContentUnavailableView {
                Label("No Notes", systemImage: "doc")
            } description: {
                Text("Create one with the + button.")
            } actions: {
                Button("New Note") { added += 1 }
                Text("Added \(added)")
            }
        }
    }

    @Test("the icon is 64 pixels, the title is large and bold, the actions work")
    func statusPage() throws {
        let host = try GtkTestHost(Empty())
        defer { host.close() }
        let icon = try host.icon("text-x-generic-symbolic")
        #expect(icon.renderedSize == (64, 64))
        let title = try #require(host.label("No Notes")?.drawnRuns.first)
        let description = try #require(host.label("Create one with the + button.")?.drawnRuns.first)
        #expect(title.weight >= 700 && title.pixelSize > description.pixelSize)
        #expect(host.shownTexts.contains("Added 0"))
        host.click(try host.button("New Note"))
        #expect(host.shownTexts.contains("Added 1"))
    }

    @Test(".search(text:) says what found nothing; .search without text says No Results")
    func search() throws {
        let host = try GtkTestHost(
            VStack {
                ContentUnavailableView.search(text: "milk")
                ContentUnavailableView.search
                ContentUnavailableView("No Selection", systemImage: "doc", description: Text("Pick a row."))
            })
        defer { host.close() }
        for text in [
            "No Results for “milk”", "No Results", "Check the spelling or try a new search.", "No Selection",
            "Pick a row.",
        ] {
            #expect(host.label(text) != nil, "\(text) is shown: \(host.shownTexts)")
        }
        #expect(host.icons.map(\.renderedSize.width) == [64, 64, 64])
    }

    @Test("a symbol takes the size of an explicit .font(.system(size:)); text styles keep the 16-pixel grid")
    func symbolFontSize() throws {
        let host = try GtkTestHost(
            HStack {
                Image(systemName: "star").font(.system(size: 40))
                Image(systemName: "star").font(.title)
                Label("Big", systemImage: "star").font(.custom("Cantarell", size: 24))
            })
        defer { host.close() }
        #expect(host.icons.map(\.renderedSize.width) == [40, 16, 24])
    }
}
