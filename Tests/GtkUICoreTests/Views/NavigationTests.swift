import GtkUICore
import GtkUICoreTesting
import OpenCombine
import Testing

/// `NavigationView` and `NavigationLink` on the in-memory window chrome: pushing shows the
/// destination with its title and a back button; going back restores the root page.
@MainActor
@Suite("Navigation")
struct NavigationTests {
    struct NavRoot: View {
        var body: some View {
            NavigationView {
                VStack {
                    Text("Home")
                    NavigationLink(destination: DetailView()) {
                        Text("Show detail")
                    }
                }
                .navigationBarTitle("Sample")
            }
        }
    }

    struct DetailView: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Detail \(count)")
                Button("More") { count += 1 }
            }
            .navigationTitle("Detail")
        }
    }

    @Test("the root page shows its title and no back button")
    func rootPage() {
        let host = CoreHost(NavRoot())
        #expect(host.texts == ["Home", "Show detail"])
        #expect(host.chrome.title == "Sample")
        #expect(!host.chrome.isBackButtonVisible)
    }

    @Test("a link pushes its destination with its title and a back button")
    func linkPushes() {
        let host = CoreHost(NavRoot())
        host.statistics.reset()
        host.button("Show detail").click()
        host.settle()
        #expect(host.texts == ["Detail 0", "More"])
        #expect(host.chrome.title == "Detail")
        #expect(host.chrome.isBackButtonVisible)
        #expect(host.statistics.structuralChanges == 1)
        #expect(host.statistics.bodyEvaluations(of: DetailView.self) == 1)
        // Pushing does not re-evaluate the page that holds the link.
        #expect(host.statistics.bodyEvaluations(of: NavRoot.self) == 0)
    }

    @Test("state on a pushed page re-renders that page only")
    func pushedPageState() {
        let host = CoreHost(NavRoot())
        host.button("Show detail").click()
        host.settle()
        host.statistics.reset()
        host.button("More").click()
        host.settle()
        #expect(host.texts == ["Detail 1", "More"])
        #expect(host.statistics.bodyEvaluations(of: DetailView.self) == 1)
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("going back pops the page, releases its widgets and restores the root's title")
    func backPops() {
        let host = CoreHost(NavRoot())
        host.button("Show detail").click()
        host.settle()
        host.statistics.reset()
        host.chrome.goBack()
        host.settle()
        #expect(host.texts == ["Home", "Show detail"])
        #expect(host.chrome.title == "Sample")
        #expect(!host.chrome.isBackButtonVisible)
        #expect(host.statistics.structuralChanges == 1)
        // The page, its VStack, the label, the button and the button's label.
        #expect(host.statistics.widgetsDestroyed == 5)
        #expect(host.statistics.widgetsCreated == 0)
    }

    @Test("pushing again after going back starts the destination with fresh state")
    func pushAgainStartsFresh() {
        let host = CoreHost(NavRoot())
        host.button("Show detail").click()
        host.settle()
        host.button("More").click()
        host.settle()
        host.chrome.goBack()
        host.settle()
        host.button("Show detail").click()
        host.settle()
        #expect(host.texts == ["Detail 0", "More"])
    }

    final class DetailModel: ObservableObject {
        @Published var likes = 0
    }

    struct ModelDetailView: View {
        @StateObject var model = DetailModel()
        var body: some View {
            Button("Likes \(model.likes)") { model.likes += 1 }
        }
    }

    @Test("pushing again after going back creates the destination's @StateObject anew")
    func pushAgainCreatesStateObjectAnew() {
        let host = CoreHost(
            NavigationStack {
                NavigationLink(destination: ModelDetailView()) { Text("Open") }
            })
        host.button("Open").click()
        host.settle()
        host.button("Likes 0").click()
        host.settle()
        #expect(host.texts == ["Likes 1"])
        host.chrome.goBack()
        host.settle()
        host.button("Open").click()
        host.settle()
        #expect(host.texts == ["Likes 0"])
    }

    @Test("a NavigationLink outside a navigation stack reports the problem and pushes nothing")
    func linkOutsideStack() {
        struct Orphan: View {
            var body: some View {
                NavigationLink(destination: DetailView()) { Text("Nowhere") }
            }
        }
        let (host, messages) = capturingDiagnostics {
            let host = CoreHost(Orphan())
            host.button("Nowhere").click()
            host.settle()
            return host
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("not inside a NavigationView or NavigationStack") == true)
        #expect(messages.first?.contains("Orphan") == true)
        #expect(host.texts == ["Nowhere"])
        #expect(!host.chrome.isBackButtonVisible)
    }
}
