import CGtk
import Foundation

extension Gtk.Window {
    /// In GTK's file chooser dialog, shows `folder` and fills in `name`, as a person saving a
    /// file does.
    public func fileChooserSetSaveLocation(folder: URL, name: String) {
        let chooser = OpaquePointer(pointer)
        let file = g_file_new_for_path(folder.path)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        gtk_file_chooser_set_current_folder(chooser, file, nil)
        gtk_file_chooser_set_current_name(chooser, name)
    }

    /// In GTK's file chooser dialog, asks to select the file at `url` (the dialog loads its
    /// folder first; see ``fileChooserHasSelected(_:)``).
    public func fileChooserSelect(_ url: URL) {
        let file = g_file_new_for_path(url.path)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        gtk_file_chooser_set_file(OpaquePointer(pointer), file, nil)
    }

    /// Whether GTK's file chooser dialog has the file at `url` selected.
    public func fileChooserHasSelected(_ url: URL) -> Bool {
        guard let chosen = gtk_file_chooser_get_file(OpaquePointer(pointer)) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(chosen)) }
        let file = g_file_new_for_path(url.path)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        return g_file_equal(chosen, file) != 0
    }
}

extension Gtk.Widget {
    /// Whether the widget is a `GtkButton` (or a subclass).
    public var isButton: Bool { isA(gtk_button_get_type()) }
}
