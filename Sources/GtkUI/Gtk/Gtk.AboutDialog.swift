import CGtk
import Foundation
import GtkUICore

extension Gtk {
    /// A `GtkAboutDialog`: GNOME's About window, with the app's name, version, description,
    /// website and copyright, and pages for its credits and licence.
    public final class AboutDialog: Window {
        /// Creates a dialog showing `panel`, titled with `appName` when the panel names no app.
        public convenience init(_ panel: AboutPanel, appName: String) {
            self.init(UnsafeMutableRawPointer(gtk_about_dialog_new()))
            let dialog = OpaquePointer(pointer)
            gtk_about_dialog_set_program_name(dialog, panel.name ?? appName)
            if let version = panel.version { gtk_about_dialog_set_version(dialog, version) }
            if let comments = panel.comments { gtk_about_dialog_set_comments(dialog, comments) }
            if let website = panel.website {
                gtk_about_dialog_set_website(dialog, website.absoluteString)
                if let label = panel.websiteLabel { gtk_about_dialog_set_website_label(dialog, label) }
            }
            if let copyright = panel.copyright { gtk_about_dialog_set_copyright(dialog, copyright) }
            if let license = panel.license {
                if let text = license.customText {
                    gtk_about_dialog_set_license(dialog, text)
                    gtk_about_dialog_set_wrap_license(dialog, 1)
                } else if let index = license._gtkLicenseIndex {
                    gtk_about_dialog_set_license_type(dialog, GtkLicense(UInt32(index)))
                }
            }
            if !panel.developers.isEmpty {
                Self.withCStrings(panel.developers) { gtk_about_dialog_set_authors(dialog, $0) }
            }
            if !panel.designers.isEmpty {
                Self.withCStrings(panel.designers) { gtk_about_dialog_set_artists(dialog, $0) }
            }
            gtk_about_dialog_set_logo_icon_name(dialog, panel.iconName ?? "application-x-executable")
        }

        /// The name shown at the top.
        public var programName: String {
            String(cString: gtk_about_dialog_get_program_name(OpaquePointer(pointer)))
        }

        /// How many About dialogs exist on the display, shown or not (a destroyed one is gone).
        public static var existingCount: Int {
            guard let windows = gtk_window_get_toplevels() else { return 0 }
            return (0..<g_list_model_get_n_items(windows)).count { index in
                guard let item = g_list_model_get_item(windows, index) else { return false }
                defer { g_object_unref(item) }
                return gtkui_is_a(item, gtk_about_dialog_get_type()) != 0
            }
        }

        /// Calls `body` with `strings` as a NULL-terminated C array, freed afterwards.
        private static func withCStrings(
            _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void
        ) {
            var pointers = strings.map { strdup($0) } + [nil]
            defer { pointers.forEach { free($0) } }
            pointers.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    body($0)
                }
            }
        }
    }
}
