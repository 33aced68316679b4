import Foundation

/// The outline of a shape: lines and Bézier curves in a view's coordinates, y pointing down.
///
/// Shapes describe themselves as a path for the rectangle they are given; GTK's backend draws
/// the path with cairo, antialiased at the display's scale.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath, closing it.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// The outline of `rect`.
    public init(_ rect: CGRect) { addRect(rect) }

    /// The outline of `rect` with corners of radius `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next step starts from, nil before the first `move(to:)`.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: subpathStart
        case nil: nil
        }
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with each step in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point) } else { elements.append(.line(to: point)) }
    }

    /// Adds a quadratic Bézier curve to `point`, bent towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`, bent towards `control1` and `control2`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds a subpath of straight lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds `other`'s steps after this path's.
    public mutating func addPath(_ other: Path) {
        for element in other.elements {
            if case .move(let point) = element { move(to: point) } else { elements.append(element) }
        }
    }

    /// Compares the steps.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the steps.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
