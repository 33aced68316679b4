import GtkUICore
import GtkUICoreTesting
import Testing

/// `NavigationStack(path:)` with `NavigationPath` and typed arrays, `NavigationLink(value:)` and
/// `navigationDestination(for:)`: the path binding pushes and pops pages, and a push or a pop by
/// a person writes the path exactly once.
@MainActor
@Suite("NavigationPath")
struct NavigationPathTests {
    /// Counts the writes a stack makes to its path binding.
    final class WriteCounter {
        var writes = 0
    }

    struct TypedRoot: View {
        let counter: WriteCounter
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(
                path: Binding(
                    get: { path },
                    set: {
                        counter.writes += 1; path = $0
                    })
            ) {
                VStack {
                    Text("Path \(path.map(String.init).joined(separator: ","))")
                    NavigationLink("Open 1", value: 1)
                    Button("Push 2 and 3") { path += [2, 3] }
                    Button("Clear") { path.removeAll() }
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { number in
                    NumberPage(number: number)
                }
            }
        }
    }

    struct NumberPage: View {
        let number: Int
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Number \(number)")
                NavigationLink("Next", value: number + 10)
                Button("Done") { dismiss() }
            }
            .navigationTitle("N\(number)")
        }
    }

    @Test("a value link pushes its destination and appends to the path once")
    func valueLinkPushes() {
        let counter = WriteCounter()
        let host = CoreHost(TypedRoot(counter: counter))
        host.statistics.reset()
        host.button("Open 1").click()
        host.settle()
        #expect(host.texts == ["Number 1", "Next", "Done"])
        #expect(host.chrome.title == "N1")
        #expect(host.chrome.isBackButtonVisible)
        #expect(counter.writes == 1)
        #expect(host.statistics.structuralChanges == 1)
        #expect(host.statistics.bodyEvaluations(of: NumberPage.self) == 1)
        host.chrome.goBack()
        host.settle()
        #expect(host.texts == ["Path ", "Open 1", "Push 2 and 3", "Clear"])
        #expect(counter.writes == 2)
    }

    @Test("appending to the path from code pushes a page per value; clearing pops them all")
    func pathFromCode() {
        let counter = WriteCounter()
        let host = CoreHost(TypedRoot(counter: counter))
        host.button("Push 2 and 3").click()
        host.settle()
        #expect(host.texts == ["Number 3", "Next", "Done"])
        #expect(host.chrome.title == "N3")
        #expect(counter.writes == 0)
        host.chrome.goBack()
        host.settle()
        #expect(host.texts == ["Number 2", "Next", "Done"])
        // Going back wrote the shorter path once; the stack did not push or pop again.
        #expect(counter.writes == 1)
        host.chrome.goBack()
        host.settle()
        #expect(host.texts == ["Path ", "Open 1", "Push 2 and 3", "Clear"])
        #expect(!host.chrome.isBackButtonVisible)
        host.button("Push 2 and 3").click()
        host.settle()
        host.buttons("Clear").first?.click()
        host.settle()
        #expect(host.texts == ["Path ", "Open 1", "Push 2 and 3", "Clear"])
        #expect(counter.writes == 2)
    }

    @Test("the path follows pushes from pages above the root, and dismiss pops a value page")
    func dismissPops() {
        let counter = WriteCounter()
        let host = CoreHost(TypedRoot(counter: counter))
        host.button("Open 1").click()
        host.settle()
        host.button("Next").click()
        host.settle()
        #expect(host.texts == ["Number 11", "Next", "Done"])
        // The page underneath keeps its own Done button; use the one on top.
        host.buttons("Done").last?.click()
        host.settle()
        #expect(host.texts == ["Number 1", "Next", "Done"])
        #expect(counter.writes == 3)
    }

    struct MixedRoot: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Count \(path.count)")
                    Button("Push word") { path.append("hello") }
                    Button("Push number") { path.append(5) }
                    Button("Push date") { path.append(Day(index: 1)) }
                }
                .navigationDestination(for: String.self) { Text("Word \($0)") }
                .navigationDestination(for: Int.self) { Text("Int \($0)") }
            }
        }
    }

    struct Day: Hashable { let index: Int }

    @Test("a NavigationPath holds values of several types, each shown by its own destination")
    func mixedTypes() {
        let host = CoreHost(MixedRoot())
        host.button("Push word").click()
        host.settle()
        #expect(host.texts == ["Word hello"])
        host.chrome.goBack()
        host.settle()
        #expect(host.texts.first == "Count 0")
        host.button("Push number").click()
        host.settle()
        #expect(host.texts == ["Int 5"])
    }

    @Test("a value without a destination for its type is reported once, naming the type and the fix")
    func missingDestination() {
        let (host, messages) = capturingDiagnostics {
            let host = CoreHost(MixedRoot())
            host.button("Push date").click()
            host.settle()
            return host
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Day") == true)
        #expect(messages.first?.contains(".navigationDestination(for: Day.self)") == true)
        // An empty page is shown, with a way back.
        #expect(host.texts == [])
        #expect(host.chrome.isBackButtonVisible)
    }

    @Test("NavigationPath counts, appends and removes values")
    func pathValue() {
        var path = NavigationPath([1, 2, 3])
        #expect(path.count == 3)
        path.append("four")
        path.removeLast(2)
        #expect(path.count == 2)
        #expect(path == NavigationPath([1, 2]))
        path.removeLast()
        #expect(!path.isEmpty)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(NavigationPath().isEmpty)
    }

    struct PresentingRoot: View {
        @State private var showsLog = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Log shown: \(showsLog ? "yes" : "no")")
                    Button("Show log") { showsLog = true }
                }
                .navigationDestination(isPresented: $showsLog) {
                    Text("Log").navigationBarBackButtonHidden()
                }
            }
        }
    }

    @Test("navigationDestination(isPresented:) pushes while true; the back button is hidden on request")
    func isPresentedPushes() {
        let host = CoreHost(PresentingRoot())
        host.button("Show log").click()
        host.settle()
        #expect(host.texts == ["Log"])
        #expect(!host.chrome.isBackButtonVisible)
    }

    struct SheetRoot: View {
        @State private var isShown = false
        var body: some View {
            VStack {
                Text(isShown ? "Shown" : "Hidden")
                Button("Open") { isShown = true }
            }
            .sheet(isPresented: $isShown) { SheetContent() }
        }
    }

    struct SheetContent: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    @Test("dismiss inside a sheet closes it and sets its binding to false")
    func dismissClosesSheet() {
        let host = CoreHost(SheetRoot())
        host.button("Open").click()
        host.settle()
        #expect(host.chrome.sheets.count == 1)
        host.button("Close").click()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
        #expect(host.texts.first == "Hidden")
    }

    @Test("removing a stack with pushed value pages releases every widget it made")
    func unmountReleases() {
        let host = CoreHost(TypedRoot(counter: WriteCounter()))
        host.button("Push 2 and 3").click()
        host.settle()
        host.unmount()
        #expect(host.statistics.widgetsCreated == host.statistics.widgetsDestroyed)
    }

    struct ItemRoot: View {
        @State private var chosen: String?
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Chosen: \(chosen ?? "none")")
                    Button("Choose A") { chosen = "A" }
                }
                .navigationDestination(item: $chosen) { Text("Item \($0)") }
            }
        }
    }

    @Test("navigationDestination(item:) pushes for a value and going back sets it to nil")
    func itemPushes() {
        let host = CoreHost(ItemRoot())
        host.button("Choose A").click()
        host.settle()
        #expect(host.texts == ["Item A"])
        #expect(host.chrome.isBackButtonVisible)
        host.chrome.goBack()
        host.settle()
        #expect(host.texts == ["Chosen: none", "Choose A"])
        #expect(!host.chrome.isBackButtonVisible)
    }
}
