import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.navigationSplitViewColumnWidth(min:ideal:max:)` on real GTK: the sidebar starts at its
/// ideal width, and dragging the divider with the pointer stops at its greatest and least
/// width.
@MainActor
@Suite("NavigationSplitView column widths on GTK", .serialized)
struct NavigationSplitViewColumnWidthGtkTests {
    static let notes = ["Groceries", "Ideas"]

    struct Widths: View {
        let max: Double?
        var body: some View {
            NavigationSplitView {
                List(NavigationSplitViewColumnWidthGtkTests.notes, id: \.self) { Text($0) }
                    .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: max)
            } detail: {
                Text("Detail")
            }
        }
    }

    @Test("dragging the divider right stops at the sidebar's greatest width, left at its least")
    func greatestWidth() throws {
        let host = try GtkTestHost(Widths(max: 300))
        defer { host.close() }
        try host.resizeWindow(width: 900, height: 500)
        let sidebar = try #require(host.shownSplitViewColumns.first)
        #expect(sidebar.allocatedSize.width == 200)
        try host.dragSplitViewDivider(by: 250)
        #expect(sidebar.allocatedSize.width == 300)
        try host.dragSplitViewDivider(by: -300)
        #expect(sidebar.allocatedSize.width == 150)
    }

    @Test("without a greatest width the same drag widens the sidebar past it")
    func noGreatestWidth() throws {
        let host = try GtkTestHost(Widths(max: nil))
        defer { host.close() }
        try host.resizeWindow(width: 900, height: 500)
        let sidebar = try #require(host.shownSplitViewColumns.first)
        try host.dragSplitViewDivider(by: 250)
        #expect(sidebar.allocatedSize.width > 400)
    }
}
