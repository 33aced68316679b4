extension View {
    /// Presents an alert titled `title` while `isPresented` is true: a modal dialog over the
    /// window with `actions`' buttons (an OK button when there are none).
    ///
    /// Any button closes the alert: its action runs, then `isPresented` becomes false. A
    /// `.cancel` button is placed first and answers Escape; a `.destructive` one is drawn red.
    ///
    /// ```swift
    /// .alert("Delete “Notes”?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, Text(titleKey), .automatic, isPresented, actions(), nil)
    }

    /// Presents an alert titled with `title`'s text while `isPresented` is true (see
    /// ``alert(_:isPresented:actions:)-(LocalizedStringKey,_,_)``).
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, Text(title), .automatic, isPresented, actions(), nil)
    }

    /// Presents an alert titled `title` while `isPresented` is true (see
    /// ``alert(_:isPresented:actions:)-(LocalizedStringKey,_,_)``).
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, title, .automatic, isPresented, actions(), nil)
    }

    /// Presents an alert with a title, `message` under it, and `actions`' buttons while
    /// `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Delete note?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, Text(titleKey), .automatic, isPresented, actions(), message())
    }

    /// Presents an alert with a title, a message and buttons while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, Text(title), .automatic, isPresented, actions(), message())
    }

    /// Presents an alert with a title, a message and buttons while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, title, .automatic, isPresented, actions(), message())
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil; the
    /// actions receive the data.
    ///
    /// ```swift
    /// .alert("Delete note?", isPresented: $confirming, presenting: selectedNote) { note in
    ///     Button("Delete “\(note.title)”", role: .destructive) { delete(note) }
    /// }
    /// ```
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, Text(titleKey), .automatic, isPresented, data.map(actions), nil, requires: data != nil)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, Text(title), .automatic, isPresented, data.map(actions), nil, requires: data != nil)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.alert, title, .automatic, isPresented, data.map(actions), nil, requires: data != nil)
    }

    /// Presents an alert about `data`, with a message about it, while `isPresented` is true and
    /// `data` is not nil.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .alert, Text(titleKey), .automatic, isPresented, data.map(actions), data.map(message), requires: data != nil
        )
    }

    /// Presents an alert about `data`, with a message about it, while `isPresented` is true and
    /// `data` is not nil.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .alert, Text(title), .automatic, isPresented, data.map(actions), data.map(message), requires: data != nil)
    }

    /// Presents an alert about `data`, with a message about it, while `isPresented` is true and
    /// `data` is not nil.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .alert, title, .automatic, isPresented, data.map(actions), data.map(message), requires: data != nil)
    }

    /// The modifier every `.alert` and `.confirmationDialog` form makes.
    func presentation(
        _ style: AlertDescription.Style, _ title: Text, _ titleVisibility: Visibility, _ isPresented: Binding<Bool>,
        _ actions: (any View)?, _ message: (any View)?, requires hasData: Bool = true
    ) -> ModifiedContent<Self, _AlertModifier> {
        modifier(
            _AlertModifier(
                style: style, title: title, titleVisibility: titleVisibility,
                isPresented: { hasData && isPresented.wrappedValue }, actions: actions ?? EmptyView(),
                message: message, dismiss: { isPresented.wrappedValue = false }))
    }
}
