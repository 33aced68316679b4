import CGtk
import Foundation
import GtkUICore

/// Links as `GtkLinkButton`s whose `activate-link` runs the view's action (the environment's
/// `openURL`) instead of GTK's own opening; the desktop's URL handler through `gtk_show_uri`;
/// the clipboard through the display's `GdkClipboard`.
extension GtkBackend: LinkBackend {
    /// Creates an empty `GtkLinkButton` (GNOME's link look, announced as a link) that calls
    /// `action` when clicked or activated from the keyboard, then shows itself as visited.
    public func makeLink(action: @escaping @MainActor () -> Void) -> BackendWidget {
        let link = Gtk.Button(UnsafeMutableRawPointer(gtk_link_button_new("about:blank")))
        link.connectReturningBool("activate-link") { [weak link] in
            action()
            if let link { gtk_link_button_set_visited(OpaquePointer(link.pointer), 1) }
            // Handled: GTK's default handler would open the URI itself.
            return true
        }
        return link
    }

    /// Sets the link's URI, which GTK shows in its tooltip.
    public func updateLink(_ link: BackendWidget, destination: URL) {
        let link = link as! Gtk.Button
        write(link, "Link", "uri", destination.absoluteString) { [weak link] uri in
            guard let link else { return }
            gtk_link_button_set_uri(OpaquePointer(link.pointer), uri)
        }
    }

    /// Hands `url` to the desktop's handler for it (`gtk_show_uri`, through the portal in a
    /// sandbox); GTK reports a failure to open it on stderr.
    public func open(_ url: URL) -> Bool {
        gtk_show_uri(nil, url.absoluteString, UInt32(GDK_CURRENT_TIME))
        return true
    }

    /// Puts `text` on the default display's clipboard.
    public func copyToClipboard(_ text: String) {
        guard let display = gdk_display_get_default() else {
            Diagnostics.emit("ShareLink: there is no display, so “\(text)” could not be copied to the clipboard.")
            return
        }
        gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
        statistics.recordWrite("Clipboard", "text")
    }
}
