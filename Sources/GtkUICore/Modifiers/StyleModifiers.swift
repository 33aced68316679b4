import Foundation

/// `.clipShape(_:style:)`: the box and its content clipped to a shape's outline.
public struct _ClipShapeModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let clip: DecorationStyle.ClipShape
    func apply(to style: inout DecorationStyle) -> Bool {
        guard style.clipShape == nil, (style.outermostLayer ?? .padding) <= .corners else { return false }
        style.clipShape = clip
        return true
    }
}

/// `.shadow(color:radius:x:y:)`.
public struct _ShadowModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let shadow: DecorationStyle.Shadow
    func apply(to style: inout DecorationStyle) -> Bool {
        guard style.shadow == nil, (style.outermostLayer ?? .padding) <= .shadow else { return false }
        style.shadow = shadow
        return true
    }
}

/// `.tint(_:)`: the accent colour of the controls inside, and of `.tint` shape styles.
public struct _TintModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let color: Color?
    func apply(to style: inout DecorationStyle) -> Bool {
        // Like the text colour, a tint is inherited by the content, so it fits in any box.
        guard style.tint == nil else { return false }
        style.tint = color
        return true
    }
}

extension View {
    /// Paints text, symbolic icons and shapes in this view with `style`: a colour, the
    /// hierarchical `.primary`…`.quaternary` (relative to the colour from above, as in
    /// SwiftUI), `.tint`, or a gradient (text takes its middle colour).
    ///
    /// ```swift
    /// Text("Updated yesterday").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundModifier> {
        modifier(_ForegroundModifier(paint: style._paint))
    }

    /// Paints this view's content with `primary`; GTK draws one level of foreground style, so
    /// `secondary` is accepted for SwiftUI compatibility and not used.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<
        Self, _ForegroundModifier
    > {
        modifier(_ForegroundModifier(paint: primary._paint))
    }

    /// Fills the area behind the view with `style`: a colour, a gradient or a material. The
    /// safe-area edges are accepted for SwiftUI compatibility; GTK windows have no safe area.
    ///
    /// ```swift
    /// Text("Draft").padding(8).background(.yellow.opacity(0.4))
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
        Self, _BackgroundModifier
    > {
        modifier(_BackgroundModifier(paint: style._paint))
    }

    /// Fills `shape`, sized to this view, with `style` behind the view.
    ///
    /// ```swift
    /// Label("Saved", systemImage: "checkmark").padding(8).background(.green.opacity(0.2), in: Capsule())
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _OverlayModifier<_ShapeView<T, S>>>
    {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Clips this view and its background to `shape`.
    ///
    /// GTK 4.8 clips to rounded rectangles, so `Rectangle`, `RoundedRectangle`, `Capsule`,
    /// `Ellipse` and `Circle` clip exactly (a `Circle` on a view that is not square clips to the
    /// ellipse filling it); any other shape is clipped to its bounds and reported once.
    ///
    /// ```swift
    /// Image("portrait").resizable().frame(width: 64, height: 64).clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<
        Self, _ClipShapeModifier
    > {
        let (clip, isExact) = DecorationStyle.ClipShape.of(shape)
        if !isExact {
            Diagnostics.emitOnce(
                "warning: .clipShape(\(S.self)) clips to the view's bounds: GTK 4.8 clips only to rounded "
                    + "rectangles. Use Rectangle, RoundedRectangle, Capsule, Ellipse or Circle.")
        }
        return modifier(_ClipShapeModifier(clip: clip))
    }

    /// Draws a shadow of `color`, blurred by `radius` and offset by `x`, `y`, under this view:
    /// under its box when it has a background or border at this point of the chain, otherwise
    /// under its text and symbolic icons.
    ///
    /// ```swift
    /// Text("Card").padding().background(.white).cornerRadius(8).shadow(radius: 4, y: 2)
    /// ```
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, _ShadowModifier>
    {
        modifier(
            _ShadowModifier(shadow: DecorationStyle.Shadow(color: color, radius: radius, x: Double(x), y: Double(y))))
    }

    /// Sets the accent colour of the controls in this view — switches, check boxes, sliders,
    /// progress bars, prominent buttons and links — and of `.tint` shape styles; nil restores
    /// the accent colour.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $alarm).tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _TintModifier> {
        modifier(_TintModifier(color: tint))
    }

    /// Sets the tint from a shape style: a colour, or a gradient's middle colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _TintModifier> {
        let color: Color? =
            switch tint?._paint {
            case .color(let color): color
            case let paint?: paint.middleColor
            case nil: nil
            }
        return modifier(_TintModifier(color: color))
    }
}
