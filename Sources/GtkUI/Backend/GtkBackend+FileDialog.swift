import CGtk
import Foundation
import GtkUICore

extension GtkBackend: FileDialogBackend {
    /// Shows a `GtkFileChooserNative` for `request`, modal over the chrome's window: the desktop
    /// portal's chooser where one runs (Flatpak, or `GTK_USE_PORTAL=1`), GTK's own dialog
    /// otherwise.
    public func presentFileDialog(
        _ request: FileDialogRequest, over chrome: (any WindowChrome)?,
        onResponse: @escaping @MainActor ([URL]?) -> Void
    ) -> AnyObject {
        let chooser = FileChooser(request, parent: (chrome as? WindowHost)?.window, onResponse: onResponse)
        FileChooser.open.append(chooser)
        chooser.show()
        return chooser
    }

    /// Closes the chooser without reporting a response.
    public func dismissFileDialog(_ dialog: AnyObject) { (dialog as? FileChooser)?.close() }
}

/// One open file chooser: a `GtkFileChooserNative` and the handler of its `response`.
@MainActor
public final class FileChooser {
    /// The choosers open now, oldest first.
    public internal(set) static var open: [FileChooser] = []

    /// What it asks for.
    public let request: FileDialogRequest
    private var native: UnsafeMutableRawPointer?
    private var onResponse: (@MainActor ([URL]?) -> Void)?
    private var handlerID: gulong = 0

    init(_ request: FileDialogRequest, parent: Gtk.Window?, onResponse: @escaping @MainActor ([URL]?) -> Void) {
        self.request = request
        self.onResponse = onResponse
        let action: GtkFileChooserAction =
            switch request.mode {
            case .open: GTK_FILE_CHOOSER_ACTION_OPEN
            case .openFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
            case .save: GTK_FILE_CHOOSER_ACTION_SAVE
            }
        let native = gtk_file_chooser_native_new(
            request.title, parent.map { gtkui_window($0.pointer) }, action, nil, nil)!
        self.native = UnsafeMutableRawPointer(native)
        let chooser = OpaquePointer(UnsafeMutableRawPointer(native))
        switch request.mode {
        case .open(let multiple), .openFolder(let multiple):
            gtk_file_chooser_set_select_multiple(chooser, multiple ? 1 : 0)
        case .save(let name): gtk_file_chooser_set_current_name(chooser, name)
        }
        for filter in request.filters { add(filter, to: chooser) }
        gtk_native_dialog_set_modal(Self.dialog(UnsafeMutableRawPointer(native)), parent == nil ? 0 : 1)
        let box = Unmanaged.passRetained(WeakFileChooser(self)).toOpaque()
        handlerID = g_signal_connect_data(
            UnsafeMutableRawPointer(native), "response", unsafeBitCast(fileChooserResponse, to: GCallback.self), box,
            { data, _ in Unmanaged<WeakFileChooser>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
    }

    private func add(_ filter: FileDialogRequest.Filter, to chooser: OpaquePointer) {
        let gtkFilter = gtk_file_filter_new()
        gtk_file_filter_set_name(gtkFilter, filter.name)
        if filter.matchesAll {
            gtk_file_filter_add_pattern(gtkFilter, "*")
        } else {
            for mime in filter.mimeTypes { gtk_file_filter_add_mime_type(gtkFilter, mime) }
            for suffix in filter.extensions { gtk_file_filter_add_suffix(gtkFilter, suffix) }
        }
        gtk_file_chooser_add_filter(chooser, gtkFilter)
        g_object_unref(UnsafeMutableRawPointer(gtkFilter))
    }

    private static func dialog(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkNativeDialog> {
        pointer.assumingMemoryBound(to: GtkNativeDialog.self)
    }

    /// Whether it is still open.
    public var isOpen: Bool { native != nil }

    /// GTK's own dialog behind the chooser (a `GtkFileChooserDialog`), when no portal shows it.
    public var dialog: Gtk.Window? {
        guard isOpen else { return nil }
        let toplevels = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let item = g_list_model_get_item(toplevels, index)!
            defer { g_object_unref(item) }
            if gtkui_is_a(item, gtk_file_chooser_dialog_get_type()) != 0,
                gtk_widget_get_visible(gtkui_widget(item)) != 0
            {
                return Gtk.Window(item)
            }
        }
        return nil
    }

    func show() { native.map { gtk_native_dialog_show(Self.dialog($0)) } }

    fileprivate func respond(_ response: Int32) {
        guard let native else { return }
        var urls: [URL]?
        if response == GTK_RESPONSE_ACCEPT.rawValue {
            let files = gtk_file_chooser_get_files(OpaquePointer(native))!
            urls = (0..<g_list_model_get_n_items(files)).compactMap { index in
                let file = g_list_model_get_item(files, index)!
                defer { g_object_unref(file) }
                guard let path = g_file_get_path(OpaquePointer(file)) else { return nil }
                defer { g_free(path) }
                return URL(fileURLWithPath: String(cString: path))
            }
            g_object_unref(UnsafeMutableRawPointer(files))
        }
        let onResponse = self.onResponse
        release()
        onResponse?(urls)
    }

    /// Hides the chooser without reporting a response.
    func close() {
        guard let native else { return }
        g_signal_handler_disconnect(native, handlerID)
        gtk_native_dialog_hide(Self.dialog(native))
        release()
    }

    private func release() {
        guard let native else { return }
        if g_signal_handler_is_connected(native, handlerID) != 0 { g_signal_handler_disconnect(native, handlerID) }
        gtk_native_dialog_destroy(Self.dialog(native))
        g_object_unref(native)
        self.native = nil
        onResponse = nil
        FileChooser.open.removeAll { $0 === self }
    }
}

/// The chooser a `response` handler reaches, held weakly by the handler.
private final class WeakFileChooser: @unchecked Sendable {  // touched only on the main thread
    weak var chooser: FileChooser?
    init(_ chooser: FileChooser) { self.chooser = chooser }
}

private let fileChooserResponse: @convention(c) (UnsafeMutableRawPointer?, Int32, gpointer?) -> Void = {
    _, response, data in
    let box = Unmanaged<WeakFileChooser>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.chooser?.respond(response) }
}
