import Foundation
import GtkUICore

extension RecordingBackend: LinkBackend {
    /// Creates a `Link` test widget; ``TestWidget/click()`` calls `action`.
    public func makeLink(action: @escaping @MainActor () -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "Link")
        widget.onActivate = action
        return widget
    }

    /// Records the destination as the `url` property, counting only changes.
    public func updateLink(_ link: BackendWidget, destination: URL) {
        (link as! TestWidget).set("url", destination.absoluteString, statistics)
    }

    /// Records `url` in ``openedURLs``.
    public func open(_ url: URL) -> Bool {
        openedURLs.append(url)
        return true
    }

    /// Records `text` as ``clipboardText``.
    public func copyToClipboard(_ text: String) {
        clipboardText = text
    }
}
