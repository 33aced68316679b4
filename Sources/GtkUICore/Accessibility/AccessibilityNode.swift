/// Gives the content's widgets the attributes of an accessibility modifier, again on widgets
/// that replace them, and takes them off widgets that leave.
@MainActor
final class AccessibilityNode: ModifierNode<_AccessibilityModifier> {
    /// The widgets given the attributes, held to take them off later.
    private var attached: [BackendWidget] = []
    private var applied = AccessibilityAttributes()

    private var backend: (any AccessibilityBackend)? { graph.backend as? any AccessibilityBackend }

    override func contentEnvironment(_ environment: EnvironmentValues, modifier: _AccessibilityModifier)
        -> EnvironmentValues
    {
        guard !modifier.addedTraits.isEmpty || !modifier.removedTraits.isEmpty else { return environment }
        var environment = environment
        var changes = environment.accessibilityTraitChanges
        changes.added = changes.added.subtracting(modifier.removedTraits).union(modifier.addedTraits)
        changes.removed = changes.removed.subtracting(modifier.addedTraits).union(modifier.removedTraits)
        environment.accessibilityTraitChanges = changes
        return environment
    }

    override func didUpdate(isFirst: Bool) {
        if isFirst, backend == nil {
            Diagnostics.emitOnce(
                "accessibility modifiers: \(type(of: graph.backend)) has no AccessibilityBackend, so labels, values, "
                    + "hints and traits are not exposed. Use a backend that conforms to AccessibilityBackend.")
        }
        attach()
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        attach()
        super.hostWidgetsDidChange()
    }

    private var attributes: AccessibilityAttributes {
        guard let modifier else { return AccessibilityAttributes() }
        var attributes = modifier.attributes(environment)
        if modifier.addedTraits.contains(.isSelected) { attributes.isSelected = true }
        if modifier.removedTraits.contains(.isSelected) { attributes.isSelected = false }
        if modifier.addedTraits.contains(.isModal) { attributes.isModal = true }
        if modifier.removedTraits.contains(.isModal) { attributes.isModal = false }
        return attributes
    }

    private func attach() {
        guard let backend else { return }
        let owner = ObjectIdentifier(self)
        let widgets = hostWidgets
        let attributes = self.attributes
        for old in attached where !widgets.contains(where: { $0 === old }) {
            backend.applyAccessibility(AccessibilityAttributes(), to: old, owner: owner)
        }
        for widget in widgets where attributes != applied || !attached.contains(where: { $0 === widget }) {
            backend.applyAccessibility(attributes, to: widget, owner: owner)
        }
        attached = widgets
        applied = attributes
    }

    override func unmount() {
        if let backend {
            for widget in attached {
                backend.applyAccessibility(AccessibilityAttributes(), to: widget, owner: ObjectIdentifier(self))
            }
        }
        attached = []
        super.unmount()
    }
}
