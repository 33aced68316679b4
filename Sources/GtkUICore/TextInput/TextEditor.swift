/// A multi-line, scrolling text editor bound to a string, with undo (Ctrl+Z).
///
/// It takes the space it is offered; give it a `.frame` for a fixed size. It is drawn as a
/// framed text field unless `.scrollContentBackground(.hidden)` is around it.
///
/// ```swift
/// TextEditor(text: $notes).frame(minHeight: 120)
/// ```
public struct TextEditor: View, PrimitiveView {
    /// Editors are primitive.
    public typealias Body = Never
    let text: Binding<String>

    /// Creates an editor showing and editing `text`.
    public init(text: Binding<String>) { self.text = text }

    func makeNode(in graph: ViewGraph) -> ViewNode { TextEditorNode(graph: graph) }
}

@MainActor
final class TextEditorNode: LeafNode<TextEditor> {
    private var backend: (any TextInputBackend)? { graph.backend as? any TextInputBackend }
    /// Whether `.scrollContentBackground(.hidden)` is around the editor.
    private var hidesBackground = false

    override func update(_ view: any View, environment: EnvironmentValues) {
        hidesBackground = environment.scrollContentBackground == .hidden
        super.update(view, environment: environment)
    }

    override func makeWidget() -> BackendWidget {
        guard let backend else {
            Diagnostics.emitOnce(
                "TextEditor needs a backend with TextInputBackend; \(type(of: graph.backend)) has none, so a "
                    + "one-line field is shown.")
            return graph.backend.makeTextField { [weak self] in self?.view?.text.wrappedValue = $0 }
        }
        return backend.makeTextEditor { [weak self] in self?.view?.text.wrappedValue = $0 }
    }

    override func apply(_ view: TextEditor, to widget: BackendWidget) {
        guard let backend else {
            graph.backend.updateTextField(widget, text: view.text.wrappedValue, placeholder: "", style: .automatic)
            return
        }
        backend.updateTextEditor(widget, text: view.text.wrappedValue)
        backend.updateTextEditorBackground(widget, isHidden: hidesBackground)
    }
}
