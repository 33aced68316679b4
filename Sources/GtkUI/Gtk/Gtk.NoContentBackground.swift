extension Gtk {
    /// The CSS class that takes the base background off a text view, list or column view
    /// (`.scrollContentBackground(.hidden)`).
    @MainActor static let noContentBackgroundClass = "gtkui-no-content-background"
    @MainActor private static var noContentBackgroundSheet: StyleSheet?

    /// Installs, once for the display, the rules of ``noContentBackgroundClass``.
    @MainActor static func installNoContentBackgroundStyle() {
        guard noContentBackgroundSheet == nil else { return }
        let sheet = StyleSheet()
        sheet.load(
            """
            textview.\(noContentBackgroundClass), textview.\(noContentBackgroundClass) > text,
            listview.\(noContentBackgroundClass), columnview.\(noContentBackgroundClass),
            columnview.\(noContentBackgroundClass) > listview { background: none; }
            """)
        noContentBackgroundSheet = sheet
    }
}
