import CGtk

extension Gtk {
    /// Follows the desktop's light or dark style.
    ///
    /// GNOME stores the user's choice in the `color-scheme` key of
    /// `org.gnome.desktop.interface`; plain GTK 4.8 (without libadwaita) does not read it, so
    /// GtkUI applies it to `gtk-application-prefer-dark-theme` and keeps watching it.
    /// `GTK_THEME=Adwaita:dark` keeps working as GTK defines it.
    @MainActor
    public enum Appearance {
        private static var settings: Object?

        /// Starts following the desktop's color scheme. Does nothing where the GNOME
        /// schema is not installed. Idempotent.
        public static func followSystemColorScheme() {
            guard settings == nil, let source = g_settings_schema_source_get_default(),
                let schema = g_settings_schema_source_lookup(source, schemaID, 1)
            else { return }
            defer { g_settings_schema_unref(schema) }
            guard g_settings_schema_has_key(schema, colorSchemeKey) != 0 else { return }
            let object = Object(UnsafeMutableRawPointer(g_settings_new_full(schema, nil, nil)))
            settings = object
            object.connectIgnoringArgument("changed::\(colorSchemeKey)") { apply() }
            apply()
        }

        /// Whether the desktop asks for dark style, or nil when GtkUI is not following it.
        public static var systemPrefersDark: Bool? {
            guard let settings else { return nil }
            let value = g_settings_get_string(settings.pointer.assumingMemoryBound(to: GSettings.self), colorSchemeKey)
            defer { g_free(value) }
            return value.map { String(cString: $0) == "prefer-dark" }
        }

        /// Sets the desktop's color scheme (`"default"`, `"prefer-dark"`, `"prefer-light"`),
        /// as GNOME Settings does; for tests with the memory GSettings backend.
        public static func setSystemColorScheme(_ scheme: String) {
            guard let settings else { return }
            g_settings_set_string(settings.pointer.assumingMemoryBound(to: GSettings.self), colorSchemeKey, scheme)
        }

        private static func apply() {
            Settings.prefersDarkTheme = systemPrefersDark ?? false
        }

        private static let schemaID = "org.gnome.desktop.interface"
        private static let colorSchemeKey = "color-scheme"
    }
}
