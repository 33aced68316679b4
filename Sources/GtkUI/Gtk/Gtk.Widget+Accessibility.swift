import CGtk

extension Gtk.Widget {
    /// The name screen readers announce for an image or icon GtkUI shows; nil when it has none
    /// or is hidden from them.
    ///
    /// GTK 4.8 cannot read back accessible properties, so GtkUI also keeps the name on the GTK
    /// object, where any wrapper of it (and a button looking for its name) finds it.
    public var imageAccessibleLabel: String? {
        String(
            validatingCString: g_object_get_data(gtkui_object(pointer), Self.labelKey)?.assumingMemoryBound(
                to: CChar.self))
    }

    /// Whether GtkUI hid the widget from assistive technologies (a decorative image, a shape).
    public var isAccessibleHidden: Bool {
        g_object_get_data(gtkui_object(pointer), Self.hiddenKey) != nil
    }

    /// Names the widget `label` for screen readers, or hides it from them when nil.
    func setImageAccessibility(label: String?) {
        let object = gtkui_object(pointer)
        if let label {
            gtkui_accessible_set_hidden(pointer, isHiddenByElement ? 1 : 0)
            setAccessibleLabel(label)
            g_object_set_data_full(object, Self.labelKey, g_strdup(label), g_free)
            g_object_set_data(object, Self.hiddenKey, nil)
        } else {
            gtkui_accessible_set_hidden(pointer, 1)
            g_object_set_data(object, Self.labelKey, nil)
            g_object_set_data(object, Self.hiddenKey, UnsafeMutableRawPointer(bitPattern: 1))
        }
    }

    /// Sets the name assistive technologies announce for the widget, unless an
    /// `.accessibilityLabel` names it (that label wins and this one is kept to go back to).
    public func setAccessibleLabel(_ label: String) {
        g_object_set_data_full(gtkui_object(pointer), Self.derivedLabelKey, g_strdup(label), g_free)
        gtkui_accessible_set_label(pointer, accessibilityLabelOverride ?? label)
    }

    /// Forgets the name GtkUI gave the widget itself, leaving an `.accessibilityLabel` if any.
    func clearDerivedAccessibleLabel() {
        g_object_set_data(gtkui_object(pointer), Self.derivedLabelKey, nil)
        if let label = accessibilityLabelOverride {
            gtkui_accessible_set_label(pointer, label)
        } else {
            gtkui_accessible_reset_property(pointer, GTK_ACCESSIBLE_PROPERTY_LABEL)
        }
    }

    /// Whether the name GtkUI last gave the widget itself is exactly `label`, compared in C
    /// without copying the stored name.
    func hasDerivedAccessibleLabel(_ label: String) -> Bool {
        guard let stored = g_object_get_data(gtkui_object(pointer), Self.derivedLabelKey) else { return false }
        return label.withCString { strcmp($0, stored.assumingMemoryBound(to: CChar.self)) == 0 }
    }

    /// The name GtkUI last gave the widget itself (from what it shows), if any.
    var derivedAccessibleLabel: String? {
        String(
            validatingCString: g_object_get_data(gtkui_object(pointer), Self.derivedLabelKey)?
                .assumingMemoryBound(to: CChar.self))
    }

    private static let derivedLabelKey = "gtkui-derived-accessible-label"
    private static let labelKey = "gtkui-image-accessible-label"
    private static let hiddenKey = "gtkui-accessible-hidden"
}
