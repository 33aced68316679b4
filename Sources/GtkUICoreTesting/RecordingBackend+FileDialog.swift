import Foundation
import GtkUICore

/// A file chooser shown by the ``RecordingBackend``: what it asks for, and a person's answer.
@MainActor
public final class RecordedFileDialog {
    /// What the chooser asks for.
    public let request: FileDialogRequest
    let onResponse: @MainActor ([URL]?) -> Void
    weak var backend: RecordingBackend?

    init(request: FileDialogRequest, onResponse: @escaping @MainActor ([URL]?) -> Void) {
        self.request = request
        self.onResponse = onResponse
    }

    /// Chooses `urls` and confirms, as a person does with Open or Save.
    public func choose(_ urls: [URL]) { close(with: urls) }

    /// Cancels the chooser.
    public func cancel() { close(with: nil) }

    private func close(with urls: [URL]?) {
        backend?.fileDialogs.removeAll { $0 === self }
        onResponse(urls)
    }
}

extension RecordingBackend: FileDialogBackend {
    /// Appends a ``RecordedFileDialog`` to ``fileDialogs`` and returns it.
    public func presentFileDialog(
        _ request: FileDialogRequest, over chrome: (any WindowChrome)?,
        onResponse: @escaping @MainActor ([URL]?) -> Void
    ) -> AnyObject {
        let dialog = RecordedFileDialog(request: request, onResponse: onResponse)
        dialog.backend = self
        fileDialogs.append(dialog)
        return dialog
    }

    /// Removes the chooser from ``fileDialogs`` without reporting a response.
    public func dismissFileDialog(_ dialog: AnyObject) { fileDialogs.removeAll { $0 === dialog } }
}
