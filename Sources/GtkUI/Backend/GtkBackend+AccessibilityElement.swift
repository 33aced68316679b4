import CGtk
import GtkUICore

extension GtkBackend {
    /// Makes `widget` (the view inside it, when it is a decoration box) one element:
    /// `.ignore` hides its children, `.combine` names it by its children's names and texts in
    /// reading order and hides them, keeping controls as their own elements, `.contain` leaves
    /// the children as the group's elements. Nil takes the behaviour off; only what changed is
    /// written (`accessibility` writes).
    public func updateAccessibilityElement(_ widget: BackendWidget, children behavior: AccessibilityChildBehavior?) {
        let element = (widget as! Gtk.Widget).accessibleTarget
        let state = element.existingElementState
        if state?.behavior != behavior, let state {
            // A new behaviour starts from the children as they are without one.
            for child in element.accessibleChildren { child.clearElementHiding() }
            state.behavior = nil
        }
        guard let behavior else {
            if let state { setCombinedName(nil, on: element, state: state) }
            element.removeElementState()
            return
        }
        let current = state ?? element.makeElementState()
        current.behavior = behavior
        var names: [String] = []
        for child in element.accessibleChildren {
            switch behavior {
            case .ignore: write(child.setHiddenByElement(!child.isHiddenByApp), child)
            case .combine: combine(child, into: &names)
            default: break
            }
        }
        setCombinedName(behavior == .combine ? names.joined(separator: ", ") : nil, on: element, state: current)
    }

    /// Hides `widget` from assistive technologies and adds what it says to `names`, or, when a
    /// control is in it, keeps it and looks inside.
    private func combine(_ widget: Gtk.Widget, into names: inout [String]) {
        if widget.isHiddenByApp {
            write(widget.setHiddenByElement(false), widget)
        } else if widget.isFocusable {
            write(widget.setHiddenByElement(false), widget)
        } else if widget.containsFocusableWidget {
            write(widget.setHiddenByElement(false), widget)
            for child in widget.accessibleChildren { combine(child, into: &names) }
        } else {
            names += widget.spokenNames
            write(widget.setHiddenByElement(true), widget)
        }
    }

    private func write(_ changed: Bool, _ widget: Gtk.Widget) {
        if changed { statistics.recordWrite(widget.typeName, "accessibility") }
    }

    private func setCombinedName(_ name: String?, on element: Gtk.Widget, state: ElementState) {
        guard state.combinedName != name else { return }
        state.combinedName = name
        if let name, !name.isEmpty {
            element.setAccessibleLabel(name)
        } else {
            element.clearDerivedAccessibleLabel()
        }
        statistics.recordWrite(element.typeName, "accessibility")
    }
}

/// What `.accessibilityElement(children:)` made of a widget, kept on the GTK object.
final class ElementState {
    var behavior: AccessibilityChildBehavior?
    /// The name given for `.combine`, to write only when it changes.
    var combinedName: String?
}

extension Gtk.Widget {
    private static let elementKey = "gtkui-accessibility-element"
    private static let hiddenByElementKey = "gtkui-hidden-by-element"

    /// The element widget for accessibility: the view inside decoration boxes (padding, a
    /// frame, a colour), where a person meets it.
    var accessibleTarget: Gtk.Widget {
        var widget = self
        while widget.hasCSSClass("gtkui-decoration"), widget.childPointers.count == 1, let inner = widget.children.first
        {
            widget = inner
        }
        return widget
    }

    /// The children assistive technologies could see, without an open popover.
    var accessibleChildren: [Gtk.Widget] { childPointers.map(Gtk.Widget.wrap) }

    fileprivate var existingElementState: ElementState? {
        g_object_get_data(gtkui_object(pointer), Self.elementKey).map {
            Unmanaged<ElementState>.fromOpaque($0).takeUnretainedValue()
        }
    }

    fileprivate func makeElementState() -> ElementState {
        let state = ElementState()
        g_object_set_data_full(gtkui_object(pointer), Self.elementKey, Unmanaged.passRetained(state).toOpaque()) {
            guard let data = $0 else { return }
            Unmanaged<ElementState>.fromOpaque(data).release()
        }
        return state
    }

    fileprivate func removeElementState() {
        g_object_set_data(gtkui_object(pointer), Self.elementKey, nil)
    }

    /// Whether an element around the widget (`.accessibilityElement(children:)`) hides it from
    /// assistive technologies.
    public var isHiddenByElement: Bool { g_object_get_data(gtkui_object(pointer), Self.hiddenByElementKey) != nil }

    /// The name `.accessibilityElement(children: .combine)` gave the widget from its children,
    /// if it is such an element (an `.accessibilityLabel` on it is announced instead).
    public var combinedAccessibilityName: String? { existingElementState?.combinedName }

    /// Whether the app hides the widget itself (`.accessibilityHidden(true)`, a decorative image).
    var isHiddenByApp: Bool { existingAccessibilityLayers?.merged.isHidden ?? isAccessibleHidden }

    /// Hides or shows the widget for its element, keeping the app's own hiding; returns
    /// whether anything changed.
    fileprivate func setHiddenByElement(_ hidden: Bool) -> Bool {
        guard hidden != isHiddenByElement else { return false }
        g_object_set_data(
            gtkui_object(pointer), Self.hiddenByElementKey, hidden ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        gtkui_accessible_set_hidden(pointer, (hidden || isHiddenByApp) ? 1 : 0)
        return true
    }

    /// Shows again this widget and those inside it that an element hid.
    fileprivate func clearElementHiding() {
        _ = setHiddenByElement(false)
        for child in accessibleChildren { child.clearElementHiding() }
    }

    /// Whether a shown widget inside this one takes keyboard focus (a control).
    fileprivate var containsFocusableWidget: Bool {
        accessibleChildren.contains { $0.isVisible && ($0.isFocusable || $0.containsFocusableWidget) }
    }

    /// What a screen reader would say for the widget and what is inside it, in reading order.
    fileprivate var spokenNames: [String] {
        guard isVisible, !isHiddenByApp else { return [] }
        let value = existingAccessibilityLayers?.merged.value
        if let label = accessibilityLabelOverride { return [label] + (value.map { [$0] } ?? []) }
        if let label = self as? Gtk.Label { return [label.text] + (value.map { [$0] } ?? []) }
        if let image = imageAccessibleLabel { return [image] }
        if let name = existingElementState?.combinedName { return [name] }
        return accessibleChildren.flatMap(\.spokenNames).filter { !$0.isEmpty }
    }
}
