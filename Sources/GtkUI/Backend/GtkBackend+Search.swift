import CGtk
import GtkUICore

extension GtkBackend: SearchBackend {
    /// Creates a vertical box holding a `GtkSearchBar` with a `GtkSearchEntry`, above the
    /// content; its search button is a `GtkToggleButton` (the `system-search-symbolic` icon,
    /// named “Search”) bound to the bar. Ctrl+F anywhere in the window opens the bar and
    /// focuses the entry while the field is shown.
    public func makeSearchField(
        onTextChange: @escaping @MainActor (String) -> Void, onPresentedChange: @escaping @MainActor (Bool) -> Void
    ) -> BackendWidget {
        let field = SearchFieldWidget()
        field.entry.connect("changed") { [weak field] in
            guard let field, !field.isUpdating else { return }
            onTextChange(field.entry.text)
        }
        field.bar.connectIgnoringArgument("notify::search-mode-enabled") { [weak field] in
            guard let field, !field.isUpdating else { return }
            onPresentedChange(field.bar.isSearchModeEnabled)
        }
        field.addShortcut("<Control>f") { [weak field] in
            guard let field, field.isMapped else { return false }
            field.bar.isSearchModeEnabled = true
            _ = field.entry.grabFocus()
            return true
        }
        return field
    }

    /// The field's toggle button, for the header bar.
    public func searchButton(of field: BackendWidget) -> BackendWidget {
        (field as! SearchFieldWidget).button
    }

    /// Writes the entry's text and placeholder and the bar's search mode when they differ;
    /// these writes do not report back as a person's edits.
    public func updateSearchField(_ field: BackendWidget, text: String, prompt: String, isPresented: Bool) {
        let field = field as! SearchFieldWidget
        field.isUpdating = true
        defer { field.isUpdating = false }
        if field.entry.placeholder != prompt {
            field.entry.placeholder = prompt
            // Screen readers name the field by its prompt, as they would a text field's.
            field.entry.setAccessibleLabel(prompt)
            statistics.recordWrite("SearchEntry", "placeholder")
        }
        if field.bar.isSearchModeEnabled != isPresented {
            field.bar.isSearchModeEnabled = isPresented
            statistics.recordWrite("SearchBar", "searchMode")
        }
        if field.entry.text != text {
            field.entry.text = text
            statistics.recordWrite("SearchEntry", "text")
        }
    }

    /// Replaces the widgets below the search bar with `content`, which fills the rest of the page.
    public func setSearchFieldContent(_ field: BackendWidget, content: [BackendWidget]) {
        let field = field as! SearchFieldWidget
        let content = content.map { $0 as! Gtk.Widget }
        for old in field.content where !content.contains(where: { $0.pointer == old.pointer }) {
            if old.parentPointer == field.pointer { field.remove(old) }
        }
        for widget in content {
            if widget.parentPointer != field.pointer {
                detach(widget)
                field.append(widget)
            }
        }
        field.content = content
        // The field fills the page so the bar spans it under the header bar, as in GNOME apps;
        // content that is not flexible sits in the middle of the rest, where the page put it.
        field.flexibility = (true, true)
        // Flexible content (a list, a scroll view) fills the rest of the page below the bar.
        for widget in content {
            if !widget.flexibility.horizontal { widget.horizontalAlignment = GTK_ALIGN_CENTER }
            if !widget.flexibility.vertical { widget.verticalAlignment = GTK_ALIGN_CENTER }
            widget.expandsVertically = true
        }
        statistics.recordWrite("SearchField", "children")
    }
}

/// `.searchable`'s widgets: the box around the search bar and the content, and the header
/// bar's search button.
final class SearchFieldWidget: Gtk.Box {
    let bar = Gtk.SearchBar()
    let entry = Gtk.SearchEntry()
    let button = Gtk.ToggleButton()
    var content: [Gtk.Widget] = []
    /// Set while the view graph writes, so the signals it causes are not taken for a person's.
    var isUpdating = false

    convenience init() {
        self.init(orientation: .vertical)
        bar.connect(entry: entry)
        append(bar)
        gtk_button_set_icon_name(gtkui_button(button.pointer), "system-search-symbolic")
        let name = Localization.translate("Search")
        button.setAccessibleLabel(name)
        button.tooltip = name
        bar.bindSearchMode(to: button)
    }
}
