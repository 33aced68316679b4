extension View {
    /// Presents `content` in a popover pointing at this view while `isPresented` is true; a click
    /// outside it or Escape closes it and sets `isPresented` to false.
    ///
    /// `arrowEdge` is the side of the view the popover appears on (GTK puts it below when nil
    /// and moves it to another side when there is no room). On GNOME a popover is a `GtkPopover`.
    ///
    /// ```swift
    /// Button("Details") { showDetails = true }
    ///     .popover(isPresented: $showDetails, arrowEdge: .bottom) {
    ///         Text("Shipped on Monday").padding()
    ///     }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(
            _SheetModifier(
                .popover(attachmentAnchor.placement(arrowEdge: arrowEdge)), isPresented: isPresented,
                onDismiss: nil, content: content))
    }

    /// Presents `content` for `item` in a popover pointing at this view while `item` is not nil;
    /// closing the popover sets it to nil. A different item (by `id`) replaces the content.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(
            _SheetModifier(
                .popover(attachmentAnchor.placement(arrowEdge: arrowEdge)), item: item, onDismiss: nil,
                content: content))
    }

    /// Presents `content` in a modal window that covers the whole window (maximized) while
    /// `isPresented` is true; Escape or the close button closes it and sets `isPresented` to false.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $isOnboarding) { OnboardingView() }
    /// ```
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(_SheetModifier(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` for `item` in a window covering the whole window while `item` is not
    /// nil; closing it sets `item` to nil. A different item (by `id`) replaces the content.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(_SheetModifier(.fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }
}
