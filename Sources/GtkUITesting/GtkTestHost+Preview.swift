import GtkUI

extension GtkTestHost {
    /// Opens the preview `#Preview` declared under `name` — its name, or for an unnamed
    /// preview its file's base name (`ContentView`) — in a window titled with that name, laid
    /// out as its traits say, so a test drives exactly what `--preview NAME` shows.
    ///
    /// ```swift
    /// #Preview("Empty list") { TodoList(store: TodoStore()) }
    ///
    /// let host = try GtkTestHost(preview: "Empty list")
    /// #expect(host.isShown(text: "Nothing to do"))
    /// ```
    ///
    /// - Throws: ``TestHostError`` naming the previews there are, when none (or several) have
    ///   that name.
    public convenience init(preview name: String) throws {
        guard case .found(let preview) = PreviewRegistry.lookup(name) else {
            throw TestHostError(PreviewRegistry.problem(with: name) ?? "no preview named '\(name)'")
        }
        try self.init(preview.makeView(), title: name)
    }
}
