/// Scrolling containers: `ScrollView`, and scrolling to a view for `ScrollViewProxy`.
///
/// Design notes:
/// - A scroll view holds one widget, the content's stack; the backend lays it out at its
///   natural size along the scrolled axes and fills the other axis.
/// - `scroll(toShow:anchor:)` scrolls the nearest scrolling ancestor of a widget so that the
///   widget is visible at `anchor` (or just visible, for nil), once the layout is known.
/// - Reached through `graph.backend as? any ScrollBackend`.
///
/// ```swift
/// let scroll = backend.makeScrollView()
/// backend.updateScrollView(scroll, axes: .vertical, showsIndicators: true)
/// backend.setScrollContent(stack, of: scroll)
/// ```
@MainActor
public protocol ScrollBackend: Backend {
    /// Creates an empty scroll view that takes the space offered.
    func makeScrollView() -> BackendWidget
    /// Sets the axes it scrolls along and whether it shows scroll bars.
    func updateScrollView(_ scrollView: BackendWidget, axes: Axis.Set, showsIndicators: Bool)
    /// Puts `content` (or nothing) in the scroll view.
    func setScrollContent(_ content: BackendWidget?, of scrollView: BackendWidget)
    /// Scrolls the scrolling containers around `widget` so that it shows at `anchor` of the
    /// visible area (a unit point: `.top`, `.center`, `.bottom`…), or just enough to show it all
    /// when `anchor` is nil. Returns whether a scrolling container was found.
    @discardableResult
    func scroll(toShow widget: BackendWidget, anchor: UnitPoint?) -> Bool
}
