import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `Link`, `openURL` and `ShareLink` on the in-memory backend: a link goes through the
/// environment's action (the desktop's handler by default), and sharing copies the item.
@MainActor
@Suite("Links")
struct LinkTests {
    static let gnome = URL(string: "https://www.gnome.org")!

    @Test("a link opens its URL with the desktop's handler")
    func defaultOpens() throws {
        let host = CoreHost(Link("GNOME", destination: Self.gnome))
        let link = try #require(host.allWidgets.first { $0.kind == "Link" })
        #expect(link.properties["url"] as? String == "https://www.gnome.org")
        link.click()
        #expect(host.backend.openedURLs == [Self.gnome])
    }

    @Test("an openURL action in the environment sees the URL; .handled keeps it from the desktop")
    func interceptedByEnvironment() throws {
        var seen: [URL] = []
        let view = VStack {
            Link("GNOME", destination: Self.gnome)
            Link(destination: URL(string: "https://apps.gnome.org")!) { Text("Apps") }
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                seen.append(url)
                return url.host == "apps.gnome.org" ? .systemAction : .handled
            })
        let host = CoreHost(view)
        let links = host.allWidgets.filter { $0.kind == "Link" }
        links[0].click()
        links[1].click()
        #expect(seen.map(\.absoluteString) == ["https://www.gnome.org", "https://apps.gnome.org"])
        #expect(host.backend.openedURLs.map(\.absoluteString) == ["https://apps.gnome.org"])
    }

    @Test("ShareLink copies a URL's address or a text to the clipboard")
    func shareCopies() throws {
        let host = CoreHost(
            VStack {
                ShareLink(item: Self.gnome)
                ShareLink("Share Note", item: "Buy milk", subject: Text("Note"))
            })
        let buttons = host.allWidgets.filter { $0.kind == "Button" }
        #expect(buttons.count == 2)
        buttons[0].click()
        #expect(host.backend.clipboardText == "https://www.gnome.org")
        buttons[1].click()
        #expect(host.backend.clipboardText == "Buy milk")
        #expect(host.texts.contains("Share"))
        #expect(host.texts.contains("Share Note"))
    }
}
