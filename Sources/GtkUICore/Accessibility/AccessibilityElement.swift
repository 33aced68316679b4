extension View {
    /// Makes this view one accessibility element, treating the elements inside it as
    /// `children` says.
    ///
    /// - `.ignore` (the default): the children are hidden from assistive technologies and the
    ///   element has no name unless `.accessibilityLabel` gives one.
    /// - `.combine`: the element is named by the children's names and texts joined in reading
    ///   order (", " between them), the children hidden. A child's `.accessibilityLabel` and
    ///   `.accessibilityValue` count, hidden children do not. Controls inside (a `Toggle`, a
    ///   `Button`, a field) stay their own elements, so Tab and a screen reader still reach and
    ///   use them; texts beside them, their labels too, are read as part of the element.
    /// - `.contain`: the element is a group with the children as its own elements, named by
    ///   `.accessibilityLabel` when one is given.
    ///
    /// The element follows its content: a text that changes changes the combined name, and a
    /// view that appears is hidden or joined as the behaviour says.
    ///
    /// ```swift
    /// HStack {
    ///     Image(systemName: "person.crop.circle")
    ///     VStack(alignment: .leading) { Text(contact.name); Text(contact.role) }
    /// }
    /// .accessibilityElement(children: .combine)
    /// ```
    ///
    /// - Parameter children: How the element treats the elements inside it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
        Self, _AccessibilityElementModifier
    > {
        modifier(_AccessibilityElementModifier(behavior: children))
    }
}

/// `.accessibilityElement(children:)`: the content's widget made one element.
public struct _AccessibilityElementModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let behavior: AccessibilityChildBehavior
    func makeNode(in graph: ViewGraph) -> ViewNode { AccessibilityElementNode(graph: graph) }
}

/// Makes the content's widget an element, again after every pass that changed a view inside
/// it (so a combined name follows its texts), and takes that off widgets that leave.
@MainActor
final class AccessibilityElementNode: ModifierNode<_AccessibilityElementModifier>, DescendantUpdateObserving {
    /// The widgets made elements, held to take that off later.
    private var attached: [BackendWidget] = []

    private var backend: (any AccessibilityBackend)? { graph.backend as? any AccessibilityBackend }

    override func didUpdate(isFirst: Bool) {
        if isFirst {
            graph.descendantObservers[ObjectIdentifier(self)] = self
            if backend == nil {
                Diagnostics.emitOnce(
                    "accessibilityElement(children:): \(type(of: graph.backend)) has no AccessibilityBackend, so the "
                        + "view is not made one element. Use a backend that conforms to AccessibilityBackend.")
            }
        }
        attach()
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        attach()
        super.hostWidgetsDidChange()
    }

    func descendantsDidUpdate() { attach() }

    private func attach() {
        guard let backend, let modifier else { return }
        let widgets = hostWidgets
        if widgets.count > 1 {
            Diagnostics.emitOnce(
                "accessibilityElement(children:) on \(child.map { shortTypeName($0.viewType) } ?? "a view") "
                    + "(in \(viewPath)): the content is \(widgets.count) views side by side, so each becomes its own "
                    + "element. Put them in one HStack or VStack to make one element of them.")
        }
        for old in attached where !widgets.contains(where: { $0 === old }) {
            backend.updateAccessibilityElement(old, children: nil)
        }
        for widget in widgets { backend.updateAccessibilityElement(widget, children: modifier.behavior) }
        attached = widgets
    }

    override func unmount() {
        graph.descendantObservers[ObjectIdentifier(self)] = nil
        if let backend {
            for widget in attached { backend.updateAccessibilityElement(widget, children: nil) }
        }
        attached = []
        super.unmount()
    }
}
