import CGtk
import Foundation

extension Gtk {
    /// Process-wide GTK settings.
    @MainActor
    public enum Settings {
        /// Whether GTK animates transitions (tests turn it off for determinism).
        public static var enablesAnimations: Bool {
            get { booleanSetting("gtk-enable-animations") }
            set { setBooleanSetting("gtk-enable-animations", newValue) }
        }

        /// Whether the dark variant of the theme is preferred.
        public static var prefersDarkTheme: Bool {
            get { booleanSetting("gtk-application-prefer-dark-theme") }
            set { setBooleanSetting("gtk-application-prefer-dark-theme", newValue) }
        }

        /// The GTK theme's name, with its variant (`Adwaita`, or `Adwaita:dark` under `GTK_THEME`).
        public static var themeName: String {
            let variable = ProcessInfo.processInfo.environment["GTK_THEME"] ?? ""
            if !variable.isEmpty { return variable }
            let value = gtkui_dup_string_property(UnsafeMutableRawPointer(settings), "gtk-theme-name")
            defer { g_free(value) }
            return value.map { String(cString: $0) } ?? ""
        }

        /// Whether windows are drawn dark: the theme's dark variant is preferred, or the theme
        /// (`GTK_THEME`) is a dark one.
        public static var drawsDark: Bool {
            let theme = themeName.lowercased()
            return prefersDarkTheme || theme.hasSuffix(":dark") || theme.hasSuffix("-dark")
        }

        /// The desktop's text scaling factor: `gtk-xft-dpi` over 96 dpi (1 while unset). GNOME's
        /// settings daemon sets it from `org.gnome.desktop.interface text-scaling-factor`;
        /// setting it here changes it for this process, as tests do.
        public static var textScalingFactor: Double {
            get {
                var value = GValue()
                g_value_init(&value, intType)
                defer { g_value_unset(&value) }
                g_object_get_property(settings, "gtk-xft-dpi", &value)
                let dpi = g_value_get_int(&value)
                return dpi > 0 ? Double(dpi) / 1024 / 96 : 1
            }
            set {
                var value = GValue()
                g_value_init(&value, intType)
                defer { g_value_unset(&value) }
                g_value_set_int(&value, Int32((newValue * 96 * 1024).rounded()))
                g_object_set_property(settings, "gtk-xft-dpi", &value)
            }
        }

        /// Runs `handler` whenever one of the settings named changes; the returned object keeps
        /// the handler connected while it lives.
        public static func observe(_ names: [String], handler: @escaping @MainActor () -> Void) -> Object? {
            guard let settings else { return nil }
            let object = Object(UnsafeMutableRawPointer(settings))
            for name in names { object.connectIgnoringArgument("notify::\(name)", handler: handler) }
            return object
        }

        private static var settings: UnsafeMutablePointer<GObject>? {
            UnsafeMutableRawPointer(gtk_settings_get_default())?.assumingMemoryBound(to: GObject.self)
        }

        private static func booleanSetting(_ name: String) -> Bool {
            var value = GValue()
            g_value_init(&value, booleanType)
            defer { g_value_unset(&value) }
            g_object_get_property(settings, name, &value)
            return g_value_get_boolean(&value) != 0
        }

        private static func setBooleanSetting(_ name: String, _ newValue: Bool) {
            var value = GValue()
            g_value_init(&value, booleanType)
            defer { g_value_unset(&value) }
            g_value_set_boolean(&value, newValue ? 1 : 0)
            g_object_set_property(settings, name, &value)
        }

        /// G_TYPE_BOOLEAN, a macro Swift cannot import (fundamental type 5).
        private static let booleanType = GType(5 << 2)
        /// G_TYPE_INT (fundamental type 6).
        private static let intType = GType(6 << 2)
    }
}
