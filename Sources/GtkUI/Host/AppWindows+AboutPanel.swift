import CGtk
import Foundation
import GtkUICore

extension AppWindows {
    /// What the app's About dialog shows: the first `.aboutPanel` among its scenes.
    var aboutPanel: AboutPanel? { scenes.lazy.compactMap(\.aboutPanel).first }

    /// The app's name, as the About dialog and its menu item show it: the panel's name, else the
    /// title of the first `WindowGroup` that has one, else GLib's application name.
    public var appName: String {
        if let name = aboutPanel?.name { return name }
        if let title = scenes.first(where: { !$0.isSettings && !$0.title.isEmpty })?.title { return title }
        return g_get_application_name().map { String(cString: $0) } ?? GtkUIApplication.programName
    }

    /// Opens the About dialog, modal over the active window, or brings it to the front when it
    /// is open; without `.aboutPanel` it is reported once.
    ///
    /// Escape or the dialog's close button closes it, and closing destroys it.
    @discardableResult
    public func openAboutPanel() -> Gtk.AboutDialog? {
        if let aboutDialog {
            aboutDialog.present()
            return aboutDialog
        }
        guard let panel = aboutPanel else {
            Diagnostics.emitOnce(
                "openAboutPanel(): the app declares no About panel, so no About dialog opens. Add "
                    + ".aboutPanel(AboutPanel(version: …)) to its WindowGroup.")
            return nil
        }
        reportProblems(of: panel)
        let dialog = Gtk.AboutDialog(panel, appName: appName)
        let parent = hosts.first { $0.window.isActive } ?? hosts.last
        dialog.setTransient(for: parent?.window, modal: true)
        // GtkAboutDialog binds Escape to closing itself, as its close button does: both emit
        // close-request.
        dialog.connectReturningBool("close-request") { [weak self, weak dialog] in
            // Let GTK destroy the window, and drop the last reference so it is finalized.
            dialog?.disconnectAllSignals()
            self?.aboutDialog = nil
            return false
        }
        aboutDialog = dialog
        dialog.present()
        return dialog
    }

    /// Reports, once each, what in `panel` the dialog cannot show as meant, and an About panel
    /// declared on several scenes.
    private func reportProblems(of panel: AboutPanel) {
        if Set(scenes.compactMap(\.aboutPanel)).count > 1 {
            Diagnostics.emitOnce(
                ".aboutPanel: the app declares different About panels on several scenes; the first one is "
                    + "shown. Declare it once, on the app's first WindowGroup.")
        }
        if let website = panel.website, website.scheme == nil {
            Diagnostics.emitOnce(
                ".aboutPanel: the website “\(website)” has no scheme, so its link opens nothing. Write the "
                    + "whole address, such as URL(string: \"https://example.org\").")
        }
        if let label = panel.websiteLabel, panel.website == nil {
            Diagnostics.emitOnce(
                ".aboutPanel: websiteLabel “\(label)” is not shown without a website. Give the "
                    + "AboutPanel a website too.")
        }
    }

    /// Closes the About dialog, if it is open, as its close button does.
    func closeAboutPanel() {
        aboutDialog?.close()
        aboutDialog = nil
    }
}
