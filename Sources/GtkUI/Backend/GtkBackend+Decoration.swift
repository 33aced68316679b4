import CGtk
import GtkUICore

extension GtkBackend {
    /// Creates a `GtkBox` with the `gtkui-decoration` class and a layout that makes a frame's size the
    /// child's natural size.
    public func makeDecoration() -> BackendWidget {
        let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL)
        box.addCSSClass("gtkui-decoration")
        gtk_widget_set_layout_manager(gtkui_widget(box.pointer), FrameLayout.make())
        return box
    }

    /// Moves `child` in to fill the box, requests the frame size, and swaps in the shared CSS class for
    /// the style's colours, border, corners and padding; rounded corners clip the content.
    public func updateDecoration(_ decoration: BackendWidget, style: DecorationStyle, child: BackendWidget?) {
        let box = decoration as! Gtk.Box
        if let child = child as? Gtk.Widget, child.parentPointer != box.pointer {
            for old in box.children { box.remove(old) }
            detach(child)
            box.append(child)
            // The child fills the box; a label keeps its text centered inside it.
            child.expandsHorizontally = true
            child.horizontalAlignment = GTK_ALIGN_FILL
            child.verticalAlignment = GTK_ALIGN_FILL
        }
        if let label = child as? Gtk.Label, style.width != nil, !label.isFramed {
            // A frame narrower than a short text must still wrap it, as SwiftUI does.
            label.isFramed = true
            label.wraps = true
        }
        let childFlexibility = (child as? Gtk.Widget)?.flexibility ?? (horizontal: false, vertical: false)
        box.flexibility = (
            style.expands || (style.width == nil && childFlexibility.horizontal),
            style.expands || (style.height == nil && childFlexibility.vertical)
        )
        write(box, "Decoration", "size", [style.width ?? -1, style.height ?? -1]) {
            box.sizeRequest = (Int($0[0]), Int($0[1]))
        }
        writeStyleClass(style, on: box)
        write(box, "Decoration", "clips", style.cornerRadius != nil) { box.clipsContent = $0 }
    }

    /// Labels and stacks can show padding, colours, borders and corners through their own CSS
    /// box, unless another decoration already draws on them.
    public func canDecorateInPlace(_ widget: BackendWidget) -> Bool {
        guard widget is Gtk.Label || widget is StackBox, let widget = widget as? Gtk.Widget else { return false }
        return !widget.isDecoratedInPlace
    }

    /// Swaps the widget's shared style class for `style`'s (nil removes it) and clips the content
    /// to rounded corners.
    public func decorateInPlace(_ widget: BackendWidget, style: DecorationStyle?) {
        let widget = widget as! Gtk.Widget
        widget.isDecoratedInPlace = style != nil
        writeStyleClass(style ?? DecorationStyle(), on: widget)
        // Corners clip; the default (no clipping) is not written until a style has corners.
        if style?.cornerRadius != nil || widget.written["clips"] != nil {
            write(widget, "Decoration", "clips", style?.cornerRadius != nil) { widget.clipsContent = $0 }
        }
    }

    /// Replaces the widget's style class with the shared one for `style`'s CSS declarations.
    ///
    /// The widget keeps the class name, which is the style sheet's own string: a thousand rows
    /// with one style hold one copy of it.
    private func writeStyleClass(_ style: DecorationStyle, on widget: Gtk.Widget) {
        let declarations = style.cssDeclarations
        let name = declarations.isEmpty ? nil : styles.className(for: declarations)
        guard name != widget.styleClass else { return }
        if let old = widget.styleClass { widget.removeCSSClass(old) }
        widget.removeCSSClass(DecorationStyleSheet.boxClass)
        widget.styleClass = name
        if let name {
            widget.addCSSClass(name)
            if style.drawsBox { widget.addCSSClass(DecorationStyleSheet.boxClass) }
        }
        statistics.recordWrite("Decoration", "css")
    }
}

/// Lays out a decoration's child so that `.frame(width:height:)` is the size it gets, as in
/// SwiftUI.
///
/// A GTK size request only raises a widget's minimum: a wrapping label in `.frame(width: 520)`
/// would still report its whole text on one line as its natural width, and a roomy parent
/// would grant it. In each dimension the decoration has a size request for, this layout
/// reports the child's minimum as the natural size as well; GTK then raises both to the size
/// request, so the frame becomes the natural size and the label wraps inside it. Dimensions
/// without a frame pass the child's sizes through unchanged.
///
/// A height-for-width child's height measured for no width is its height at its widest: one
/// line, for a wrapping label. A box gives a child that does not expand its natural width, so
/// in a framed width the child wraps to the frame and is taller than that. Asked for its height
/// for no width, the layout therefore measures the child at the frame's content width: GTK
/// requires a widget's minimum height for any width to be at most its minimum height for no
/// width, and a box whose child broke that reported "Expect overlapping widgets".
enum FrameLayout {
    /// A new layout manager; the widget it is set on takes ownership.
    static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
        gtk_custom_layout_new(
            { widget in
                guard let child = gtk_widget_get_first_child(widget) else { return GTK_SIZE_REQUEST_CONSTANT_SIZE }
                return gtk_widget_get_request_mode(child)
            },
            { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                var requestedWidth: Int32 = -1
                var requestedHeight: Int32 = -1
                gtk_widget_get_size_request(widget, &requestedWidth, &requestedHeight)
                let isFramed = (orientation == GTK_ORIENTATION_HORIZONTAL ? requestedWidth : requestedHeight) >= 0
                var childMinimum: Int32 = 0
                var childNatural: Int32 = 0
                var childMinimumBaseline: Int32 = -1
                var childNaturalBaseline: Int32 = -1
                if let child = gtk_widget_get_first_child(widget), gtk_widget_should_layout(child) != 0 {
                    // A framed dimension does not depend on the other one: a wrapping label asked
                    // for its width at a short height would otherwise demand a wide frame.
                    var childForSize = isFramed ? -1 : forSize
                    if orientation == GTK_ORIENTATION_VERTICAL, forSize < 0, requestedWidth >= 0 {
                        // The height for no width is the height at the frame's width (see above).
                        childForSize = FrameLayout.contentWidth(
                            of: widget, child: child, requestedWidth: requestedWidth)
                    }
                    gtk_widget_measure(
                        child, orientation, childForSize, &childMinimum, &childNatural,
                        &childMinimumBaseline, &childNaturalBaseline)
                }
                minimum?.pointee = childMinimum
                natural?.pointee = isFramed ? childMinimum : childNatural
                minimumBaseline?.pointee = isFramed ? -1 : childMinimumBaseline
                naturalBaseline?.pointee = isFramed ? -1 : childNaturalBaseline
            },
            { widget, width, height, baseline in
                guard let child = gtk_widget_get_first_child(widget), gtk_widget_should_layout(child) != 0 else {
                    return
                }
                gtk_widget_allocate(child, width, height, baseline, nil)
            })
    }

    /// The width a framed decoration gives its child at its narrowest: the frame width less the
    /// decoration's CSS margin, border and padding (a size request includes them, as GTK's
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

/// One CSS class per distinct decoration style, in one app-wide style sheet.
///
/// Equal styles share a class, so a thousand red labels add one rule, not a thousand.
@MainActor
final class DecorationStyleSheet {
    /// Added to decorations that draw a background, border or rounded corners.
    static let boxClass = "gtkui-box"
    private var classes: [String: String] = [:]
    private var sheet: Gtk.StyleSheet?
    private var rules: [String] = []

    func className(for declarations: String) -> String {
        if let name = classes[declarations] { return name }
        let name = "gtkui-style-\(classes.count)"
        classes[declarations] = name
        rules.append(".\(name) { \(declarations) }")
        let sheet = self.sheet ?? Gtk.StyleSheet()
        self.sheet = sheet
        sheet.load(rules.joined(separator: "\n"))
        return name
    }
}
