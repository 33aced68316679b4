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
    /// Text colour inherited by the content, from `.foregroundColor(_:)`/`.foregroundStyle(_:)`.
    public var foreground: ShapePaint?
    /// Fill behind the content and padding: a colour, gradient or material.
    public var background: ShapePaint?
    /// Border colour and width.
    public var border: (color: Color, width: Double)? {
        get { borderColor.map { ($0, borderWidth) } }
        set { borderColor = newValue?.color; borderWidth = newValue?.width ?? 0 }
    }
    /// The shape the box and its content are clipped to, from `.cornerRadius(_:)` or
    /// `.clipShape(_:)`.
    public var clipShape: ClipShape?
    /// Radius of rounded corners, when the clip is a rounded rectangle with circular corners.
    public var cornerRadius: Double? {
        get {
            guard case .roundedRectangle(let width, let height) = clipShape, width == height else { return nil }
            return width
        }
        set { clipShape = newValue.map { .roundedRectangle(width: $0, height: $0) } }
    }
    /// A shadow under the box (when it draws a fill or border) or under its text and icons.
    public var shadow: Shadow?
    /// The colour controls inside take as their accent, from `.tint(_:)`.
    public var tint: Color?
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
        foreground: ShapePaint? = nil, background: ShapePaint? = nil, cornerRadius: Double? = nil,
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

    /// This style with `.tint` paints replaced by `tint` (the accent colour when nil).
    func resolvingTint(_ tint: Color?) -> DecorationStyle {
        var style = self
        style.foreground = foreground?.resolvingTint(tint)
        style.background = background?.resolvingTint(tint)
        return style
    }

    /// Whether the style has a frame layer.
    public var hasFrame: Bool { frame != nil }

    private mutating func setFrame(_ change: (inout FrameGeometry) -> Void) {
        var geometry = frame ?? FrameGeometry()
        change(&geometry)
        frame = geometry == FrameGeometry() ? nil : geometry
    }
    /// Whether the style draws anything around its child.
    public var drawsBox: Bool { drawnBackground != nil || borderColor != nil || clipShape != nil }

    /// The background, unless it is fully transparent (`Color.clear`), which draws nothing:
    /// a row that is `.background(isSelected ? .accentColor : .clear)` then carries no style
    /// at all while it is not selected, as a hand-written row carries no CSS class.
    private var drawnBackground: ShapePaint? {
        if case .color(let color) = background, color.opacity == 0 { return nil }
        return background
    }

    /// Order of the box-model layers, inside out; a box can only grow outward.
    enum Layer: Int, Comparable {
        case padding = 1, fill = 2, corners = 3, shadow = 4, frame = 5, opacity = 6
        static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The outermost layer already set.
    var outermostLayer: Layer? {
        if opacity != nil || isHidden { return .opacity }
        if hasFrame { return .frame }
        if shadow != nil { return .shadow }
        if clipShape != nil { return .corners }
        if background != nil || borderColor != nil { return .fill }
        if padding != EdgeInsets() { return .padding }
        return nil
    }

    /// Builds the CSS declarations for this style (without selector).
    public var cssDeclarations: String {
        var rules: [String] = []
        if let foreground { rules.append("color: \(foreground.cssColor);") }
        if let background = drawnBackground { rules.append(background.cssBackground) }
        if let borderColor { rules.append("border: \(borderWidth)px solid \(borderColor.css);") }
        if let clipShape { rules.append("border-radius: \(clipShape.cssRadius);") }
        if let shadow {
            // A box that draws casts its shadow; otherwise its text and symbolic icons do.
            rules.append(
                drawsBox ? "box-shadow: \(shadow.css);" : "text-shadow: \(shadow.css); -gtk-icon-shadow: \(shadow.css);"
            )
        }

        if padding != EdgeInsets() {
            rules.append("padding: \(padding.top)px \(padding.trailing)px \(padding.bottom)px \(padding.leading)px;")
        }
        return rules.joined(separator: " ")
    }

    /// Compares every property: frame, padding, colours, border, clip shape, shadow, tint,
    /// `expands`, opacity and hiding.
    public static func == (lhs: DecorationStyle, rhs: DecorationStyle) -> Bool {
        lhs.frame == rhs.frame && lhs.padding == rhs.padding
            && lhs.foreground == rhs.foreground && lhs.background == rhs.background
            && lhs.borderColor == rhs.borderColor && lhs.borderWidth == rhs.borderWidth
            && lhs.clipShape == rhs.clipShape && lhs.shadow == rhs.shadow && lhs.tint == rhs.tint
            && lhs.expands == rhs.expands
            && lhs.opacity == rhs.opacity && lhs.isHidden == rhs.isHidden
    }

    /// Hashes the CSS declarations, the tint, the frame and `expands`, which equal styles always
    /// share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cssDeclarations)
        hasher.combine(tint)
        hasher.combine(frame)
        hasher.combine(expands)
    }
}
