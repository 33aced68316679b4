import GtkUI
import GtkUITesting
import Testing

// Previews as an app declares them: named, unnamed, with layout traits, with @Previewable
// state, with several views, and returning their view explicitly.

#Preview("Counter preview") {
    @Previewable @State var count = 0
    Button("Count \(count)") { count += 1 }
}

#Preview {
    Text("Unnamed preview")
}

#Preview("Two texts", traits: .sizeThatFitsLayout) {
    Text("First line")
    Text("Second line")
}

#Preview("Returned", traits: .fixedLayout(width: 240, height: 120), .landscapeLeft) {
    let words = ["explicitly", "returned"]
    return Text(words.joined(separator: " "))
}

/// `#Preview` on real GTK: the registry finds the previews this module declares, and
/// `GtkTestHost(preview:)` shows one as `--preview` would, state and traits included.
@MainActor
@Suite("Previews on GTK", .serialized)
struct PreviewGtkTests {
    @Test func theRegistryFindsEveryPreviewOfTheModule() throws {
        let mine = PreviewRegistry.all.filter { $0.fileName == "PreviewGtkTests.swift" }
        #expect(
            mine.map { PreviewRegistry.name(of: $0) } == [
                "Counter preview", "PreviewGtkTests", "Two texts", "Returned",
            ])
        #expect(mine.map(\.line) == [8, 13, 17, 22])
        #expect(mine.allSatisfy { $0.fileID.hasSuffix("/PreviewGtkTests.swift") })
        #expect(mine[2].layout == .sizeThatFits)
        #expect(mine[3].layout == .fixed(width: 240, height: 120))
        #expect(mine[0].layout == .default)
    }

    @Test func previewableStateWorksAsTheViewsOwnState() throws {
        let host = try GtkTestHost(preview: "Counter preview")
        #expect(host.window.title == "Counter preview")
        host.click(try host.button("Count 0"))
        host.click(try host.button("Count 1"))
        #expect(host.isShown(text: "Count 2"))
    }

    @Test func anUnnamedPreviewGoesByItsFileName() throws {
        let host = try GtkTestHost(preview: "PreviewGtkTests")
        #expect(host.isShown(text: "Unnamed preview"))
        let byLocation = try GtkTestHost(preview: "PreviewGtkTests.swift:13")
        #expect(byLocation.isShown(text: "Unnamed preview"))
    }

    @Test func aBodyBuildsSeveralViewsOrReturnsOne() throws {
        let several = try GtkTestHost(preview: "Two texts")
        #expect(several.isShown(text: "First line") && several.isShown(text: "Second line"))
        let returned = try GtkTestHost(preview: "Returned")
        let label = try #require(returned.label("explicitly returned"))
        // The fixed layout proposes exactly 240 × 120 to the view.
        let frame = try #require(label.parent)
        #expect(frame.allocatedSize.width == 240 && frame.allocatedSize.height == 120)
    }

    @Test func anUnknownNameListsTheValidOnes() throws {
        let error = #expect(throws: TestHostError.self) { try GtkTestHost(preview: "Counter") }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("no preview named 'Counter'; previews: "))
        #expect(message.contains("Counter preview") && message.contains("Two texts"))
        let long = String(repeating: "x", count: 5000)
        #expect((PreviewRegistry.problem(with: long) ?? "").count < 600)
    }

    @Test func theCommandLineAsksForAPreviewOrTheList() throws {
        #expect(try GtkUIApplication.previewRequest(in: ["--list-previews"]) == .list)
        #expect(try GtkUIApplication.previewRequest(in: ["-v", "--preview", "Two texts"]) == .show("Two texts"))
        #expect(try GtkUIApplication.previewRequest(in: ["--preview=Returned"]) == .show("Returned"))
        #expect(try GtkUIApplication.previewRequest(in: ["--verbose"]) == nil)
        #expect(throws: PreviewArgumentError.self) { try GtkUIApplication.previewRequest(in: ["--preview"]) }
    }
}
