import Foundation

/// How a shape's outline is stroked: width, line ends and joins, and dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 4]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends of the line are drawn.
    public var lineCap: CGLineCap
    /// How corners of the line are drawn.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps; empty draws a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
