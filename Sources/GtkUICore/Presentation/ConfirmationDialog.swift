extension View {
    /// Presents a confirmation dialog titled `title` while `isPresented` is true: a modal dialog
    /// over the window with `actions`' buttons stacked, GNOME style, and a cancel button last
    /// (a "Cancel" one is added when the actions have none).
    ///
    /// Any button closes the dialog: its action runs, then `isPresented` becomes false. Escape
    /// answers with the cancel button. `titleVisibility: .hidden` hides the title (it still names
    /// the dialog for screen readers); `.automatic` shows it on the desktop.
    ///
    /// ```swift
    /// .confirmationDialog("Discard changes?", isPresented: $asking) {
    ///     Button("Discard", role: .destructive) { discard() }
    ///     Button("Keep Editing", role: .cancel) {}
    /// }
    /// ```
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.confirmationDialog, Text(titleKey), titleVisibility, isPresented, actions(), nil)
    }

    /// Presents a confirmation dialog titled with `title`'s text while `isPresented` is true (see
    /// ``confirmationDialog(_:isPresented:titleVisibility:actions:)-(LocalizedStringKey,_,_,_)``).
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.confirmationDialog, Text(title), titleVisibility, isPresented, actions(), nil)
    }

    /// Presents a confirmation dialog titled `title` while `isPresented` is true (see
    /// ``confirmationDialog(_:isPresented:titleVisibility:actions:)-(LocalizedStringKey,_,_,_)``).
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.confirmationDialog, title, titleVisibility, isPresented, actions(), nil)
    }

    /// Presents a confirmation dialog with a title, `message` under it, and `actions`' buttons while
    /// `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog("Discard changes?", isPresented: $asking) {
    ///     Button("Discard", role: .destructive) { discard() }
    /// } message: {
    ///     Text("Your edits will be lost.")
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.confirmationDialog, Text(titleKey), titleVisibility, isPresented, actions(), message())
    }

    /// Presents a confirmation dialog with a title, a message and buttons while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.confirmationDialog, Text(title), titleVisibility, isPresented, actions(), message())
    }

    /// Presents a confirmation dialog with a title, a message and buttons while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(.confirmationDialog, title, titleVisibility, isPresented, actions(), message())
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not nil; the
    /// actions receive the data.
    ///
    /// ```swift
    /// .confirmationDialog("Delete note?", isPresented: $confirming, presenting: selectedNote) { note in
    ///     Button("Delete “\(note.title)”", role: .destructive) { delete(note) }
    /// }
    /// ```
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .confirmationDialog, Text(titleKey), titleVisibility, isPresented, data.map(actions), nil,
            requires: data != nil)
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .confirmationDialog, Text(title), titleVisibility, isPresented, data.map(actions), nil,
            requires: data != nil)
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .confirmationDialog, title, titleVisibility, isPresented, data.map(actions), nil, requires: data != nil)
    }

    /// Presents a confirmation dialog about `data`, with a message about it, while `isPresented` is true and
    /// `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .confirmationDialog, Text(titleKey), titleVisibility, isPresented, data.map(actions), data.map(message),
            requires: data != nil)
    }

    /// Presents a confirmation dialog about `data`, with a message about it, while `isPresented` is true and
    /// `data` is not nil.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .confirmationDialog, Text(title), titleVisibility, isPresented, data.map(actions), data.map(message),
            requires: data != nil)
    }

    /// Presents a confirmation dialog about `data`, with a message about it, while `isPresented` is true and
    /// `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, _AlertModifier> {
        presentation(
            .confirmationDialog, title, titleVisibility, isPresented, data.map(actions), data.map(message),
            requires: data != nil)
    }

}
