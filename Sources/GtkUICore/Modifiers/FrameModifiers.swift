extension View {
    /// Gives the view a fixed width, height or both; content smaller than the frame sits at
    /// `alignment`.
    ///
    /// ```swift
    /// Text("Name").frame(width: 200, alignment: .leading)
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<
        Self, _FrameModifier
    > {
        var geometry = FrameGeometry()
        geometry.width = width
        geometry.height = height
        geometry.alignment = alignment
        return modifier(_FrameModifier(geometry: geometry))
    }

    /// Gives the view a flexible frame: its size follows the content within the minimum and
    /// maximum, and a maximum of `.infinity` takes all the space offered.
    ///
    /// ```swift
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FrameModifier> {
        var geometry = FrameGeometry()
        geometry.minWidth = minWidth
        geometry.idealWidth = idealWidth
        geometry.maxWidth = maxWidth
        geometry.minHeight = minHeight
        geometry.idealHeight = idealHeight
        geometry.maxHeight = maxHeight
        geometry.alignment = alignment
        if let minWidth, let maxWidth, minWidth > maxWidth {
            Diagnostics.emit(
                "warning: .frame(minWidth: \(minWidth), maxWidth: \(maxWidth)) has a minimum above its maximum; "
                    + "the minimum wins. Swap the two or lower minWidth.")
        }
        if let minHeight, let maxHeight, minHeight > maxHeight {
            Diagnostics.emit(
                "warning: .frame(minHeight: \(minHeight), maxHeight: \(maxHeight)) has a minimum above its maximum; "
                    + "the minimum wins. Swap the two or lower minHeight.")
        }
        return modifier(_FrameModifier(geometry: geometry))
    }

    /// Keeps the view at its ideal size in both axes, whatever its container offers: text
    /// neither wraps nor truncates.
    public func fixedSize() -> ModifiedContent<Self, _FrameModifier> { fixedSize(horizontal: true, vertical: true) }

    /// Keeps the view at its ideal size in the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FrameModifier> {
        var geometry = FrameGeometry()
        geometry.fixesWidth = horizontal
        geometry.fixesHeight = vertical
        return modifier(_FrameModifier(geometry: geometry))
    }

    /// Sets how readily the view gives up space in its stack: views above 0 keep their ideal
    /// length along the stack's axis while views at 0 shrink first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _FrameModifier> {
        var geometry = FrameGeometry()
        geometry.layoutPriority = value
        return modifier(_FrameModifier(geometry: geometry))
    }

    /// Draws the view moved by `x` and `y` points, without moving anything else: the layout
    /// keeps the view's place.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, _FrameModifier> {
        var geometry = FrameGeometry()
        geometry.offsetX = x
        geometry.offsetY = y
        return modifier(_FrameModifier(geometry: geometry))
    }
}

/// `.opacity(_:)` and `.hidden()`: the outermost layer of a decoration box.
public struct _OpacityModifier: ViewModifier, DecorationModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let opacity: Double?
    let hides: Bool
    func apply(to style: inout DecorationStyle) -> Bool {
        guard style.outermostLayer != .opacity else { return false }
        style.opacity = opacity
        style.isHidden = hides
        return true
    }
}

extension View {
    /// Draws the view, and everything in it, with `opacity` (0 is transparent, 1 opaque).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityModifier> {
        modifier(_OpacityModifier(opacity: opacity, hides: false))
    }

    /// Keeps the view's place in the layout but neither draws it nor lets it be clicked or
    /// focused.
    public func hidden() -> ModifiedContent<Self, _OpacityModifier> {
        modifier(_OpacityModifier(opacity: nil, hides: true))
    }
}
