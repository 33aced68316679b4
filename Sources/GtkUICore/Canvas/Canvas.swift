import Foundation

/// A view you draw into with a ``GraphicsContext``: paths, gradients, text and images.
///
/// The renderer runs when GTK paints the canvas, with the size the canvas was given (it takes
/// all the space offered). It runs again when the state it read changes, when the view
/// holding the canvas gives it a new renderer, and when the canvas is resized — and not
/// otherwise. GTK's canvas draws with cairo at the display's scale.
///
/// ```swift
/// Canvas { context, size in
///     let bounds = CGRect(origin: .zero, size: size)
///     context.fill(Path(roundedRect: bounds, cornerRadius: 12), with: .color(.teal))
///     context.draw(Text("\(count) taps").font(.headline), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(width: 200, height: 120)
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// Never called: the canvas draws itself.
    public typealias Body = Never

    /// Whether the drawing covers the whole canvas with opaque colour.
    public var isOpaque: Bool
    /// How colours blend; GTK draws every mode as ``ColorRenderingMode/nonLinear``.
    public var colorMode: ColorRenderingMode
    /// Whether SwiftUI may render off the main thread; GTK always draws on it, so accepted only.
    public var rendersAsynchronously: Bool
    /// Draws the canvas's content for its size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void

    /// Creates a canvas drawn by `renderer`.
    ///
    /// - Parameters:
    ///   - opaque: Whether the drawing covers the whole canvas with opaque colour.
    ///   - colorMode: How colours blend (accepted; GTK blends gamma-encoded sRGB).
    ///   - rendersAsynchronously: Accepted; GTK draws on the main thread.
    ///   - renderer: Draws into the context for the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { CanvasNode<Self>(graph: graph) }
}

/// What every ``Canvas`` tells its node, whatever its symbols.
@MainActor
protocol CanvasRepresentable {
    var isOpaque: Bool { get }
    func render(into context: inout GraphicsContext, size: CGSize)
}

extension Canvas: CanvasRepresentable {
    func render(into context: inout GraphicsContext, size: CGSize) { renderer(&context, size) }
}

/// Renders a ``Canvas``: hands the backend a renderer that records what the view's renderer
/// draws and the state it reads, so a change to that state repaints the canvas.
@MainActor
final class CanvasNode<Content: View>: LeafNode<Content> {
    override var readsStateWhileApplying: Bool { false }

    override func makeWidget() -> BackendWidget {
        (graph.backend as? any CanvasBackend)?.makeCanvas() ?? graph.backend.makeDecoration()
    }

    override func apply(_ view: Content, to widget: BackendWidget) {
        guard let backend = graph.backend as? any CanvasBackend else {
            graph.backend.updateDecoration(widget, style: DecorationStyle(expands: true), child: nil)
            return
        }
        let canvas = view as! any CanvasRepresentable
        let environment = self.environment
        backend.updateCanvas(
            widget,
            with: CanvasDrawing(isOpaque: canvas.isOpaque) { [weak self] size in
                guard let self, self.isMounted else { return [] }
                let recording = GraphicsContext.Recording()
                var context = GraphicsContext(recording: recording, environment: environment)
                // What the renderer reads makes the canvas depend on it.
                self.trackingReads { canvas.render(into: &context, size: size) }
                return recording.commands
            })
    }
}
