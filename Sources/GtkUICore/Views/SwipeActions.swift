extension View {
    /// Gives this row of a `List` actions a phone shows when the row is swiped.
    ///
    /// A desktop has no swipe: the actions become the row's context menu, opened by a right
    /// click, the Menu key or Shift+F10 (see `contextMenu(menuItems:)`), which is where GNOME
    /// apps put a row's actions. Buttons keep their roles and labels; `edge` and
    /// `allowsFullSwipe` are hints for touch screens. A row with swipe actions on both edges
    /// gets one menu: the leading edge's actions, a separator, then the trailing edge's.
    ///
    /// ```swift
    /// ForEach(messages) { message in
    ///     Text(message.subject)
    ///         .swipeActions {
    ///             Button("Delete", role: .destructive) { store.delete(message) }
    ///         }
    /// }
    /// ```
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> ModifiedContent<Self, _ContextMenuModifier> {
        modifier(_ContextMenuModifier(menuItems: content(), swipeEdge: edge))
    }
}
