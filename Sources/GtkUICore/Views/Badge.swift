extension View {
    /// Shows `count` in a small rounded badge at the trailing end of the view, as a list row's
    /// count of unread items; 0 shows none.
    ///
    /// ```swift
    /// List(mailboxes) { mailbox in
    ///     Label(mailbox.name, systemImage: "tray").badge(mailbox.unreadCount)
    /// }
    /// ```
    ///
    /// The view and its badge share a row: the view keeps its width and the badge sits at the
    /// row's end. A tab item's badge (`.badge` on a `TabView` page) is not shown in the tab bar.
    public func badge(_ count: Int) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: count.formatted())))
    }

    /// Shows `label` in a small rounded badge at the trailing end of the view; nil shows none.
    ///
    /// ```swift
    /// Text("Downloads").badge(Text("New"))
    /// ```
    public func badge(_ label: Text?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(label: label))
    }

    /// Shows the localized `key` in a badge at the trailing end of the view; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(label: key.map { Text($0) }))
    }

    /// Shows `label` as it is in a badge at the trailing end of the view; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(label: label.map { Text(verbatim: String($0)) }))
    }
}

/// `.badge(_:)`: the view, then its badge at the row's trailing end.
public struct _BadgeModifier: ViewModifier {
    let label: Text?

    /// The content with the badge after it.
    public func body(content: Content) -> some View {
        // One stack whether or not a badge shows, so the content keeps its identity and state.
        HStack(spacing: 8) {
            content
            if let label {
                Spacer(minLength: 0)
                label.font(.caption)
                    .padding(.horizontal, 7)
                    .padding(.vertical, 1)
                    .background(Color.secondary.opacity(0.25), in: Capsule())
            }
        }
    }
}
