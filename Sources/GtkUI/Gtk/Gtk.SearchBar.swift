import CGtk

extension Gtk {
    /// A `GtkSearchEntry`: a text field with a search icon and a clear button; Escape in it
    /// emits `stop-search`.
    public final class SearchEntry: EditableWidget {
        /// Creates an empty search entry.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_search_entry_new()))
        }
    }

    /// A `GtkSearchBar`: a bar that slides in to show a search entry, hidden until search mode
    /// is on. Hiding it clears its entry; showing it focuses the entry.
    public final class SearchBar: Widget {
        /// Creates a hidden search bar.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_search_bar_new()))
        }

        private var searchBar: OpaquePointer { OpaquePointer(pointer) }

        /// Shows `entry` in the bar and lets it close the bar (Escape) and be cleared and
        /// focused with it.
        public func connect(entry: SearchEntry) {
            gtk_search_bar_set_child(searchBar, gtkui_widget(entry.pointer))
            gtk_search_bar_connect_entry(searchBar, gtkui_editable(entry.pointer))
        }

        /// Whether the bar is shown.
        public var isSearchModeEnabled: Bool {
            get { gtk_search_bar_get_search_mode(searchBar) != 0 }
            set { gtk_search_bar_set_search_mode(searchBar, newValue ? 1 : 0) }
        }

        /// Keeps `button`'s pressed state and the bar's search mode the same, both ways.
        public func bindSearchMode(to button: ToggleButton) {
            g_object_bind_property(
                button.pointer, "active", pointer, "search-mode-enabled",
                GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        }
    }
}
