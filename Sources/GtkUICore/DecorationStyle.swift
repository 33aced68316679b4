/// The visual properties one decoration box draws around its child.
///
/// The graph folds consecutive modifiers such as `.frame`, `.padding`, `.background`,
/// `.border` and `.cornerRadius` into as few boxes as keep SwiftUI's order of application:
/// a modifier that would have to sit *inside* one already in the box starts a new box.
public struct DecorationStyle: Sendable, Hashable {
    /// The frame layer: size, alignment, fixed size, priority and offset; nil for none.
    public var frame: FrameGeometry?
    /// A fixed width, from `.frame(width:)`.
    public var width: Double? {
        get { frame?.width }
        set { setFrame { $0.width = newValue } }
    }
    /// A fixed height, from `.frame(height:)`.
    public var height: Double? {
        get { frame?.height }
        set { setFrame { $0.height = newValue } }
    }
    /// Space between the border and the child.
    public var padding = EdgeInsets()
    /// Text colour inherited by the content.
    public var foreground: Color?
    /// Fill behind the content and padding.
    public var background: Color?
    /// Border colour and width.
    public var border: (color: Color, width: Double)? {
        get { borderColor.map { ($0, borderWidth) } }
        set { borderColor = newValue?.color; borderWidth = newValue?.width ?? 0 }
    }
    /// Radius of rounded corners; content is clipped to them.
    public var cornerRadius: Double?
    /// Whether the box fills the space offered (as a ``Color`` does).
    public var expands = false
    /// How opaque the box and everything in it is drawn, from `.opacity(_:)`; nil for fully.
    public var opacity: Double?
    /// Whether the box is kept in the layout but not drawn nor reachable, from `.hidden()`.
    public var isHidden = false

    /// The opacity the box is drawn with: 0 when hidden, else ``opacity`` clamped, or 1.
    public var drawnOpacity: Double { isHidden ? 0 : min(max(opacity ?? 1, 0), 1) }

    private var borderColor: Color?
    private var borderWidth: Double = 0

    /// Creates a style.
    public init(
        width: Double? = nil, height: Double? = nil, padding: EdgeInsets = EdgeInsets(),
        foreground: Color? = nil, background: Color? = nil, cornerRadius: Double? = nil,
        expands: Bool = false
    ) {
        if width != nil || height != nil {
            var frame = FrameGeometry()
            frame.width = width
            frame.height = height
            self.frame = frame
        }
        self.padding = padding
        self.foreground = foreground
        self.background = background
        self.cornerRadius = cornerRadius
        self.expands = expands
    }

    /// Whether the style has a frame layer.
    public var hasFrame: Bool { frame != nil }

    private mutating func setFrame(_ change: (inout FrameGeometry) -> Void) {
        var geometry = frame ?? FrameGeometry()
        change(&geometry)
        frame = geometry == FrameGeometry() ? nil : geometry
    }
    /// Whether the style draws anything around its child.
    public var drawsBox: Bool { drawnBackground != nil || borderColor != nil || cornerRadius != nil }

    /// The background, unless it is fully transparent (`Color.clear`), which draws nothing:
    /// a row that is `.background(isSelected ? .accentColor : .clear)` then carries no style
    /// at all while it is not selected, as a hand-written row carries no CSS class.
    private var drawnBackground: Color? { background.flatMap { $0.opacity > 0 ? $0 : nil } }

    /// Order of the box-model layers, inside out; a box can only grow outward.
    enum Layer: Int, Comparable {
        case padding = 1, fill = 2, corners = 3, frame = 4, opacity = 5
        static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The outermost layer already set.
    var outermostLayer: Layer? {
        if opacity != nil || isHidden { return .opacity }
        if hasFrame { return .frame }
        if cornerRadius != nil { return .corners }
        if background != nil || borderColor != nil { return .fill }
        if padding != EdgeInsets() { return .padding }
        return nil
    }

    /// Builds the CSS declarations for this style (without selector).
    public var cssDeclarations: String {
        var rules: [String] = []
        if let foreground { rules.append("color: \(foreground.css);") }
        if let background = drawnBackground { rules.append("background-color: \(background.css);") }
        if let borderColor { rules.append("border: \(borderWidth)px solid \(borderColor.css);") }
        if let cornerRadius { rules.append("border-radius: \(cornerRadius)px;") }

        if padding != EdgeInsets() {
            rules.append("padding: \(padding.top)px \(padding.trailing)px \(padding.bottom)px \(padding.leading)px;")
        }
        return rules.joined(separator: " ")
    }

    /// Compares every property: frame, padding, colours, border, corner radius, `expands`,
    /// opacity and hiding.
    public static func == (lhs: DecorationStyle, rhs: DecorationStyle) -> Bool {
        lhs.frame == rhs.frame && lhs.padding == rhs.padding
            && lhs.foreground == rhs.foreground && lhs.background == rhs.background
            && lhs.borderColor == rhs.borderColor && lhs.borderWidth == rhs.borderWidth
            && lhs.cornerRadius == rhs.cornerRadius && lhs.expands == rhs.expands
            && lhs.opacity == rhs.opacity && lhs.isHidden == rhs.isHidden
    }

    /// Hashes the CSS declarations, the frame and `expands`, which equal styles always share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cssDeclarations)
        hasher.combine(frame)
        hasher.combine(expands)
    }
}
