import GtkUICore

extension RecordingBackend: AccessibilityBackend {
    /// Records the attributes all owners give the widget (the view inside it, for a
    /// decoration), laid over each other in the order they first gave some, as the widget's
    /// `accessibility` property.
    public func applyAccessibility(
        _ attributes: AccessibilityAttributes, to widget: BackendWidget, owner: ObjectIdentifier
    ) {
        var widget = widget as! TestWidget
        while widget.kind == "Decoration", widget.children.count == 1 { widget = widget.children[0] }
        var layers = widget.properties["accessibilityLayers"] as? [(ObjectIdentifier, AccessibilityAttributes)] ?? []
        if let index = layers.firstIndex(where: { $0.0 == owner }) {
            if attributes.isEmpty { layers.remove(at: index) } else { layers[index].1 = attributes }
        } else if !attributes.isEmpty {
            layers.append((owner, attributes))
        }
        widget.properties["accessibilityLayers"] = layers
        let merged = layers.reduce(AccessibilityAttributes()) { $0.merging($1.1) }
        widget.set("accessibility", merged, statistics)
    }
}

extension TestWidget {
    /// What the accessibility modifiers give the widget, laid over each other.
    public var accessibility: AccessibilityAttributes {
        properties["accessibility"] as? AccessibilityAttributes ?? AccessibilityAttributes()
    }
}
