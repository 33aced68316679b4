import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// The focused values of a window on the in-memory backend: which views' values are published
/// as focus moves, which wins when several publish one key, and which window's values readers
/// see.
@MainActor
@Suite("Focused values", .serialized)
struct FocusedValuesTests {
    struct NameKey: FocusedValueKey {
        typealias Value = String
    }

    struct Reader: View {
        @FocusedValue(\.testName) private var name
        var body: some View { Text("Name: \(name ?? "none")") }
    }

    struct Screen: View {
        @State private var first = ""
        @State private var second = ""
        var body: some View {
            VStack {
                VStack {
                    TextField("Inner", text: $first).focusedValue(\.testName, "inner")
                    Button("Outer button") {}
                }
                .focusedValue(\.testName, "outer")
                TextField("Elsewhere", text: $second)
                Reader()
            }
        }
    }

    private func host(_ view: some View, state: _SceneState) -> CoreHost {
        var environment = EnvironmentValues()
        environment._sceneState = state
        return CoreHost(view, environment: environment)
    }

    @Test("the innermost focused view's value wins; focus outside every publisher publishes none")
    func innermostWins() {
        let state = _SceneState()
        defer { state._windowDidClose() }
        let host = host(Screen(), state: state)
        #expect(host.texts.contains("Name: none"))
        host.backend.moveFocus(to: host.field(placeholder: "Inner"))
        state._focusDidMove()
        host.settle()
        #expect(host.texts.contains("Name: inner"))
        host.backend.moveFocus(to: host.button("Outer button"))
        state._focusDidMove()
        host.settle()
        #expect(host.texts.contains("Name: outer"))
        host.backend.moveFocus(to: host.field(placeholder: "Elsewhere"))
        state._focusDidMove()
        host.settle()
        #expect(host.texts.contains("Name: none"))
    }

    @Test("focus moving outside the content (a menu, the title bar) leaves the values as they were")
    func outsideContentKeepsValues() {
        let state = _SceneState()
        defer { state._windowDidClose() }
        let host = host(Screen(), state: state)
        host.backend.moveFocus(to: host.field(placeholder: "Inner"))
        state._focusDidMove()
        host.settle()
        host.backend.moveFocus(to: nil)
        state._focusDidMoveOutsideContent()
        host.settle()
        #expect(host.texts.contains("Name: inner"))
    }

    struct SceneScreen: View {
        @State private var text = ""
        var body: some View {
            VStack {
                TextField("Field", text: $text).focusedValue(\.testName, "focused")
                Reader()
            }
            .focusedSceneValue(\.testName, "scene")
        }
    }

    @Test("a scene value is published wherever focus is; a focused view's value wins over it")
    func sceneValue() {
        let state = _SceneState()
        defer { state._windowDidClose() }
        let host = host(SceneScreen(), state: state)
        #expect(host.texts.contains("Name: scene"))
        host.backend.moveFocus(to: host.field(placeholder: "Field"))
        state._focusDidMove()
        host.settle()
        #expect(host.texts.contains("Name: focused"))
    }

    @Observable final class Document {
        var name = "Draft"
    }

    struct DocumentReader: View {
        @FocusedValue(Document.self) private var document
        var body: some View { Text("Document: \(document?.name ?? "none")") }
    }

    struct DocumentScreen: View {
        let document: Document
        @State var shows = true
        var body: some View {
            VStack {
                if shows { Text("Editor").focusedSceneValue(document) }
                DocumentReader()
                Button("Close") { shows = false }
            }
        }
    }

    @Test("an @Observable object published by type is read by type, and withdrawn when its view leaves")
    func objectForm() {
        let state = _SceneState()
        defer { state._windowDidClose() }
        let document = Document()
        let host = host(DocumentScreen(document: document), state: state)
        #expect(host.texts.contains("Document: Draft"))
        document.name = "Letter"
        host.settle()
        #expect(host.texts.contains("Document: Letter"), "the reader follows the object it read")
        host.button("Close").click()
        host.settle()
        #expect(host.texts.contains("Document: none"))
    }

    @Test("readers see the active window's values; the last active one's while it stays open")
    func activeWindow() {
        let first = _SceneState()
        let firstHost = host(SceneScreen(), state: first)
        let second = _SceneState()
        let secondHost = host(Screen(), state: second)
        defer { first._windowDidClose() }
        #expect(secondHost.texts.contains("Name: none"), "the newest window is the key window")
        first.phase = .inactive
        first.phase = .active
        firstHost.settle()
        secondHost.settle()
        #expect(firstHost.texts.contains("Name: scene"))
        #expect(secondHost.texts.contains("Name: scene"), "the values are the app's, not the window's")
        second.phase = .inactive
        second.phase = .active
        firstHost.settle()
        #expect(firstHost.texts.contains("Name: none"))
        second._windowDidClose()
        firstHost.settle()
        #expect(firstHost.texts.contains("Name: scene"), "the second window closed")
    }
}

extension FocusedValues {
    fileprivate var testName: String? {
        get { self[FocusedValuesTests.NameKey.self] }
        set { self[FocusedValuesTests.NameKey.self] = newValue }
    }
}
