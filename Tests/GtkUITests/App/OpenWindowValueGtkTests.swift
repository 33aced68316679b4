import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `WindowGroup(for:)` and `openWindow(value:)` on real GTK: one window per value, each with
/// the value bound to its content, and a clear report for a value no scene presents.
@MainActor
@Suite("Windows presenting values on GTK", .serialized)
struct OpenWindowValueGtkTests {
    struct LibraryApp: App {
        var body: some Scene {
            WindowGroup("Library") { Shelf() }
            WindowGroup("Book", for: Int.self) { $number in BookView(number: $number) }
        }
    }

    struct Shelf: View {
        @Environment(\.openWindow) private var openWindow
        var body: some View {
            VStack {
                Button("Open Book 7") { openWindow(value: 7) }
                Button("Open Book 8") { openWindow(value: 8) }
                Button("Open a Title") { openWindow(value: "Dune") }
            }
        }
    }

    struct BookView: View {
        @Binding var number: Int?
        var body: some View {
            VStack {
                Text("Book \(number.map(String.init) ?? "none")")
                Button("Next Book") { number = (number ?? 0) + 1 }
            }
        }
    }

    @Test("openWindow(value:) opens one window per value, its content bound to the value")
    func oneWindowPerValue() throws {
        let host = try GtkTestHost(app: LibraryApp())
        defer { host.close() }
        host.click(try host.button("Open Book 7"))
        var windows = try #require(host.appWindows?.hosts)
        #expect(windows.count == 2)
        #expect(windows.last?.title == "Book")
        let book7 = try #require(windows.last)
        #expect(host.label("Book 7", in: book7.window) != nil)
        host.click(try host.button("Open Book 7"))
        windows = try #require(host.appWindows?.hosts)
        #expect(windows.count == 2, "the window already presenting 7 comes to the front instead")
        host.click(try host.button("Open Book 8"))
        windows = try #require(host.appWindows?.hosts)
        #expect(windows.count == 3)
        let book8 = try #require(windows.last)
        #expect(host.label("Book 8", in: book8.window) != nil)
        host.click(try host.button("Next Book", in: book8.window))
        #expect(host.label("Book 9", in: book8.window) != nil, "the binding writes the window's value")
    }

    @Test("a value of a type no scene presents is reported, naming the type")
    func unknownType() throws {
        let host = try GtkTestHost(app: LibraryApp())
        defer { host.close() }
        let reports = try capturingDiagnostics { host.click(try host.button("Open a Title")) }.messages
        #expect(
            reports.contains { $0.contains("no scene presents String") && $0.contains("WindowGroup(for: String.self)") }
        )
        #expect(host.appWindows?.hosts.count == 1)
    }
}
