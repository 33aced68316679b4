import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.containerRelativeFrame` on GTK: a view as wide as the window's content follows a resize,
/// and pages of a horizontal scroll view are each as wide as its visible area.
@MainActor
@Suite("containerRelativeFrame on GTK", .serialized)
struct ContainerRelativeFrameGtkTests {
    struct Banner: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Half").containerRelativeFrame(.horizontal) { width, _ in width / 2 }
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { index in
                            Text("Page \(index)").containerRelativeFrame(.horizontal)
                        }
                    }
                }
            }
        }
    }

    @Test("half the window's width, following a resize; scroll view pages as wide as the scroll view")
    func followsContainer() throws {
        let host = try GtkTestHost(Banner())
        defer { host.close() }
        try host.resizeWindow(width: 600, height: 300)
        // The frames are the labels' parents: a frame box around each.
        func width(_ text: String) -> Int { (try? host.shownLabel(text))?.parent?.allocatedSize.width ?? 0 }
        let window = { host.window.allocatedSize.width }
        #expect(
            host.waitUntil { abs(width("Half") - window() / 2) <= 2 }, "half of \(window()): \(width("Half"))")
        #expect(host.waitUntil { abs(width("Page 0") - window()) <= 2 }, "a page: \(width("Page 0"))")
        try host.resizeWindow(width: 420, height: 300)
        #expect(window() < 500)
        #expect(host.waitUntil { abs(width("Half") - window() / 2) <= 2 }, "after the resize: \(width("Half"))")
        #expect(host.waitUntil { abs(width("Page 1") - window()) <= 2 }, "after the resize: \(width("Page 1"))")
    }
}
