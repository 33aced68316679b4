import GtkUICore

/// A popover or full-screen cover shown by the ``RecordingBackend``.
@MainActor
public final class RecordedPresentation {
    /// What is presented.
    public enum Kind: Equatable, Sendable {
        /// A popover pointing at ``RecordedPresentation/anchor``, placed as described.
        case popover(PopoverPlacement)
        /// A modal window covering the presenting window.
        case fullScreenCover
    }

    /// What is presented.
    public let kind: Kind
    /// The presented content's root widget.
    public let content: TestWidget
    /// The widget a popover points at; nil for a cover.
    public let anchor: TestWidget?
    let onDismiss: @MainActor () -> Void
    weak var backend: RecordingBackend?

    init(kind: Kind, content: TestWidget, anchor: TestWidget?, onDismiss: @escaping @MainActor () -> Void) {
        self.kind = kind
        self.content = content
        self.anchor = anchor
        self.onDismiss = onDismiss
    }

    /// Closes it as a person does (a click outside a popover, Escape), which reports it.
    public func close() {
        backend?.presentations.removeAll { $0 === self }
        onDismiss()
    }
}

extension RecordingBackend: PresentationBackend {
    /// Appends a popover ``RecordedPresentation`` to ``presentations`` and returns it.
    public func presentPopover(
        _ content: BackendWidget, from anchor: BackendWidget, placement: PopoverPlacement,
        onDismiss: @escaping @MainActor () -> Void
    ) -> AnyObject {
        record(.popover(placement), content: content, anchor: anchor as? TestWidget, onDismiss: onDismiss)
    }

    /// Removes the popover from ``presentations`` without reporting it.
    public func dismissPopover(_ popover: AnyObject) { presentations.removeAll { $0 === popover } }

    /// Appends a full-screen cover ``RecordedPresentation`` to ``presentations`` and returns it.
    public func presentFullScreenCover(
        _ content: BackendWidget, over chrome: any WindowChrome, onDismiss: @escaping @MainActor () -> Void
    ) -> AnyObject {
        record(.fullScreenCover, content: content, anchor: nil, onDismiss: onDismiss)
    }

    /// Removes the cover from ``presentations`` without reporting it.
    public func dismissFullScreenCover(_ cover: AnyObject) { presentations.removeAll { $0 === cover } }

    private func record(
        _ kind: RecordedPresentation.Kind, content: BackendWidget, anchor: TestWidget?,
        onDismiss: @escaping @MainActor () -> Void
    ) -> RecordedPresentation {
        let presentation = RecordedPresentation(
            kind: kind, content: content as! TestWidget, anchor: anchor, onDismiss: onDismiss)
        presentation.backend = self
        presentations.append(presentation)
        return presentation
    }
}
