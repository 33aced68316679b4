import CGtk
import GtkUICore

extension GtkBackend {
    /// Creates a `GtkBox` oriented along `axis` that remembers the axis for aligning its children.
    public func makeStack(axis: Axis) -> BackendWidget {
        let box = StackBox(orientation: axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        box.axis = axis
        // A row's height for no width must cover its children's baselines (see RowLayout).
        if axis == .horizontal { RowLayout.install(on: box) }
        return box
    }

    /// Sets the box's spacing, rounded to whole pixels, and re-aligns every child across the axis when
    /// the alignment changes.
    public func updateStack(_ stack: BackendWidget, spacing: Double, alignment: AxisAlignment) {
        let box = stack as! StackBox
        // The box's own spacing is the record of what was written; no Swift copy per stack.
        let pixels = Int(spacing.rounded())
        if box.spacing != pixels {
            box.spacing = pixels
            statistics.recordWrite("Box", "spacing")
        }
        if box.alignment != alignment {
            box.alignment = alignment
            realignChildren(of: box)
        }
    }

    /// Moves the children that sit at the stack's alignment to the new one; flexible children,
    /// which fill the stack, stay as they are.
    ///
    /// The children's Swift wrappers (which know their flexibility) belong to their nodes, so
    /// this reads the placement from GTK: a child that fills was placed as flexible.
    private func realignChildren(of box: StackBox) {
        let across = acrossAlignment(of: box)
        let isVertical = box.axis == .vertical
        for child in box.childPointers {
            let widget = gtkui_widget(child)
            if isVertical {
                if gtk_widget_get_halign(widget) != GTK_ALIGN_FILL { gtk_widget_set_halign(widget, across) }
            } else if gtk_widget_get_valign(widget) != GTK_ALIGN_FILL {
                gtk_widget_set_valign(widget, across)
            }
        }
    }

    /// Where a stack puts children that do not fill it, across its axis.
    private func acrossAlignment(of stack: StackBox) -> GtkAlign {
        switch stack.alignment {
        case .leading: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .trailing: GTK_ALIGN_END
        // GTK aligns baselines only across a horizontal box.
        case .firstTextBaseline: stack.axis == .horizontal ? GTK_ALIGN_BASELINE : GTK_ALIGN_START
        }
    }

    /// Removes, inserts and reorders only the box children that differ,
    /// detaching a new child from its old parent first and aligning a stack's children.
    public func setChildren(_ children: [BackendWidget], of container: BackendWidget) {
        let widgets = children.map { $0 as! Gtk.Widget }
        switch container {
        case let box as Gtk.Box: setChildren(widgets, of: box)
        default: preconditionFailure("\(type(of: container)) cannot hold children")
        }
    }

    /// Makes `widgets` the box's children with as few GTK calls as the change needs: children
    /// left out are removed, new ones inserted, and of those already there only the ones
    /// outside the longest run kept in order are moved (a swap of two rows moves two).
    private func setChildren(_ widgets: [Gtk.Widget], of box: Gtk.Box) {
        let oldChildren = box.childPointers
        let (positions, keepsOrder) = oldPositions(of: widgets, among: oldChildren, in: box)
        var isKept = [Bool](repeating: false, count: oldChildren.count)
        for position in positions where position >= 0 { isKept[position] = true }
        // A child going out under a removal transition stays until the transition ends.
        let leaving = WidgetAnimator.leaving
        for (position, child) in oldChildren.enumerated() where !isKept[position] && !leaving.contains(child) {
            box.remove(pointer: child)
        }
        let staysInPlace = keepsOrder ? positions.map { $0 >= 0 } : longestIncreasingRun(positions)
        var previous: Gtk.Widget?
        for (index, widget) in widgets.enumerated() {
            if positions[index] < 0 {
                detach(widget)
                box.insert(widget, after: previous)
                // Whoever held it before may have placed it otherwise.
                widget.stackPlacement = nil
            } else if !staysInPlace[index] {
                box.reorder(widget, after: previous)
                statistics.recordChildMove()
            }
            if let stack = box as? StackBox { align(widget, in: stack) }
            previous = widget
        }
        let flexibility = (widgets.contains { $0.flexibility.horizontal }, widgets.contains { $0.flexibility.vertical })
        box.flexibility = flexibility
        if box.isPageRoot { placePageRoot(box) }
    }

    /// Where each of `widgets` sits among the box's `oldChildren`, or -1 for one not in the
    /// box, and whether those already there kept their order.
    ///
    /// Filling, appending, inserting and removing rows keep the order, and one walk over both
    /// lists finds the positions without a table: a widget is new when the box is not its
    /// parent. Only a move falls back to a table of the old positions.
    private func oldPositions(
        of widgets: [Gtk.Widget], among oldChildren: [UnsafeMutableRawPointer], in box: Gtk.Box
    ) -> (positions: [Int], keepsOrder: Bool) {
        var positions: [Int] = []
        positions.reserveCapacity(widgets.count)
        var next = 0
        for widget in widgets {
            guard widget.parentPointer == box.pointer else {
                positions.append(-1)
                continue
            }
            while next < oldChildren.count, oldChildren[next] != widget.pointer { next += 1 }
            guard next < oldChildren.count else {
                var table: [UnsafeMutableRawPointer: Int] = [:]
                table.reserveCapacity(oldChildren.count)
                for (position, child) in oldChildren.enumerated() { table[child] = position }
                return (widgets.map { table[$0.pointer] ?? -1 }, false)
            }
            positions.append(next)
            next += 1
        }
        return (positions, true)
    }

    /// Marks the members of a longest strictly increasing subsequence of the non-negative
    /// `positions` (negative ones are new and never members), in O(n log n).
    private func longestIncreasingRun(_ positions: [Int]) -> [Bool] {
        var tails: [Int] = []  // index into positions of the smallest tail of each run length
        var predecessor = [Int](repeating: -1, count: positions.count)
        for (index, position) in positions.enumerated() where position >= 0 {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if positions[tails[middle]] < position { low = middle + 1 } else { high = middle }
            }
            predecessor[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var members = [Bool](repeating: false, count: positions.count)
        var index = tails.last ?? -1
        while index >= 0 {
            members[index] = true
            index = predecessor[index]
        }
        return members
    }

    /// Places a child across the stack's axis as SwiftUI would: flexible views fill, others
    /// sit at the stack's alignment.
    func align(_ child: Gtk.Widget, in stack: StackBox) {
        let across = acrossAlignment(of: stack)
        let isVertical = stack.axis == .vertical
        let fills = isVertical ? child.flexibility.horizontal : child.flexibility.vertical
        let expands = isVertical ? child.flexibility.vertical : child.flexibility.horizontal
        let placement = StackPlacement(
            isVertical: isVertical, alignment: fills ? GTK_ALIGN_FILL : across, expands: expands)
        // A box re-placing a thousand children it already placed makes no GTK call for them.
        guard child.stackPlacement != placement else { return }
        child.stackPlacement = placement
        if isVertical {
            child.horizontalAlignment = placement.alignment
            child.expandsVertically = expands
        } else {
            child.verticalAlignment = placement.alignment
            child.expandsHorizontally = expands
        }
    }

    /// Centers a page's content unless it wants to fill the page.
    func placePageRoot(_ widget: Gtk.Widget) {
        widget.horizontalAlignment = widget.flexibility.horizontal ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER
        widget.verticalAlignment = widget.flexibility.vertical ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER
        widget.expandsHorizontally = true
        widget.expandsVertically = true
    }

    /// Removes `widget` from whatever container holds it now.
    func detach(_ widget: Gtk.Widget) {
        guard let parentPointer = widget.parentPointer else { return }
        if gtkui_is_a(parentPointer, gtk_overlay_get_type()) != 0 {
            let overlay = OpaquePointer(parentPointer)
            if UnsafeMutableRawPointer(gtk_overlay_get_child(overlay)) == widget.pointer {
                gtk_overlay_set_child(overlay, nil)
            } else {
                gtk_overlay_remove_overlay(overlay, gtkui_widget(widget.pointer))
            }
            return
        }
        let parent = Gtk.Widget.wrap(parentPointer)
        switch parent {
        case let box as Gtk.Box: box.remove(widget)
        case let button as Gtk.Button: button.setChild(nil)
        case let stack as Gtk.Stack: stack.removePage(widget)
        default:
            widget.unparent()
        }
    }
}

/// A `GtkBox` that remembers how it aligns its children.
final class StackBox: Gtk.Box {
    var axis = Axis.vertical
    var alignment = AxisAlignment.center

    /// Pixels between neighbouring children. A row's box layout is not the box's own layout
    /// manager (see ``RowLayout``), so its spacing is read and written there.
    override var spacing: Int {
        get {
            guard let layout = RowLayout.boxLayout(of: pointer) else { return super.spacing }
            return Int(gtk_box_layout_get_spacing(OpaquePointer(layout)))
        }
        set {
            guard let layout = RowLayout.boxLayout(of: pointer) else { return super.spacing = newValue }
            gtk_box_layout_set_spacing(OpaquePointer(layout), guint(max(newValue, 0)))
            queueResize()
        }
    }
}

/// How a stack last placed a child across its axis, so an unchanged placement is not written.
struct StackPlacement: Equatable {
    var isVertical: Bool
    var alignment: GtkAlign
    var expands: Bool
}
