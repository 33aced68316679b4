import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `Link` and `ShareLink` on real GTK widgets: a `GtkLinkButton` whose click goes through the
/// environment's `openURL`, and a button that puts the item on the desktop's clipboard.
@MainActor
@Suite("Links on GTK", .serialized)
struct LinkGtkTests {
    static let gnome = URL(string: "https://www.gnome.org")!

    @Test("clicking a link calls the openURL action with its destination, once; the link looks visited")
    func clickLink() throws {
        var opened: [URL] = []
        let view = VStack {
            Link("GNOME Website", destination: Self.gnome)
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                opened.append(url)
                return .handled
            })
        let host = try GtkTestHost(view)
        defer { host.close() }
        let link = try host.link("GNOME Website")
        #expect(link.hasCSSClass("link"))
        #expect(link.tooltip == "https://www.gnome.org" || link.tooltip == nil)
        host.click(link)
        #expect(opened == [Self.gnome])
        #expect(link.isVisited)
    }

    @Test("Enter on a focused link opens it, as a click does")
    func keyboardLink() throws {
        var opened: [URL] = []
        let view = Link(destination: Self.gnome) { Label("Website", systemImage: "link") }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.append(url)
                    return .discarded
                })
        let host = try GtkTestHost(view)
        defer { host.close() }
        let link = try host.link("Website")
        link.grabFocus()
        try host.press(key: .return)
        #expect(opened == [Self.gnome])
    }

    @Test("ShareLink copies the URL to the clipboard, where a paste reads it back")
    func share() throws {
        let host = try GtkTestHost(
            VStack {
                ShareLink(item: Self.gnome)
                ShareLink("Share Note", item: "Buy milk")
            })
        defer { host.close() }
        let share = try host.button("Share")
        #expect(share.tooltip == "Copy “https://www.gnome.org” to the clipboard")
        host.click(share)
        #expect(host.clipboardText() == "https://www.gnome.org")
        host.click(try host.button("Share Note"))
        #expect(host.clipboardText() == "Buy milk")
    }
}
