/// How the corners of a stroked line are drawn (Core Graphics' name, for code that ports).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, bevelled beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
}
