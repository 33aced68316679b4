import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `GeometryReader` and `ViewThatFits` on the recording backend: the content built from the
/// size the backend reports, rebuilt once per new size and never for the same one.
@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
    struct Readout: View {
        @State var unit = "pt"
        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))×\(Int(proxy.frame(in: .local).height)) \(unit)")
                }
                Button("Pixels") { unit = "px" }
            }
        }
    }

    private func reader(in host: CoreHost) throws -> TestWidget {
        try #require(host.allWidgets.first { $0.kind == "GeometryReader" })
    }

    @Test("the content shows zero before the first layout and the reported size after it")
    func reportedSize() throws {
        let host = CoreHost(Readout())
        let reader = try reader(in: host)
        #expect(reader.children.first?.text == "0×0 pt")
        #expect(reader.layOut(size: CGSize(width: 320, height: 200)))
        host.settle()
        #expect(reader.children.first?.text == "320×200 pt")
    }

    @Test("a layout at the same size rebuilds nothing; a new size writes the text once")
    func sameSizeIsFree() throws {
        let host = CoreHost(Readout())
        let reader = try reader(in: host)
        reader.layOut(size: CGSize(width: 320, height: 200))
        host.settle()
        host.statistics.reset()
        reader.layOut(size: CGSize(width: 320, height: 200))
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        reader.layOut(size: CGSize(width: 321, height: 200))
        host.settle()
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.bodyEvaluations(of: Readout.self) == 0, "the parent's body ran for a resize")
    }

    @Test("state the content closure reads updates the content, keeping the size")
    func closureReadsState() throws {
        let host = CoreHost(Readout())
        let reader = try reader(in: host)
        reader.layOut(size: CGSize(width: 50, height: 40))
        host.settle()
        host.button("Pixels").click()
        host.settle()
        #expect(reader.children.first?.text == "50×40 px")
    }

    @Test("a removed reader reports no more sizes")
    func unmountDetaches() throws {
        struct Toggled: View {
            @State var shows = true
            var body: some View {
                VStack {
                    if shows { GeometryReader { Text("\(Int($0.size.width))") } }
                    Button("Hide") { shows = false }
                }
            }
        }
        let host = CoreHost(Toggled())
        let reader = try reader(in: host)
        host.button("Hide").click()
        host.settle()
        #expect(!reader.layOut(size: CGSize(width: 10, height: 10)))
    }

    @Test("ViewThatFits holds every candidate in order and records its axes")
    func viewThatFitsCandidates() throws {
        let host = CoreHost(
            ViewThatFits(in: .horizontal) {
                Text("long")
                Text("short")
            })
        let container = try #require(host.allWidgets.first { $0.kind == "ViewThatFits" })
        #expect(container.children.map(\.text) == ["long", "short"])
        #expect(container.properties["fittingAxes"] as? Axis.Set.RawValue == Axis.Set.horizontal.rawValue)
    }
}
