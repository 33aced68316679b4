import GtkUICore
import GtkUICoreTesting
import Testing

/// `ScrollView` and `ScrollViewReader` on the in-memory backend: the content stacked along the
/// scrolled axis, changes that do not rebuild the scroll view, and `scrollTo` reaching the view
/// by `.id` or `ForEach` id.
@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    struct Messages: View {
        @State var count = 3
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Jump") { proxy.scrollTo(2, anchor: .bottom) }
                    Button("Top") { proxy.scrollTo("top") }
                    Button("More") { count += 1 }
                    Button("Nowhere") { proxy.scrollTo(99) }
                    ScrollView {
                        Text("Start").id("top")
                        ForEach(0..<count, id: \.self) { Text("Message \($0)") }
                    }
                }
            }
        }
    }

    @Test("the content is a vertical stack inside one scroll view")
    func structure() throws {
        let host = CoreHost(Messages())
        let scroll = try #require(host.root.find("ScrollView"))
        #expect(scroll.properties["axes"] as? String == "vertical")
        #expect(scroll.properties["showsIndicators"] as? Bool == true)
        #expect(scroll.children.first?.kind == "VStack")
        #expect(scroll.visibleTexts == ["Start", "Message 0", "Message 1", "Message 2"])
    }

    @Test("adding a row keeps the scroll view and its stack")
    func updates() throws {
        let host = CoreHost(Messages())
        let scroll = try #require(host.root.find("ScrollView"))
        let stack = scroll.children.first
        host.button("More").click()
        host.settle()
        #expect(host.root.find("ScrollView") === scroll)
        #expect(scroll.children.first === stack)
        #expect(scroll.visibleTexts.last == "Message 3")
    }

    @Test("scrollTo finds a ForEach element or an .id and scrolls its scroll view; an unknown id is reported")
    func scrollTo() throws {
        let host = CoreHost(Messages())
        let scroll = try #require(host.root.find("ScrollView"))
        host.button("Jump").click()
        var target = try #require(scroll.properties["scrolledTo"] as? ScrollTarget)
        #expect(target.widget.text == "Message 2")
        #expect(target.anchor == .bottom)
        host.button("Top").click()
        target = try #require(scroll.properties["scrolledTo"] as? ScrollTarget)
        #expect(target.widget.text == "Start")
        #expect(target.anchor == nil)
        // An id not found is looked for again once, after the content is built, then reported.
        let reports = capturingDiagnostics {
            host.button("Nowhere").click()
            host.settle()
        }.messages
        #expect(reports.contains { $0.contains("scrollTo(99)") })
    }

    @Test("a horizontal scroll view stacks its content in a row")
    func horizontal() throws {
        let host = CoreHost(
            ScrollView(.horizontal, showsIndicators: false) {
                Text("A"); Text("B")
            })
        let scroll = try #require(host.root.find("ScrollView"))
        #expect(scroll.properties["axes"] as? String == "horizontal")
        #expect(scroll.properties["showsIndicators"] as? Bool == false)
        #expect(scroll.children.first?.kind == "HStack")
    }
}
