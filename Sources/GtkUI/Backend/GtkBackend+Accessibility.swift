import CGtk
import GtkUICore

extension GtkBackend: AccessibilityBackend {
    /// Lays `owner`'s attributes over the other modifiers' on `widget` (the view inside it, when
    /// it is a decoration box) and writes the result:
    /// the label (winning over GtkUI's own name for the widget), value text, description,
    /// hidden and selected states, the modal property and the test identifier. What no owner
    /// sets any more goes back to the widget's own.
    public func applyAccessibility(
        _ attributes: AccessibilityAttributes, to widget: BackendWidget, owner: ObjectIdentifier
    ) {
        // Padding, a frame or a colour put a view in a decoration box; the element a person
        // uses is the view inside it.
        let widget = (widget as! Gtk.Widget).accessibleTarget
        let layers = widget.accessibilityLayers
        let before = layers.merged
        if attributes.isEmpty {
            layers.byOwner.removeValue(forKey: owner)
            layers.order.removeAll { $0 == owner }
        } else {
            if layers.byOwner[owner] == nil { layers.order.append(owner) }
            layers.byOwner[owner] = attributes
        }
        let after = layers.merged
        guard after != before else { return }
        widget.write(after, over: before)
        statistics.recordWrite(widget.typeName, "accessibility")
    }

    /// Creates a wrapping label with the heading role, at `level` when it is 1–6.
    public func makeHeadingText(level: Int) -> BackendWidget {
        let label = Gtk.Label(UnsafeMutableRawPointer(gtkui_label_new_with_role("", GTK_ACCESSIBLE_ROLE_HEADING)))
        if (1...6).contains(level) { gtkui_accessible_set_level(label.pointer, Int32(level)) }
        label.measuresNaturalSizeUnwrapped = true
        return label
    }
}

/// The accessibility attributes each modifier gives a widget, kept on the GTK object (so every
/// wrapper of it sees them) and freed with it.
final class AccessibilityLayers {
    var byOwner: [ObjectIdentifier: AccessibilityAttributes] = [:]
    /// The owners in the order they first gave attributes; later ones win.
    var order: [ObjectIdentifier] = []

    var merged: AccessibilityAttributes {
        order.reduce(AccessibilityAttributes()) { merged, owner in merged.merging(byOwner[owner] ?? .init()) }
    }
}

extension Gtk.Widget {
    private static let layersKey = "gtkui-accessibility-layers"
    private static let identifierKey = "gtkui-accessibility-identifier"

    /// The accessibility modifiers' attributes on this widget, if any modifier gave some.
    var existingAccessibilityLayers: AccessibilityLayers? {
        g_object_get_data(gtkui_object(pointer), Self.layersKey).map {
            Unmanaged<AccessibilityLayers>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// The accessibility modifiers' attributes on this widget, made on first use.
    var accessibilityLayers: AccessibilityLayers {
        let object = gtkui_object(pointer)
        if let existing = existingAccessibilityLayers { return existing }
        let layers = AccessibilityLayers()
        g_object_set_data_full(object, Self.layersKey, Unmanaged.passRetained(layers).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AccessibilityLayers>.fromOpaque(data).release()
        }
        return layers
    }

    /// The identifier given with `.accessibilityIdentifier`, if any.
    public var accessibilityIdentifier: String? {
        String(
            validatingCString: g_object_get_data(gtkui_object(pointer), Self.identifierKey)?.assumingMemoryBound(
                to: CChar.self))
    }

    /// The label an `.accessibilityLabel` gives the widget, which wins over the name GtkUI
    /// derives from what it shows.
    var accessibilityLabelOverride: String? { existingAccessibilityLayers?.merged.label }

    /// Writes the fields of `after` that differ from `before`.
    fileprivate func write(_ after: AccessibilityAttributes, over before: AccessibilityAttributes) {
        if after.label != before.label {
            if let label = after.label {
                gtkui_accessible_set_label(pointer, label)
            } else if let derived = derivedAccessibleLabel {
                gtkui_accessible_set_label(pointer, derived)
            } else {
                gtkui_accessible_reset_property(pointer, GTK_ACCESSIBLE_PROPERTY_LABEL)
            }
        }
        if after.value != before.value {
            if let value = after.value {
                gtkui_accessible_set_value_text(pointer, value)
            } else {
                gtkui_accessible_reset_property(pointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)
            }
        }
        if after.hint != before.hint {
            if let hint = after.hint {
                gtkui_accessible_set_description(pointer, hint)
            } else {
                gtkui_accessible_reset_property(pointer, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
            }
        }
        if after.isHidden != before.isHidden {
            // An element around the widget may hide it too (`.accessibilityElement(children:)`).
            gtkui_accessible_set_hidden(pointer, ((after.isHidden ?? isAccessibleHidden) || isHiddenByElement) ? 1 : 0)
        }
        if after.isSelected != before.isSelected {
            if let selected = after.isSelected {
                gtkui_accessible_set_selected(pointer, selected ? 1 : 0)
            } else {
                gtkui_accessible_reset_state(pointer, GTK_ACCESSIBLE_STATE_SELECTED)
            }
        }
        if after.isModal != before.isModal {
            gtkui_accessible_set_modal(pointer, after.isModal == true ? 1 : 0)
        }
        if after.identifier != before.identifier {
            g_object_set_data_full(
                gtkui_object(pointer), Self.identifierKey, after.identifier.map { g_strdup($0) }, g_free)
        }
    }
}
