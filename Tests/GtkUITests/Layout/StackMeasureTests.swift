import GtkUI
import GtkUITesting
import Testing

/// A row's height does not depend on whether GTK measures it for a width or for none.
///
/// GTK's box layout measures a row (a horizontal `GtkBox`) for no width as its tallest child,
/// but for a width it stacks the highest part above any child's baseline on the deepest part
/// below one, even when no child sits on the baseline. An icon (16 px, baseline at 12) beside
/// a line of text (16 px, baseline at 13) made a row 16 px tall for no width and 17 px for
/// every width; a column of such rows, given the height it asked for, logged "GtkBox reports
/// a minimum height of 16, but minimum height for width of 1048576 is 17. Expect overlapping
/// widgets." (the Images Catalog page did, 12 times a test run).
@MainActor
@Suite("Stack measuring", .serialized)
struct StackMeasureTests {
    struct IconRows: View {
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                VStack(alignment: .leading) {
                    ForEach(0..<24, id: \.self) { index in
                        HStack(spacing: 10) {
                            Image(systemName: "star")
                            Text(verbatim: "Row \(index): an icon beside a line of text")
                        }
                    }
                }
                Spacer()
            }
        }
    }

    @Test("a column of icon-and-text rows, taller than the window, lays out without a GTK critical")
    func iconBesideTextLogsNothing() throws {
        let (host, logged) = try capturingGTKLog { () -> GtkTestHost in
            let host = try GtkTestHost(IconRows())
            host.window.setDefaultSize(width: 500, height: 200)
            host.waitUntilIdle()
            return host
        }
        defer { host.close() }
        #expect(logged.isEmpty, "GTK logged: \(logged)")
    }

    struct PaddedRow: View {
        var body: some View {
            HStack {
                Text("Tall").padding(.vertical, 18)
                Text("Padded above").padding(.top, 24)
                Text("Plain")
            }
        }
    }

    @Test("a row of fixed-size texts is as tall as its tallest text, not its baselines stacked")
    func fixedSizeRowKeepsTallestHeight() throws {
        let host = try GtkTestHost(PaddedRow())
        defer { host.close() }
        let tall = try #require(host.label("Tall"))
        let above = try #require(host.label("Padded above"))
        let row = try #require(tall.parent)
        // The row's children are not aligned on their baselines, so the tall text's part
        // below its baseline and the other's part above it do not add up.
        #expect(row.allocatedSize.height == max(tall.renderedSize.height, above.renderedSize.height))
    }
}
