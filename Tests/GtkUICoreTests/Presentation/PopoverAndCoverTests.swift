import GtkUICore
import GtkUICoreTesting
import Testing

/// `.popover` and `.fullScreenCover` on the in-memory backend: presented while the binding
/// holds, pointing at the view's widget, closed from code without echo, and a person's close
/// written back once.
@MainActor
@Suite("Popover and full-screen cover")
struct PopoverAndCoverTests {
    final class Log {
        var writes: [Bool] = []
        var dismissed = 0
    }

    struct Info: View {
        let log: Log
        @State private var showsInfo = false
        @State private var showsCover = false
        @State private var detail = "Shipped"
        var body: some View {
            let info = Binding(
                get: { showsInfo },
                set: {
                    showsInfo = $0; log.writes.append($0)
                })
            VStack {
                Button("Info") { showsInfo = true }
                    .popover(isPresented: info, attachmentAnchor: .point(.trailing), arrowEdge: .trailing) {
                        Text(detail)
                        Button("Done") { showsInfo = false }
                    }
                Button("Change") { detail = "Delivered" }
                Button("Cover") { showsCover = true }
                    .fullScreenCover(isPresented: $showsCover, onDismiss: { log.dismissed += 1 }) {
                        Text("Welcome")
                    }
            }
        }
    }

    @Test("the popover points at the view, on the trailing side, and follows its content")
    func popoverPresents() throws {
        let log = Log()
        let host = CoreHost(Info(log: log))
        #expect(host.backend.presentations.isEmpty)
        host.button("Info").click()
        host.settle()
        let popover = try #require(host.backend.presentations.first)
        #expect(popover.kind == .popover(PopoverPlacement(arrowEdge: .trailing, point: .trailing)))
        #expect(popover.anchor?.kind == "Button")
        #expect(popover.content.visibleTexts.contains("Shipped"))
        host.button("Change").click()
        host.settle()
        #expect(popover.content.visibleTexts.contains("Delivered"))
        #expect(host.backend.presentations.count == 1)
    }

    @Test("closing by a person writes false once; closing from code does not echo")
    func popoverCloses() throws {
        let log = Log()
        let host = CoreHost(Info(log: log))
        host.button("Info").click()
        host.settle()
        try #require(host.backend.presentations.first).close()
        host.settle()
        #expect(host.backend.presentations.isEmpty)
        #expect(log.writes == [false])
        host.button("Info").click()
        host.settle()
        #expect(host.backend.presentations.count == 1)
        host.button("Done").click()
        host.settle()
        #expect(host.backend.presentations.isEmpty)
        #expect(log.writes == [false])
    }

    @Test("a full-screen cover is presented and its onDismiss runs when a person closes it")
    func coverPresents() throws {
        let log = Log()
        let host = CoreHost(Info(log: log))
        host.button("Cover").click()
        host.settle()
        let cover = try #require(host.backend.presentations.first)
        #expect(cover.kind == .fullScreenCover)
        #expect(cover.content.visibleTexts == ["Welcome"])
        cover.close()
        host.settle()
        #expect(host.backend.presentations.isEmpty)
        #expect(log.dismissed == 1)
    }
}
