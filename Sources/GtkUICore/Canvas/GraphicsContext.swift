import Foundation

/// What a ``Canvas``'s renderer draws with: fills, strokes, text and images, under a
/// transform, an opacity and clips.
///
/// A context is a value: a copy keeps the transform, opacity and clips it had when copied,
/// and changing the copy's leaves the original's alone, so a scoped change is a copy.
/// Drawing into any copy draws into the same canvas, in order.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
///     var turned = context
///     turned.translateBy(x: size.width / 2, y: size.height / 2)
///     turned.rotate(by: .degrees(45))
///     turned.stroke(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.white), lineWidth: 2)
///     context.draw(Text("Hello"), at: CGPoint(x: size.width / 2, y: 12))
/// }
/// ```
public struct GraphicsContext {
    /// The drawing every copy of a context adds to.
    final class Recording {
        /// Steps in order; images wait to be looked up on the main actor.
        var steps: [Step] = []

        enum Step {
            case command(_CanvasCommand)
            case image(Image, _CanvasImagePlacement, _CanvasState)
        }

        /// The steps as a backend draws them, images looked up.
        @MainActor var commands: [_CanvasCommand] {
            steps.map { step in
                switch step {
                case .command(let command): command
                case .image(let image, let placement, let state):
                    .image(ImageNode.content(of: image.source), placement, state)
                }
            }
        }
    }

    let recording: Recording
    private var state = _CanvasState()

    /// The environment of the canvas: its locale, font, colour scheme…
    public let environment: EnvironmentValues

    init(recording: Recording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    /// The opacity drawing gets from now on, from 0 (invisible) to 1; it multiplies the
    /// shadings' own.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = min(1, max(0, newValue)) }
    }

    /// The transform from the coordinates drawing uses to the canvas's (origin top left, y
    /// pointing down).
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Moves the origin of what is drawn from now on by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn from now on by `x` horizontally and `y` vertically.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.scaledBy(x: x, y: y) }

    /// Rotates what is drawn from now on by `angle` around the current origin, clockwise on
    /// screen.
    public mutating func rotate(by angle: Angle) { state.transform = state.transform.rotated(by: angle.radians) }

    /// Applies `matrix` to what is drawn from now on, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// Limits what is drawn from now on to the inside of `path` (or its outside, with
    /// ``ClipOptions/inverse``), in the current coordinates.
    ///
    /// - Parameters:
    ///   - path: The clip's outline.
    ///   - style: Which parts of `path` count as inside.
    ///   - options: ``ClipOptions/inverse`` keeps the outside instead.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clips.append(
            _CanvasClip(path: path.applying(state.transform), style: style, isInverse: options.contains(.inverse)))
    }

    /// Fills `path` with `shading`.
    ///
    /// - Parameters:
    ///   - path: The outline to fill, in the current coordinates.
    ///   - shading: A colour, style or gradient.
    ///   - style: Which parts count as inside, and antialiasing.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.steps.append(.command(.fill(path, shading.resolved(in: environment), style, state)))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.steps.append(.command(.stroke(path, shading.resolved(in: environment), style, state)))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` on one line with its `anchor` point at `point`: `.center` centres it there,
    /// `.topLeading` starts it there.
    ///
    /// The text gets the canvas's font (or its own `.font(_:)`) and its own foreground colour,
    /// or the text colour.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        var (content, attributes) = text.styledContent(locale: environment.locale)
        if let font = environment.font { attributes = font.attributes.merging(attributes) }
        let string = content.runs.map(\.text).joined()
        let shading = attributes.foreground.map { Shading.color($0) } ?? .foreground
        let text = _CanvasText(string: string, attributes: attributes, point: point, anchor: anchor, shading: shading)
        recording.steps.append(.command(.text(text, state)))
    }

    /// Draws `image` scaled to fill `rect`.
    ///
    /// Image files and images an ``AsyncImage`` loaded are drawn; icons are not, and are
    /// reported once.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.steps.append(.image(image, .rect(rect), state))
    }

    /// Draws `image` at its own size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.steps.append(.image(image, .point(point, anchor), state))
    }

    /// Runs `content` with a copy of this context, whose transform, opacity and clip changes
    /// end with it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}
