import Foundation
import GtkUICore

extension RecordingBackend: CanvasBackend {
    /// Creates a `Canvas` test widget.
    public func makeCanvas() -> BackendWidget { TestWidget(kind: "Canvas") }

    /// Keeps the drawing and paints it at once, as a display would, at ``TestWidget/canvasSize``;
    /// each call counts one `Canvas.drawing` write.
    public func updateCanvas(_ canvas: BackendWidget, with drawing: CanvasDrawing) {
        let widget = canvas as! TestWidget
        widget.properties["canvasDrawing"] = drawing
        statistics.recordWrite("Canvas", "drawing")
        widget.paintCanvas()
    }
}

extension TestWidget {
    /// The size a canvas is painted at; 100 × 100 unless a test sets another and repaints.
    public var canvasSize: CGSize {
        get { properties["canvasSize"] as? CGSize ?? CGSize(width: 100, height: 100) }
        set { properties["canvasSize"] = newValue }
    }

    /// The steps a canvas drew at its last paint, described one per line: `fill`, `stroke`,
    /// `text "…"` or `image`, each with the bounds of its path in the canvas.
    public var canvasCommands: [String] { properties["canvasCommands"] as? [String] ?? [] }

    /// How many times a canvas's renderer has run.
    public var canvasPaints: Int { properties["canvasPaints"] as? Int ?? 0 }

    /// Runs a canvas's renderer again for ``canvasSize``, as a resize would.
    public func paintCanvas() {
        guard let drawing = properties["canvasDrawing"] as? CanvasDrawing else { return }
        let commands = drawing.render(canvasSize)
        properties["canvasPaints"] = canvasPaints + 1
        properties["canvasCommands"] = commands.map(Self.describe)
    }

    private static func describe(_ command: _CanvasCommand) -> String {
        func box(_ path: Path, _ state: _CanvasState) -> String {
            let rect = path.applying(state.transform).boundingRect
            return "(\(Int(rect.minX.rounded())), \(Int(rect.minY.rounded())), \(Int(rect.width.rounded())), "
                + "\(Int(rect.height.rounded())))"
        }
        switch command {
        case .fill(let path, _, _, let state): return "fill \(box(path, state))"
        case .stroke(let path, _, _, let state): return "stroke \(box(path, state))"
        case .text(let text, _): return "text \"\(text.string)\""
        case .image: return "image"
        }
    }
}
