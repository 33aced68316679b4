import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `NavigationStack(path:)` on real GTK, used as a person does: clicking a value link pushes a
/// page and appends to the path; setting the path from code shows its pages; the header bar's
/// back button pops one page and writes the shorter path once.
@MainActor
@Suite("NavigationPath on GTK", .serialized)
struct NavigationPathGtkTests {
    /// Every path the stack wrote to its binding, in order.
    final class PathLog {
        var writes: [[Int]] = []
    }

    struct Numbers: View {
        let log: PathLog
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(
                path: Binding(
                    get: { path },
                    set: {
                        log.writes.append($0); path = $0
                    })
            ) {
                VStack {
                    NavigationLink("Open 1", value: 1)
                    Button("Show 2 then 3") { path = [2, 3] }
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("Number \(number)")
                        NavigationLink("Next", value: number + 10)
                    }
                    .navigationTitle("N\(number)")
                }
            }
        }
    }

    @Test("clicking a value link pushes its page, shows the back button and appends to the path")
    func clickPushes() throws {
        let log = PathLog()
        let host = try GtkTestHost(Numbers(log: log))
        defer { host.close() }
        #expect(host.title == "Numbers")
        #expect(!host.isBackButtonShown)
        host.click(try host.button("Open 1"))
        #expect(host.isShown(text: "Number 1"))
        #expect(!host.isShown(text: "Open 1"))
        #expect(host.title == "N1")
        #expect(host.isBackButtonShown)
        #expect(log.writes == [[1]])
        host.click(try host.button("Next"))
        #expect(host.isShown(text: "Number 11"))
        #expect(log.writes == [[1], [1, 11]])
    }

    @Test("setting the path from code shows its last page; the back button and Escape pop one and write once")
    func pathFromCode() throws {
        let log = PathLog()
        let host = try GtkTestHost(Numbers(log: log))
        defer { host.close() }
        host.click(try host.button("Show 2 then 3"))
        #expect(host.isShown(text: "Number 3"))
        #expect(host.title == "N3")
        #expect(log.writes.isEmpty)
        host.goBack()
        #expect(host.isShown(text: "Number 2"))
        #expect(!host.isShown(text: "Number 3"))
        #expect(host.title == "N2")
        #expect(log.writes == [[2]])
        // Escape goes back as the back button does.
        try host.press(key: .escape)
        #expect(host.isShown(text: "Open 1"))
        #expect(!host.isBackButtonShown)
        #expect(log.writes == [[2], []])
    }

    struct Hiding: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Step", value: "locked")
                    .navigationDestination(for: String.self) { word in
                        LockedPage(word: word)
                    }
            }
        }
    }

    struct LockedPage: View {
        let word: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Page \(word)")
                Button("Leave") { dismiss() }
            }
            .navigationBarBackButtonHidden()
        }
    }

    @Test("a page can hide the back button and leave through dismiss")
    func hiddenBackButtonAndDismiss() throws {
        let host = try GtkTestHost(Hiding())
        defer { host.close() }
        host.click(try host.button("Step"))
        #expect(host.isShown(text: "Page locked"))
        #expect(!host.isBackButtonShown)
        host.click(try host.button("Leave"))
        #expect(host.isShown(text: "Step"))
        #expect(!host.isShown(text: "Page locked"))
    }
}
