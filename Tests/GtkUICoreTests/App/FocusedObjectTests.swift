import GtkUICore
import GtkUICoreTesting
import OpenCombine
import Testing

/// `.focusedObject`, `.focusedSceneObject` and `@FocusedObject` on the in-memory backend: the
/// reader sees the focused view's `ObservableObject`, and is read again when it publishes.
@MainActor
@Suite("Focused objects", .serialized)
struct FocusedObjectTests {
    final class Draft: ObservableObject {
        @Published var text = "hello"
        let name: String
        init(_ name: String) { self.name = name }
    }

    final class Library: ObservableObject {
        @Published var count = 3
    }

    struct Reader: View {
        @FocusedObject private var draft: Draft?
        @FocusedObject private var library: Library?
        var body: some View {
            Text("Draft: \(draft.map { "\($0.name)=\($0.text)" } ?? "none")")
            Text("Library: \(library.map { "\($0.count)" } ?? "none")")
        }
    }

    struct Screen: View {
        let first: Draft
        let library: Library
        @State private var text = ""
        var body: some View {
            VStack {
                TextField("First", text: $text).focusedObject(first)
                TextField("Elsewhere", text: $text)
                Reader()
            }
            .focusedSceneObject(library)
        }
    }

    @Test("the focused view's object is read, the scene's wherever focus is, and a change to either re-reads it")
    func focusedObjectFollowsFocusAndChanges() {
        let state = _SceneState()
        defer { state._windowDidClose() }
        var environment = EnvironmentValues()
        environment._sceneState = state
        let draft = Draft("first")
        let library = Library()
        let host = CoreHost(Screen(first: draft, library: library), environment: environment)
        #expect(host.texts.contains("Draft: none"))
        #expect(host.texts.contains("Library: 3"))
        host.backend.moveFocus(to: host.field(placeholder: "First"))
        state._focusDidMove()
        host.settle()
        #expect(host.texts.contains("Draft: first=hello"))
        draft.text = "changed"
        host.settle()
        #expect(host.texts.contains("Draft: first=changed"), "the reader follows the object's own changes")
        library.count = 4
        host.settle()
        #expect(host.texts.contains("Library: 4"))
        host.backend.moveFocus(to: host.field(placeholder: "Elsewhere"))
        state._focusDidMove()
        host.settle()
        #expect(host.texts.contains("Draft: none"))
    }
}
