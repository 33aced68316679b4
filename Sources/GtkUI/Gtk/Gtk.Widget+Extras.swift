extension Gtk.Widget {
    fileprivate var extras: WidgetExtras {
        if let extrasIfMade { return extrasIfMade }
        let made = WidgetExtras()
        extrasIfMade = made
        return made
    }

    /// Writes a rare field, making the extras only for a value: clearing a field a widget
    /// never had makes nothing.
    fileprivate func setExtra<Value>(_ field: ReferenceWritableKeyPath<WidgetExtras, Value?>, _ value: Value?) {
        if value != nil || extrasIfMade != nil { extras[keyPath: field] = value }
    }

    /// The shared CSS class GtkUI's backend gave the widget for a decoration's style.
    var styleClass: String? {
        get { extrasIfMade?.styleClass }
        set { setExtra(\.styleClass, newValue) }
    }
    /// The context menu GtkUI's backend gave the widget (`.contextMenu`), while it has one.
    var contextMenu: AnyObject? {
        get { extrasIfMade?.contextMenu }
        set { setExtra(\.contextMenu, newValue) }
    }
    /// What the context menu is made of (`.contextMenu`, named accessibility actions).
    var contextMenuSources: AnyObject? {
        get { extrasIfMade?.contextMenuSources }
        set { setExtra(\.contextMenuSources, newValue) }
    }
    /// Properties as last written by GtkUI's backend, to skip unchanged writes.
    var written: [String: AnyHashable] {
        get { extrasIfMade?.written ?? [:] }
        _modify { yield &extras.written }
    }
    /// Focus and key controllers GtkUI's backend added (`.focused`, `.onKeyPress`), removed
    /// when the widget is discarded.
    var addedControllers: [Gtk.Object] {
        get { extrasIfMade?.addedControllers ?? [] }
        _modify { yield &extras.addedControllers }
    }
}

extension Gtk.Label {
    /// Whether the label sits in a `.frame(width:)`, where it always wraps.
    var isFramed: Bool {
        get { extrasIfMade?.isFramedLabel ?? false }
        set { if newValue || extrasIfMade != nil { extras.isFramedLabel = newValue } }
    }
}

extension Gtk.Button {
    /// The shortcut controller GtkUI's backend added for `.keyboardShortcut`, while it has one
    /// (the button owns it).
    var shortcutController: OpaquePointer? {
        get { extrasIfMade?.shortcutController }
        set { setExtra(\.shortcutController, newValue) }
    }
    /// What reports presses to a custom button style, once one is observed.
    var pressObservation: AnyObject? {
        get { extrasIfMade?.pressObservation }
        set { setExtra(\.pressObservation, newValue) }
    }
}

/// The parts of a widget wrapper that few widgets use, kept out of the wrapper itself: a long
/// list has five wrappers per row, and these fields would add 40 bytes to each (and a label's
/// or a button's own would take it past a 64-byte allocation).
final class WidgetExtras {
    var isFramedLabel = false
    var shortcutController: OpaquePointer?
    var pressObservation: AnyObject?
    var styleClass: String?
    var contextMenu: AnyObject?
    var contextMenuSources: AnyObject?
    var written: [String: AnyHashable] = [:]
    var addedControllers: [Gtk.Object] = []
}
