import CGtk
import GtkUICore

/// What a decoration's frame layer asks of the layout: the geometry and whether the child
/// wants to fill each axis. Attached to the decoration's `GtkBox` as object data, which the
/// layout reads back from the widget pointer GTK passes it.
final class FrameState {
    var geometry = FrameGeometry()
    var childFlexibility = (horizontal: false, vertical: false)
    /// The values animations draw now in place of the geometry's (see `WidgetAnimator`),
    /// with a transition's moves and scale; empty at rest.
    var presented: [AnimatedProperty: Double] = [:]
    /// The point a transition's scale keeps in place.
    var transitionAnchor = UnitPoint.center

    /// The geometry as drawn now: the target with animated values in place.
    var drawnGeometry: FrameGeometry {
        guard !presented.isEmpty else { return geometry }
        var drawn = geometry
        if let value = presented[.offsetX] { drawn.offsetX = value }
        if let value = presented[.offsetY] { drawn.offsetY = value }
        if let value = presented[.scaleX] { drawn.scaleX = value }
        if let value = presented[.scaleY] { drawn.scaleY = value }
        if let value = presented[.rotation] { drawn.rotationDegrees = value }
        if let value = presented[.width] { drawn.width = value }
        if let value = presented[.height] { drawn.height = value }
        return drawn
    }

    /// What a write compares: the geometry and the child's flexibility.
    struct Key: Hashable {
        let frame: FrameGeometry
        let childFlexibility: Pair

        init(frame: FrameGeometry, childFlexibility: (horizontal: Bool, vertical: Bool)) {
            self.frame = frame
            self.childFlexibility = Pair(childFlexibility.horizontal, childFlexibility.vertical)
        }

        struct Pair: Hashable {
            let horizontal: Bool
            let vertical: Bool
            init(_ horizontal: Bool, _ vertical: Bool) {
                self.horizontal = horizontal
                self.vertical = vertical
            }
        }
    }

    private static let key = "gtkui-frame"

    /// Gives `box` a state, released with the widget.
    @MainActor static func attach(to box: Gtk.Widget) {
        let retained = Unmanaged.passRetained(FrameState()).toOpaque()
        g_object_set_data_full(
            UnsafeMutablePointer<GObject>(OpaquePointer(box.pointer)), key, retained,
            { pointer in pointer.map { Unmanaged<FrameState>.fromOpaque($0).release() } })
    }

    /// The state of a decoration box, if it has one.
    static func of(_ widget: UnsafeMutableRawPointer?) -> FrameState? {
        guard let widget, let data = g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), key)
        else { return nil }
        return Unmanaged<FrameState>.fromOpaque(data).takeUnretainedValue()
    }

    /// The state of a decoration box, if it has one.
    @MainActor static func of(_ widget: Gtk.Widget) -> FrameState? { of(widget.pointer) }
}

/// Lays out a decoration's child as SwiftUI's frame modifiers do.
///
/// *Fixed lengths.* A GTK size request only raises a widget's minimum: a wrapping label in
/// `.frame(width: 520)` would still report its whole text on one line as its natural width,
/// and a roomy parent would grant it. In each dimension with a fixed length (the box's size
/// request), this layout reports the child's minimum as the natural size as well; GTK then
/// raises both to the size request, so the frame becomes the natural size and the label wraps
/// inside it. A height-for-width child's height for no width is measured at the frame's
/// content width: GTK requires a widget's minimum height for any width to be at most its
/// minimum height for no width.
///
/// *Flexible frames.* Otherwise the natural size is the child's, clamped to the minimum,
/// ideal and maximum (never below the child's minimum); `.fixedSize()` and a layout priority
/// above 0 make the child's natural size its minimum too.
///
/// *Placement.* The child gets the frame's size in an axis it fills (flexible content such as
/// a text field or a colour), else its natural size within the frame, at the frame's alignment;
/// `.offset(x:y:)`, `.scaleEffect` and `.rotationEffect` (and animations and transitions of
/// them) move, scale and turn it by a transform (see `FrameTransform`), leaving the layout as
/// it is.
enum FrameLayout {
    /// A new layout manager; the widget it is set on takes ownership.
    static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
        gtk_custom_layout_new(
            { widget in
                guard let child = gtk_widget_get_first_child(widget) else { return GTK_SIZE_REQUEST_CONSTANT_SIZE }
                return gtk_widget_get_request_mode(child)
            },
            { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                let sizes = FrameLayout.measure(widget, orientation: orientation, forSize: forSize)
                minimum?.pointee = sizes.minimum
                natural?.pointee = sizes.natural
                minimumBaseline?.pointee = sizes.minimumBaseline
                naturalBaseline?.pointee = sizes.naturalBaseline
            },
            { widget, width, height, baseline in
                FrameLayout.allocate(widget, width: width, height: height, baseline: baseline)
            })
    }

    private struct Sizes {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var minimumBaseline: Int32 = -1
        var naturalBaseline: Int32 = -1
    }

    private static func measure(
        _ widget: UnsafeMutablePointer<GtkWidget>?, orientation: GtkOrientation, forSize: Int32
    ) -> Sizes {
        let geometry = FrameState.of(widget)?.drawnGeometry ?? FrameGeometry()
        var requestedWidth: Int32 = -1
        var requestedHeight: Int32 = -1
        gtk_widget_get_size_request(widget, &requestedWidth, &requestedHeight)
        let isHorizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        let isFixed = (isHorizontal ? requestedWidth : requestedHeight) >= 0
        var sizes = Sizes()
        guard let child = gtk_widget_get_first_child(widget), gtk_widget_should_layout(child) != 0 else { return sizes }
        // A fixed dimension does not depend on the other one: a wrapping label asked for its
        // width at a short height would otherwise demand a wide frame.
        var childForSize = isFixed ? -1 : forSize
        if !isHorizontal, requestedWidth >= 0 {
            // The height for no width is the height at the frame's width (see above); offered
            // more width than the frame's, a box not told to fill still gets only the frame's.
            let content = contentWidth(of: widget, child: child, requestedWidth: requestedWidth)
            childForSize = forSize < 0 ? content : min(forSize, content)
        } else if !isHorizontal {
            // The child's height at the width it will get; for no width, at the widest it can
            // get, which a finite maxWidth bounds (so the height for no width is at least the
            // height for any width, as GTK requires).
            childForSize = childLength(
                child, along: GTK_ORIENTATION_HORIZONTAL, in: forSize < 0 ? Int32.max / 4 : forSize, geometry: geometry)
        }
        gtk_widget_measure(
            child, orientation, childForSize, &sizes.minimum, &sizes.natural, &sizes.minimumBaseline,
            &sizes.naturalBaseline)
        if isFixed {
            sizes.natural = sizes.minimum
            sizes.minimumBaseline = -1
            sizes.naturalBaseline = -1
            return sizes
        }
        let fixes = isHorizontal ? geometry.fixesWidth : geometry.fixesHeight
        if fixes || geometry.layoutPriority > 0 { sizes.minimum = sizes.natural }
        let childMinimum = sizes.minimum
        let natural = Double(sizes.natural)
        let framed = isHorizontal ? geometry.width(forContent: natural) : geometry.height(forContent: natural)
        let least = (isHorizontal ? geometry.minWidth : geometry.minHeight).map { Int32($0.rounded(.up)) } ?? 0
        sizes.minimum = max(childMinimum, least)
        sizes.natural = max(sizes.minimum, Int32(framed.rounded()))
        if sizes.natural != Int32(natural) || sizes.minimum != childMinimum {
            sizes.minimumBaseline = -1
            sizes.naturalBaseline = -1
        }
        return sizes
    }

    private static func allocate(
        _ widget: UnsafeMutablePointer<GtkWidget>?, width: Int32, height: Int32, baseline: Int32
    ) {
        guard let child = gtk_widget_get_first_child(widget), gtk_widget_should_layout(child) != 0 else { return }
        let state = FrameState.of(widget)
        let geometry = state?.drawnGeometry ?? FrameGeometry()
        let childWidth = childLength(child, along: GTK_ORIENTATION_HORIZONTAL, in: width, geometry: geometry)
        let childHeight = childLength(
            child, along: GTK_ORIENTATION_VERTICAL, in: height, geometry: geometry, forSize: childWidth)
        let x = offset(for: geometry.alignment.horizontal.position, free: width - childWidth)
        let y = offset(for: geometry.alignment.vertical.position, free: height - childHeight)
        let transform = FrameTransform(
            geometry: geometry, presented: state?.presented ?? [:], transitionAnchor: state?.transitionAnchor ?? .center
        ).make(
            childOrigin: (x, y), childSize: (Double(childWidth), Double(childHeight)),
            frame: (Double(width), Double(height)))
        let isMovedVertically =
            y + geometry.offsetY != 0 || geometry.hasScaleOrRotation || !(state?.presented.isEmpty ?? true)
        let childBaseline = childHeight == height && !isMovedVertically ? baseline : -1
        // gtk_widget_allocate takes ownership of the transform.
        gtk_widget_allocate(child, childWidth, childHeight, childBaseline, transform)
    }

    /// The length the child gets along `orientation` in `available` points: all of it if the
    /// child fills that axis, else its natural length, never above the frame's maximum nor
    /// below the child's minimum.
    private static func childLength(
        _ child: UnsafeMutablePointer<GtkWidget>, along orientation: GtkOrientation, in available: Int32,
        geometry: FrameGeometry, forSize: Int32 = -1
    ) -> Int32 {
        let isHorizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        let parent = gtk_widget_get_parent(child)
        let fills =
            FrameState.of(parent).map { isHorizontal ? $0.childFlexibility.horizontal : $0.childFlexibility.vertical }
            ?? true
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(child, orientation, forSize, &minimum, &natural, nil, nil)
        var length = fills ? available : min(available, natural)
        if let maximum = isHorizontal ? geometry.maxWidth : geometry.maxHeight, maximum.isFinite {
            length = min(length, Int32(maximum.rounded()))
        }
        return max(length, minimum)
    }

    private static func offset(for position: AxisAlignment, free: Int32) -> Double {
        guard free > 0 else { return 0 }
        switch position {
        case .leading, .firstTextBaseline: return 0
        case .center: return Double(free / 2)
        case .trailing: return Double(free)
        }
    }

    /// The width a fixed-width decoration gives its child at its narrowest: the frame width less
    /// the decoration's CSS margin, border and padding (a size request includes them, as GTK's
    /// content size does not), or the child's minimum width if that is wider.
    private static func contentWidth(
        of widget: UnsafeMutablePointer<GtkWidget>?, child: UnsafeMutablePointer<GtkWidget>, requestedWidth: Int32
    ) -> Int32 {
        let context = gtk_widget_get_style_context(widget)
        var margin = GtkBorder()
        var border = GtkBorder()
        var padding = GtkBorder()
        gtk_style_context_get_margin(context, &margin)
        gtk_style_context_get_border(context, &border)
        gtk_style_context_get_padding(context, &padding)
        let extra =
            Int32(margin.left) + Int32(margin.right) + Int32(border.left) + Int32(border.right)
            + Int32(padding.left) + Int32(padding.right)
        var childMinimumWidth: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &childMinimumWidth, nil, nil, nil)
        return max(requestedWidth - extra, childMinimumWidth)
    }
}
