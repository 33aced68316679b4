import CGtk
import GtkUICore

extension GtkBackend {
    public func makeDecoration() -> BackendWidget {
        let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL)
        box.addCSSClass("gtkui-decoration")
        return box
    }

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
        let childFlexibility = (child as? Gtk.Widget)?.flexibility ?? (horizontal: false, vertical: false)
        box.flexibility = (
            style.expands || (style.width == nil && childFlexibility.horizontal),
            style.expands || (style.height == nil && childFlexibility.vertical))
        write(box, "Decoration", "size", [style.width ?? -1, style.height ?? -1]) {
            box.sizeRequest = (Int($0[0]), Int($0[1]))
        }
        write(box, "Decoration", "css", style.cssDeclarations) { declarations in
            if let old = box.written["cssClass"] as? String { box.removeCSSClass(old) }
            box.removeCSSClass(DecorationStyleSheet.boxClass)
            guard !declarations.isEmpty else { box.written["cssClass"] = nil; return }
            let name = styles.className(for: declarations)
            box.addCSSClass(name)
            box.written["cssClass"] = AnyHashable(name)
            if style.drawsBox { box.addCSSClass(DecorationStyleSheet.boxClass) }
        }
        write(box, "Decoration", "clips", style.cornerRadius != nil) { box.clipsContent = $0 }
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
