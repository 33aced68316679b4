import GtkUICore
import GtkUICoreTesting
import Testing

/// `.progressViewStyle(_:)`: the built-in styles and styles of your own, on the recording backend.
@MainActor
@Suite("ProgressViewStyle")
struct ProgressViewStyleTests {
    private func indicators(_ host: CoreHost) -> [String?] {
        host.root.allDescendants.filter { $0.kind == "Progress" }.map { $0.properties["indicator"] as? String }
    }

    @Test("linear makes a spinner a pulsing bar; circular makes a bar with a value a ring")
    func builtInStyles() {
        let host = CoreHost(
            VStack {
                ProgressView().progressViewStyle(.linear)
                ProgressView(value: 0.5).progressViewStyle(.circular)
                ProgressView(value: Double?.none).progressViewStyle(.circular)
                ProgressView(value: 0.5).progressViewStyle(.automatic)
            })
        #expect(indicators(host) == ["bar", "ring", "spinner", "bar"])
        let views = host.root.allDescendants.filter { $0.kind == "Progress" }
        #expect(views[0].properties["fraction"] as? Double == -1, "a bar of unknown progress pulses")
        #expect(views[1].properties["fraction"] as? Double == 0.5)
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
                ProgressView(configuration)
            }
        }
    }

    struct Upload: View {
        @State var done = 1.0
        var body: some View {
            VStack {
                ProgressView("Upload", value: done, total: 4).progressViewStyle(Percent())
                Button("More") { done += 1 }
            }
        }
    }

    @Test("a style of your own gets the fraction and label, and ProgressView(configuration) draws the default bar")
    func customStyle() {
        let host = CoreHost(Upload())
        #expect(host.texts.contains("Upload"))
        #expect(host.texts.contains("25 percent"))
        let bar = host.root.find("Progress")
        #expect(bar?.properties["indicator"] as? String == "bar")
        #expect(bar?.properties["fraction"] as? Double == 0.25)
        host.statistics.reset()
        host.button("More").click()
        host.settle()
        #expect(host.texts.contains("50 percent"))
        #expect(bar?.properties["fraction"] as? Double == 0.5)
        #expect(host.statistics.widgetsCreated == 0, "the style's views are updated in place")
    }

    @Test("a view leaving a custom style for a built-in one is drawn by the built-in style")
    func switchingStyles() {
        struct Switching: View {
            @State var custom = true
            var body: some View {
                VStack {
                    if custom {
                        ProgressView(value: 0.5).progressViewStyle(Percent())
                    } else {
                        ProgressView(value: 0.5).progressViewStyle(.circular)
                    }
                    Button("Flip") { custom.toggle() }
                }
            }
        }
        let host = CoreHost(Switching())
        #expect(host.texts.contains("50 percent"))
        host.button("Flip").click()
        host.settle()
        #expect(!host.texts.contains("50 percent"))
        #expect(indicators(host) == ["ring"])
    }
}
