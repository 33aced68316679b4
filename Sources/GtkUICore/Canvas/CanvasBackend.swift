import Foundation

/// Draws ``Canvas`` views as a toolkit's widgets.
///
/// Design notes:
/// - The renderer needs the widget's size, which only the toolkit knows when it paints, so
///   the backend calls ``CanvasDrawing/render`` from its paint (GTK: the widget's snapshot)
///   and replays the recorded `_CanvasCommand`s. A resize repaints without the view graph.
/// - The view graph records what the renderer reads: a change to it (or a new `Canvas` value
///   from the parent) calls ``updateCanvas(_:with:)``, which asks for one repaint and counts
///   it as one write (`Canvas.drawing`) in ``Backend/statistics``. Nothing else repaints it.
/// - Reached through `graph.backend as? any CanvasBackend`; a backend without canvases shows
///   an empty box.
///
/// ```swift
/// let widget = backend.makeCanvas()
/// backend.updateCanvas(widget, with: CanvasDrawing(isOpaque: false) { size in commands(for: size) })
/// ```
@MainActor
public protocol CanvasBackend: Backend {
    /// Creates a canvas widget that takes the space it is offered and draws nothing yet.
    func makeCanvas() -> BackendWidget
    /// Draws `drawing` in a widget made by ``makeCanvas()``, from the next paint on.
    func updateCanvas(_ canvas: BackendWidget, with drawing: CanvasDrawing)
}

/// How a canvas widget gets what to draw: a renderer run for the widget's size.
///
/// ```swift
/// CanvasDrawing(isOpaque: false) { size in [] }
/// ```
public struct CanvasDrawing {
    /// Whether the canvas promises to cover its whole area with opaque colour.
    public var isOpaque: Bool
    /// Runs the canvas's renderer for a size and returns what it drew, in order.
    public var render: @MainActor (CGSize) -> [_CanvasCommand]

    /// Describes a canvas's drawing.
    public init(isOpaque: Bool, render: @escaping @MainActor (CGSize) -> [_CanvasCommand]) {
        self.isOpaque = isOpaque
        self.render = render
    }
}
