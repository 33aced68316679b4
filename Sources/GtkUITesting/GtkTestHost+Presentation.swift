import Foundation
import GtkUI

/// Popovers, full-screen covers and file choosers, used as a person does.
///
/// ```swift
/// host.click(try host.button("Export…"))
/// try host.saveFile(as: URL(fileURLWithPath: "/tmp/out/Notes.txt"))
/// host.click(try host.button("Open…"))
/// try host.chooseFile(URL(fileURLWithPath: "/tmp/in/todo.txt"))
/// ```
extension GtkTestHost {
    /// The `.popover`s open now (not menus), each a `GtkPopover` whose content is inside it.
    public var popovers: [Gtk.Widget] {
        openMenus.filter { $0.typeName == "GtkPopover" }
    }

    /// The topmost file chooser (`.fileImporter`, `.fileExporter`) open now, or nil.
    public var fileChooser: FileChooser? { FileChooser.open.last }

    /// Chooses `url` in the open file chooser as a person does — GTK's dialog shows its folder
    /// and selects it (or, when saving, fills in the folder and name) — then clicks Open or
    /// Save, and settles.
    ///
    /// - Throws: When no chooser is open, the file is not there to open, or GTK's dialog is not
    ///   shown (a portal's chooser runs in another process).
    public func chooseFile(_ url: URL, timeout: Double = 5) throws {
        let (chooser, dialog) = try openChooserDialog()
        if case .save = chooser.request.mode {
            dialog.fileChooserSetSaveLocation(folder: url.deletingLastPathComponent(), name: url.lastPathComponent)
        } else {
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw TestHostError("there is no file at \(url.path) to choose")
            }
            dialog.fileChooserSelect(url)
            // The dialog loads the folder, then selects the file.
            let deadline = Date().addingTimeInterval(timeout)
            while !dialog.fileChooserHasSelected(url) {
                guard Date() < deadline else {
                    throw TestHostError("the file chooser did not select \(url.path) within \(timeout) s")
                }
                if !Gtk.MainLoop.iterate() { usleep(2000) }
            }
        }
        try clickDialogButton(in: dialog, labels: ["_Open", "_Save", "_Select"])
        // GTK checks the chosen file (asynchronously) before it answers.
        let deadline = Date().addingTimeInterval(timeout)
        while chooser.isOpen {
            guard Date() < deadline else {
                throw TestHostError("the file chooser is still open \(timeout) s after choosing \(url.path)")
            }
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
        waitUntilIdle()
    }

    /// Cancels the open file chooser with its Cancel button, and settles.
    public func cancelFileChooser() throws {
        let (_, dialog) = try openChooserDialog()
        try clickDialogButton(in: dialog, labels: ["_Cancel"])
    }

    private func openChooserDialog() throws -> (FileChooser, Gtk.Window) {
        waitUntilIdle()
        guard let chooser = fileChooser else { throw TestHostError("no file chooser is open") }
        guard let dialog = chooser.dialog else {
            throw TestHostError("the file chooser “\(chooser.request.title)” is not GTK's dialog (a portal shows it)")
        }
        return (chooser, dialog)
    }

    private func clickDialogButton(in dialog: Gtk.Window, labels: [String]) throws {
        func buttons(in widget: Gtk.Widget) -> [Gtk.Button] {
            let own = widget.isButton ? [Gtk.Button(widget.pointer)] : []
            return own + widget.children.flatMap { buttons(in: $0) }
        }
        let shown = buttons(in: dialog).filter(\.isMapped)
        guard let button = shown.first(where: { labels.contains($0.label ?? "") }) else {
            throw TestHostError(
                "the file chooser shows no \(labels.joined(separator: " or ")) button; buttons: "
                    + shown.compactMap(\.label).joined(separator: ", "))
        }
        click(button)
    }
}
