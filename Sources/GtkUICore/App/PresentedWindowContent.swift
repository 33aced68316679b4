/// The root view of a `WindowGroup(for:)` window: holds the value the window presents and
/// hands its content a binding to it.
///
/// `openWindow(value:)` opens one window per value: asking again for a value a window already
/// presents brings that window to the front. The window that opens at launch presents nil,
/// or the group's default value.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    /// The content, given a binding to the presented value.
    public var body: some View { content($value) }
}

extension WindowGroup {
    /// Creates a window group whose windows each present a value of `type`, opened with
    /// `openWindow(value:)`; the window that opens at launch presents nil.
    ///
    /// ```swift
    /// WindowGroup(for: Note.ID.self) { $noteID in NoteView(id: noteID) }
    /// ```
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: "", id: nil, for: type, defaultValue: nil, content: content)
    }

    /// Creates a titled window group whose windows each present a value of `type`.
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: nil, for: type, defaultValue: nil, content: content)
    }

    /// Creates a window group with a localized title whose windows each present a value of `type`.
    public init<D: Codable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: titleKey.resolved(for: Localization.defaultLocale), id: nil, for: type, defaultValue: nil,
            content: content)
    }

    /// Creates a window group, opened by `id` too, whose windows each present a value of `type`.
    public init<D: Codable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: "", id: id, for: type, defaultValue: nil, content: content)
    }

    /// Creates a window group whose windows each present a value of `type`; a window opened
    /// without one (at launch, or by id) presents `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: "", id: nil, for: type, defaultValue: defaultValue,
            content: { binding in
                content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
            })
    }

    private init<D: Codable & Hashable, C: View>(
        title: String, id: String?, for type: D.Type, defaultValue: (() -> D)?,
        content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, content: PresentedWindowContent(value: defaultValue?(), content: content))
        presentation = WindowDescription.ValuePresentation(valueType: D.self) { value in
            PresentedWindowContent(value: (value?.base as? D) ?? defaultValue?(), content: content)
        }
    }
}
