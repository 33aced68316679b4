extension View {
    /// Adds an action assistive technologies and the keyboard can run on this element.
    ///
    /// GTK 4.8 has no way to give an element actions of its own, so each kind is mapped to what
    /// a desktop person and a screen reader already use:
    /// - `.default`: the element takes keyboard focus (Tab reaches it before the controls inside
    ///   it) and Enter or Space runs the action; over AT-SPI it is the element's `a11y.activate`
    ///   action. A control that takes focus itself (a `Button`) keeps its own Enter and Space.
    /// - `.escape`: Escape while keyboard focus is in the element; over AT-SPI `a11y.escape`.
    /// - `.magicTap`: no desktop gesture; over AT-SPI `a11y.magic-tap`.
    /// - A named action (``AccessibilityActionKind/init(named:)``): an item of the element's
    ///   context menu (secondary click, the Menu key or Shift+F10; the element takes focus so
    ///   the keys reach it), after the items of its `.contextMenu` if it has one, and an AT-SPI
    ///   action named after it (`a11y.` and the name's letters, digits and dashes, spaces as
    ///   dashes).
    ///
    /// On a `Button` or another control AT-SPI lists only the control's own action; Escape and
    /// the context menu work as above.
    ///
    /// ```swift
    /// MessageRow(message)
    ///     .accessibilityElement(children: .combine)
    ///     .accessibilityAction { open(message) }
    ///     .accessibilityAction(.escape) { closeSelection() }
    /// ```
    ///
    /// - Parameters:
    ///   - actionKind: Which action: `.default` unless given.
    ///   - handler: Runs when the action is performed.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _AccessibilityActionModifier> {
        modifier(_AccessibilityActionModifier(kind: actionKind, handler: handler))
    }

    /// Adds an action named `name`: an item of the element's context menu and an AT-SPI action
    /// (see `accessibilityAction(_:_:)`).
    ///
    /// ```swift
    /// NoteRow(note)
    ///     .accessibilityElement(children: .combine)
    ///     .accessibilityAction(named: "Delete") { delete(note) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name shown in the menu and announced by screen readers.
    ///   - handler: Runs when the action is performed.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> ModifiedContent<
        Self, _AccessibilityActionModifier
    > {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an action with a localized name (see `accessibilityAction(named:_:)` with a `Text`).
    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _AccessibilityActionModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an action named `name` as written (see `accessibilityAction(named:_:)` with a `Text`).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _AccessibilityActionModifier> {
        accessibilityAction(named: Text(verbatim: String(name)), handler)
    }
}

/// `.accessibilityAction`: an action the content's widget offers to the keyboard and AT-SPI.
public struct _AccessibilityActionModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let kind: AccessibilityActionKind
    let handler: @MainActor () -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { AccessibilityActionNode(graph: graph) }
}

/// Gives the content's widgets the modifier's action, again on widgets that replace them, and
/// takes it off widgets that leave.
@MainActor
final class AccessibilityActionNode: ModifierNode<_AccessibilityActionModifier> {
    private var attached: [BackendWidget] = []
    private var applied: [AccessibilityActionDescription] = []

    private var backend: (any AccessibilityBackend)? { graph.backend as? any AccessibilityBackend }

    override func didUpdate(isFirst: Bool) {
        if isFirst, backend == nil {
            Diagnostics.emitOnce(
                "accessibilityAction: \(type(of: graph.backend)) has no AccessibilityBackend, so the action is not "
                    + "offered. Use a backend that conforms to AccessibilityBackend.")
        }
        attach()
    }

    override func hostWidgetsDidChange() {
        guard !isReconcilingChildren else { return }
        attach()
        super.hostWidgetsDidChange()
    }

    private var description: AccessibilityActionDescription? {
        guard let modifier else { return nil }
        switch modifier.kind.kind {
        case .default: return AccessibilityActionDescription(role: .default)
        case .escape: return AccessibilityActionDescription(role: .escape)
        case .magicTap: return AccessibilityActionDescription(role: .magicTap)
        case .named(let name):
            let title = name.plainText(locale: environment.locale)
            guard !title.allSatisfy(\.isWhitespace) else {
                Diagnostics.emitOnce(
                    "accessibilityAction(named:) on \(child.map { shortTypeName($0.viewType) } ?? "a view") "
                        + "(in \(viewPath)): the name is empty, so nobody could find the action. Give it a name "
                        + "that says what it does, such as \"Delete\".")
                return nil
            }
            return AccessibilityActionDescription(role: .named(title))
        }
    }

    private func attach() {
        guard let backend else { return }
        let owner = ObjectIdentifier(self)
        let widgets = hostWidgets
        let actions = description.map { [$0] } ?? []
        for old in attached where !widgets.contains(where: { $0 === old }) {
            backend.updateAccessibilityActions([], on: old, owner: owner, perform: { _ in })
        }
        for widget in widgets where actions != applied || !attached.contains(where: { $0 === widget }) {
            backend.updateAccessibilityActions(actions, on: widget, owner: owner) { [weak self] _ in
                self?.modifier?.handler()
            }
        }
        attached = widgets
        applied = actions
    }

    override func unmount() {
        if let backend {
            for widget in attached {
                backend.updateAccessibilityActions([], on: widget, owner: ObjectIdentifier(self), perform: { _ in })
            }
        }
        attached = []
        super.unmount()
    }
}
