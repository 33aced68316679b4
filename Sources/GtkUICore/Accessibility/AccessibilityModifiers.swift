/// What the accessibility modifiers give a view's widgets.
public struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let attributes: @MainActor (EnvironmentValues) -> AccessibilityAttributes
    let addedTraits: AccessibilityTraits
    let removedTraits: AccessibilityTraits
    func makeNode(in graph: ViewGraph) -> ViewNode { AccessibilityNode(graph: graph) }
}

extension View {
    private func accessibility(
        added: AccessibilityTraits = [], removed: AccessibilityTraits = [],
        _ attributes: @escaping @MainActor (EnvironmentValues) -> AccessibilityAttributes = { _ in
            AccessibilityAttributes()
        }
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier(attributes: attributes, addedTraits: added, removedTraits: removed))
    }

    /// Names this view for screen readers with `label` instead of what it shows.
    ///
    /// ```swift
    /// Button(action: compose) { Image(systemName: "square.and.pencil") }
    ///     .accessibilityLabel("New Message")
    /// ```
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibility { environment in
            var attributes = AccessibilityAttributes()
            attributes.label = label.plainText(locale: environment.locale)
            return attributes
        }
    }

    /// Names this view for screen readers with a localized label.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// Names this view for screen readers with `label`, shown as written.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    /// Gives this view a value screen readers announce after its name, such as "60 percent".
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibility { environment in
            var attributes = AccessibilityAttributes()
            attributes.value = valueDescription.plainText(locale: environment.locale)
            return attributes
        }
    }

    /// Gives this view a localized value screen readers announce after its name.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityValue(Text(valueKey))
    }

    /// Gives this view a value screen readers announce after its name, as written.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityValue(Text(verbatim: String(value)))
    }

    /// Tells screen readers what using this view does; read after its name (its accessible
    /// description).
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibility { environment in
            var attributes = AccessibilityAttributes()
            attributes.hint = hint.plainText(locale: environment.locale)
            return attributes
        }
    }

    /// Tells screen readers what using this view does, localized.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityHint(Text(hintKey))
    }

    /// Tells screen readers what using this view does, as written.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityHint(Text(verbatim: String(hint)))
    }

    /// Hides this view and everything in it from assistive technologies when `hidden`; it is
    /// still shown and used with the mouse and keyboard.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibility { _ in
            var attributes = AccessibilityAttributes()
            attributes.isHidden = hidden
            return attributes
        }
    }

    /// Gives this view an identifier that tests find it by (`GtkTestHost.widget(identifier:)`);
    /// screen readers do not announce it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibility { _ in
            var attributes = AccessibilityAttributes()
            attributes.identifier = identifier
            return attributes
        }
    }

    /// Adds traits: `.isHeader` makes a `Text` a heading, `.isSelected` and `.isModal` set that
    /// state (see ``AccessibilityTraits`` for the rest).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibility(added: traits)
    }

    /// Removes traits: `.isHeader` makes a header-font `Text` an ordinary label, `.isSelected`
    /// and `.isModal` clear that state.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibility(removed: traits)
    }
}

private struct AccessibilityTraitsKey: EnvironmentKey {
    static var defaultValue: (added: AccessibilityTraits, removed: AccessibilityTraits) { ([], []) }
}

extension EnvironmentValues {
    /// The traits added and removed by the accessibility modifiers around a view, which decide
    /// what kind of widget it gets (a heading).
    var accessibilityTraitChanges: (added: AccessibilityTraits, removed: AccessibilityTraits) {
        get { self[AccessibilityTraitsKey.self] }
        set { self[AccessibilityTraitsKey.self] = newValue }
    }
}
