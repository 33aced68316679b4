/// How the open ends of a stroked line are drawn (Core Graphics' name, for code that ports).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Squared off at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// Squared off half the line width beyond the end point.
    case square
}
