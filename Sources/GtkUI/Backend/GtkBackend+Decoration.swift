import CGtk
import Foundation
import GtkUICore

extension GtkBackend {
    /// Creates a `GtkBox` with the `gtkui-decoration` class and a layout that makes a frame's size the
    /// child's natural size.
    public func makeDecoration() -> BackendWidget {
        let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL)
        box.addCSSClass("gtkui-decoration")
        gtk_widget_set_layout_manager(gtkui_widget(box.pointer), FrameLayout.make())
        FrameState.attach(to: box)
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
            // The frame layout sizes and places the child itself (see FrameLayout).
            child.expandsHorizontally = true
            child.horizontalAlignment = GTK_ALIGN_FILL
            child.verticalAlignment = GTK_ALIGN_FILL
        }
        let frame = style.frame ?? FrameGeometry()
        if let label = child as? Gtk.Label, !label.isFramed,
            frame.width != nil || (frame.maxWidth.map { $0.isFinite } ?? false)
        {
            // A frame narrower than a short text must still wrap it, as SwiftUI does.
            label.isFramed = true
            label.wraps = true
        }
        if let label = child as? Gtk.Label, frame.fixesWidth { label.wraps = false }
        let childFlexibility = (child as? Gtk.Widget)?.flexibility ?? (horizontal: false, vertical: false)
        let oldFrame = box.written["frame"] != nil ? FrameState.of(box)?.geometry : nil
        // One write for the whole frame: the fixed width and height (the box's size request)
        // are part of it, so `.frame(width:)` going from 100 to 140 is one property written.
        write(box, "Decoration", "frame", FrameState.Key(frame: frame, childFlexibility: childFlexibility)) {
            if let state = FrameState.of(box) {
                state.geometry = $0.frame
                state.childFlexibility = ($0.childFlexibility.horizontal, $0.childFlexibility.vertical)
            }
            box.sizeRequest = ($0.frame.width.map { Int($0) } ?? -1, $0.frame.height.map { Int($0) } ?? -1)
            box.queueResize()
        }
        animateFrameChange(on: box, from: oldFrame, to: frame)
        box.flexibility = (
            style.expands || frame.fillsWidth
                || (frame.width == nil && !frame.fixesWidth && childFlexibility.horizontal),
            style.expands || frame.fillsHeight
                || (frame.height == nil && !frame.fixesHeight && childFlexibility.vertical)
        )
        writeStyleClass(style, on: box)
        write(box, "Decoration", "clips", style.clipShape != nil) { box.clipsContent = $0 }
        writeHidden(style, on: box)
    }

    /// Writes `.opacity` and `.hidden()`: a hidden view keeps its place but is transparent and
    /// takes no clicks or focus. Written only once a style has used them on the widget.
    private func writeHidden(_ style: DecorationStyle, on widget: Gtk.Widget) {
        if style.drawnOpacity != 1 || widget.written["opacity"] != nil {
            let old = (widget.written["opacity"]?.base as? Double) ?? 1
            write(widget, "Decoration", "opacity", style.drawnOpacity) {
                gtk_widget_set_opacity(gtkui_widget(widget.pointer), $0)
            }
            animateChange(.opacity, on: widget, from: old, to: style.drawnOpacity)
        }
        guard style.isHidden || widget.written["hidden"] != nil else { return }
        write(widget, "Decoration", "hidden", style.isHidden) {
            gtk_widget_set_can_target(gtkui_widget(widget.pointer), $0 ? 0 : 1)
            gtk_widget_set_can_focus(gtkui_widget(widget.pointer), $0 ? 0 : 1)
        }
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
        if style?.clipShape != nil || widget.written["clips"] != nil {
            write(widget, "Decoration", "clips", style?.clipShape != nil) { widget.clipsContent = $0 }
        }
        writeHidden(style ?? DecorationStyle(), on: widget)
    }

    /// Replaces the widget's style class with the shared one for `style`'s CSS declarations.
    ///
    /// The widget keeps the class name, which is the style sheet's own string: a thousand rows
    /// with one style hold one copy of it.
    private func writeStyleClass(_ style: DecorationStyle, on widget: Gtk.Widget) {
        let declarations = style.cssDeclarations
        let descendants = style.tint.map(DecorationStyleSheet.tintRules(for:)) ?? ""
        let name =
            declarations.isEmpty && descendants.isEmpty
            ? nil : styles.className(for: declarations, descendants: descendants)
        guard name != widget.styleClass else { return }
        let oldColors = widget.styleClass.flatMap { styles.colors[$0] }
        if let name { styles.colors[name] = (Self.color(of: style.foreground), Self.color(of: style.background)) }
        defer {
            animateColors(
                on: widget, from: oldColors, to: (Self.color(of: style.foreground), Self.color(of: style.background)))
        }
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

extension GtkBackend {
    /// The colour a paint draws, when it is a plain colour (gradients and materials do not
    /// interpolate).
    fileprivate static func color(of paint: ShapePaint?) -> Color? {
        if case .color(let color)? = paint { return color }
        return nil
    }
}

extension DecorationStyleSheet {
    /// Rules that give the controls inside a `.tint(_:)` box its colour where GNOME's style
    /// uses the accent colour: checked switches, check and radio buttons, slider and progress
    /// fills and rings, level bars, suggested-action buttons (`.borderedProminent` and default buttons,
    /// lighter under the pointer, darker while pressed, and left grey while disabled) and links.
    static func tintRules(for tint: Color) -> String {
        let color = tint.css
        return """
            & switch:checked { background-color: \(color); border-color: \(color); }
            & switch:checked > slider { border-color: \(color); }
            & check:checked, & radio:checked { background-image: image(\(color)); border-color: \(color); }
            & progressbar > trough > progress, & scale > trough > highlight { background-color: \(color); \
            border-color: \(color); }
            & levelbar trough > block.filled { background-color: \(color); border-color: \(color); }
            & button.suggested-action:not(:disabled) { background-image: image(\(color)); border-color: \(color); }
            & button.suggested-action:not(:disabled):hover { background-image: image(shade(\(color), 1.08)); }
            & button.suggested-action:not(:disabled):active, & button.suggested-action.keyboard-activating \
            { background-image: image(shade(\(color), 0.88)); }
            & button.link, & link, & label link { color: \(color); }
            & .gtkui-progress-ring { color: \(color); }
            """
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
    /// The text and background colours of each class, so a change of class knows the colours
    /// it animates from.
    var colors: [String: (Color?, Color?)] = [:]
    private var sheet: Gtk.StyleSheet?
    private var rules: [String] = []

    /// The class for a box with `declarations`, whose descendants get `descendants`: rules
    /// with `&` standing for the class's selector.
    func className(for declarations: String, descendants: String = "") -> String {
        let key = descendants.isEmpty ? declarations : declarations + "\n" + descendants
        if let name = classes[key] { return name }
        let name = "gtkui-style-\(classes.count)"
        classes[key] = name
        rules.append(".\(name) { \(declarations) }")
        if !descendants.isEmpty { rules.append(descendants.replacingOccurrences(of: "&", with: ".\(name)")) }
        let sheet = self.sheet ?? Gtk.StyleSheet()
        self.sheet = sheet
        sheet.load(rules.joined(separator: "\n"))
        return name
    }
}
