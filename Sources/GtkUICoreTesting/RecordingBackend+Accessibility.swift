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

extension RecordingBackend {
    /// Records the behaviour as the widget's `accessibilityElement` property (removed for nil).
    public func updateAccessibilityElement(_ widget: BackendWidget, children behavior: AccessibilityChildBehavior?) {
        var widget = widget as! TestWidget
        while widget.kind == "Decoration", widget.children.count == 1 { widget = widget.children[0] }
        widget.set("accessibilityElement", behavior, statistics)
    }

    /// Records every owner's actions, in the order the owners first gave some, as the widget's
    /// `accessibilityActions`; ``TestWidget/performAccessibilityAction(_:)`` runs one.
    public func updateAccessibilityActions(
        _ actions: [AccessibilityActionDescription], on widget: BackendWidget, owner: ObjectIdentifier,
        perform: @escaping @MainActor (Int) -> Void
    ) {
        var widget = widget as! TestWidget
        while widget.kind == "Decoration", widget.children.count == 1 { widget = widget.children[0] }
        typealias Entry = (owner: ObjectIdentifier, actions: [AccessibilityActionDescription], perform: (Int) -> Void)
        var entries = widget.properties["accessibilityActionEntries"] as? [Entry] ?? []
        entries.removeAll { $0.owner == owner }
        if !actions.isEmpty { entries.append((owner, actions, perform)) }
        widget.properties["accessibilityActionEntries"] = entries
        widget.properties["accessibilityActionHandlers"] = entries.flatMap { entry in
            entry.actions.indices.map { index in { entry.perform(index) } as @MainActor () -> Void }
        }
        widget.set("accessibilityActions", entries.flatMap(\.actions), statistics)
    }
}

extension TestWidget {
    /// The element behaviour `.accessibilityElement(children:)` gave the widget, if any.
    public var accessibilityElement: AccessibilityChildBehavior? {
        properties["accessibilityElement"] as? AccessibilityChildBehavior
    }

    /// The actions `.accessibilityAction` gave the widget, in order.
    public var accessibilityActions: [AccessibilityActionDescription] {
        properties["accessibilityActions"] as? [AccessibilityActionDescription] ?? []
    }

    /// Runs the widget's action at `index` of ``accessibilityActions``, as a screen reader would.
    @MainActor
    public func performAccessibilityAction(_ index: Int) {
        let handlers = properties["accessibilityActionHandlers"] as? [@MainActor () -> Void] ?? []
        handlers[index]()
    }
}
