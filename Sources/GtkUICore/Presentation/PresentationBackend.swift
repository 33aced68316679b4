import Foundation

/// Shows the presentations that are not plain sheets: `.popover` and `.fullScreenCover`.
///
/// Design notes:
/// - The view graph builds the presented content as a page of its own (as for a sheet) and
///   hands the backend its root widget; the backend only decides where it appears.
/// - `onDismiss` reports that a person closed the presentation (clicked outside a popover,
///   Escape, the close button); the graph then writes the binding once. Closing from code goes
///   through the matching `dismiss` method, which never reports back.
/// - Reached through `graph.backend as? any PresentationBackend`; a backend without it reports
///   once and shows nothing.
///
/// ```swift
/// let popover = backend.presentPopover(content, from: anchor, placement: placement) { closed() }
/// backend.dismissPopover(popover)
/// ```
@MainActor
public protocol PresentationBackend: Backend {
    /// Shows `content` in a popover pointing at `anchor` and returns it.
    func presentPopover(
        _ content: BackendWidget, from anchor: BackendWidget, placement: PopoverPlacement,
        onDismiss: @escaping @MainActor () -> Void
    ) -> AnyObject
    /// Closes a popover from ``presentPopover(_:from:placement:onDismiss:)`` without reporting it.
    func dismissPopover(_ popover: AnyObject)
    /// Shows `content` in a modal window covering the window of `chrome` and returns it.
    func presentFullScreenCover(
        _ content: BackendWidget, over chrome: any WindowChrome, onDismiss: @escaping @MainActor () -> Void
    ) -> AnyObject
    /// Closes a cover from ``presentFullScreenCover(_:over:onDismiss:)`` without reporting it.
    func dismissFullScreenCover(_ cover: AnyObject)
}

/// Where a popover points, resolved from `.popover`'s `attachmentAnchor` and `arrowEdge`.
public struct PopoverPlacement: Hashable, Sendable {
    /// The side of the anchor the popover appears on; nil leaves it to the toolkit (below).
    public var arrowEdge: Edge?
    /// A point of the anchor view to point at, in unit coordinates; nil points at the whole view.
    public var point: UnitPoint?
    /// A rectangle of the anchor view to point at, in its coordinates; nil points at the whole view.
    public var rect: CGRect?

    /// Describes a placement.
    public init(arrowEdge: Edge? = nil, point: UnitPoint? = nil, rect: CGRect? = nil) {
        self.arrowEdge = arrowEdge
        self.point = point
        self.rect = rect
    }
}

/// How a ``_SheetModifier`` presents its content.
enum ModalPresentation {
    case sheet
    case fullScreenCover
    case popover(PopoverPlacement)

    var name: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .popover: "popover"
        }
    }
}
