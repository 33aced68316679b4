import Foundation

/// A geometric value of a view, used by GtkUI only to name where a popover attaches.
///
/// SwiftUI also resolves anchors through preferences; GtkUI has no anchor preferences, so only
/// ``Anchor/Source`` is available, for ``PopoverAttachmentAnchor/rect(_:)``.
public struct Anchor<Value>: Sendable {
    /// Where an anchor's value comes from.
    public struct Source: Sendable {
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor is attached to.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: rect) }
}

/// Where a popover's arrow points at its view.
///
/// ```swift
/// Button("Info") { showInfo = true }
///     .popover(isPresented: $showInfo, attachmentAnchor: .point(.trailing), arrowEdge: .trailing) {
///         Text("Details").padding()
///     }
/// ```
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view: `.rect(.bounds)` (the default) is the whole view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, in unit coordinates (`.center`, `.topLeading`, …).
    case point(UnitPoint)

    func placement(arrowEdge: Edge?) -> PopoverPlacement {
        switch self {
        case .rect(let source): PopoverPlacement(arrowEdge: arrowEdge, rect: source.rect)
        case .point(let point): PopoverPlacement(arrowEdge: arrowEdge, point: point)
        }
    }
}
