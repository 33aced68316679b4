/// A `.onSubmit` action and what triggers it.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue: [SubmitAction] = []
}

private struct TextInputTraitsKey: EnvironmentKey {
    static let defaultValue = TextInputSettings()
}

/// What the input-trait modifiers above a field set; each keeps its own part.
struct TextInputSettings {
    var keyboardPurpose: TextInputTraits.Purpose?
    var contentPurpose: TextInputTraits.Purpose?
    var capitalization: TextInputTraits.Capitalization = .automatic
    var disablesCorrection = false

    /// The traits a field gets: the content type's purpose wins over the keyboard's.
    var traits: TextInputTraits {
        var traits = TextInputTraits()
        traits.purpose = contentPurpose ?? keyboardPurpose ?? .freeForm
        traits.capitalization = capitalization
        traits.disablesCorrection = disablesCorrection
        return traits
    }
}

extension EnvironmentValues {
    /// The `.onSubmit` actions above a field, innermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The input traits set above a field.
    var textInputSettings: TextInputSettings {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Runs the `.onSubmit` actions for `trigger`, innermost first.
    @MainActor func submit(_ trigger: SubmitTriggers) {
        for submit in submitActions.reversed() where submit.triggers.contains(trigger) { submit.action() }
    }
}

extension View {
    /// Runs `action` when the user presses Return in a text or secure field inside this view;
    /// nested actions all run, innermost first.
    ///
    /// ```swift
    /// TextField("Search", text: $query).onSubmit { search(query) }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(_EnvironmentModifier { $0.submitActions.append(SubmitAction(triggers: triggers, action: action)) })
    }

    /// Accepted for compatibility: the Return key's label on touch keyboards, which GTK has not.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { _ in })
    }

    /// Tells input methods what kind of text fields inside hold (GTK's input purpose).
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textInputSettings.keyboardPurpose = type.purpose })
    }

    /// Tells input methods what the text in fields inside means (GTK's input purpose, where GTK
    /// has one for it).
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textInputSettings.contentPurpose = textContentType?.purpose })
    }

    /// Sets how fields inside capitalise as the user types (GTK's input hints).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(
            _EnvironmentModifier {
                $0.textInputSettings.capitalization = autocapitalization?.capitalization ?? .automatic
            })
    }

    /// Turns spelling correction and completion off in fields inside (GTK's input hints).
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textInputSettings.disablesCorrection = disable })
    }
}
