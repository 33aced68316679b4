import GtkUI
import Testing

/// `import GtkUI` alone brings what SwiftUI code uses from Foundation, networking included.
@Suite("One import")
struct ImportTests {
    @Test("URLSession and URLRequest compile with only import GtkUI (FoundationNetworking on Linux)")
    func networking() throws {
        let request = URLRequest(url: try #require(URL(string: "https://example.org/feed.json")))
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        #expect(request.url?.host == "example.org")
        #expect(session.configuration.timeoutIntervalForRequest > 0)
    }
}
