/// Renders `.searchable`: a search field around the content, and its search button in the
/// title bar while the view is on the visible page.
///
/// The node reads the text and presentation bindings itself, so setting them from code
/// updates only the field; a person's edit writes the binding once and the update that
/// follows finds the field already showing it.
@MainActor
final class SearchableNode: ModifierNode<_SearchableModifier>, ToolbarContributor {
    private var field: BackendWidget?
    private var button: BackendWidget?
    private var shownContent: [BackendWidget]?
    private weak var scope: ToolbarScope?
    /// Whether the bar is shown, when no `isPresented` binding holds it.
    private var isPresentedLocally = false
    /// The modified view of the last update, to update the content again when searching starts
    /// or ends (its environment's `isSearching` changes).
    private var lastView: (any View)?
    /// The `isSearching` the content was last given.
    private var contentIsSearching = false
    /// The content's `dismissSearch`, made once so its readers see unchanged inputs.
    private lazy var dismissAction = DismissSearchAction { [weak self] in self?.dismissSearch() }

    override var hostWidgets: [BackendWidget] { field.map { [$0] } ?? super.hostWidgets }

    override func update(_ view: any View, environment: EnvironmentValues) {
        lastView = view
        super.update(view, environment: environment)
    }

    override func contentEnvironment(_ environment: EnvironmentValues, modifier: _SearchableModifier)
        -> EnvironmentValues
    {
        var environment = environment
        contentIsSearching = modifier.isPresented?.wrappedValue ?? isPresentedLocally
        environment.isSearching = contentIsSearching
        environment.dismissSearch = dismissAction
        return environment
    }

    override func didUpdate(isFirst: Bool) {
        if isFirst { makeField() }
        syncContent()
        sync()
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        sync()
        refreshSearchingState()
    }

    /// Gives the content the new `isSearching` when the bar was shown or hidden since the last
    /// update; the views that read it are evaluated again, and only they.
    private func refreshSearchingState() {
        guard let modifier, let lastView, isMounted else { return }
        let isSearching = modifier.isPresented?.wrappedValue ?? isPresentedLocally
        guard isSearching != contentIsSearching else { return }
        update(lastView, environment: environment)
    }

    /// `dismissSearch()`: clears the text and hides the bar, writing both bindings.
    private func dismissSearch() {
        guard let modifier, isMounted else { return }
        if !modifier.text.wrappedValue.isEmpty { modifier.text.wrappedValue = "" }
        userPresented(false)
        sync()
        refreshSearchingState()
    }

    private var backend: (any SearchBackend)? { graph.backend as? any SearchBackend }

    private func makeField() {
        guard let backend else {
            Diagnostics.emitOnce(
                ".searchable in \(viewPath): \(type(of: graph.backend)) has no search field (no SearchBackend), so "
                    + "the view is shown without one. Use a backend that conforms to SearchBackend.")
            return
        }
        let field = backend.makeSearchField(
            onTextChange: { [weak self] text in self?.userEdited(text) },
            onPresentedChange: { [weak self] isPresented in self?.userPresented(isPresented) })
        graph.statistics.recordWidgetCreated()
        self.field = field
        button = backend.searchButton(of: field)
        scope = toolbarScope(for: ".searchable")
        scope?.register(self)
        scope?.refresh()
    }

    /// Shows the field's text, prompt and bar as the bindings say.
    private func sync() {
        guard let modifier, let field, let backend else { return }
        let (text, isPresented) = trackingReads {
            (modifier.text.wrappedValue, modifier.isPresented?.wrappedValue ?? isPresentedLocally)
        }
        let prompt =
            modifier.prompt?.plainText(locale: environment.locale)
            ?? Localization.translate("Search", locale: environment.locale)
        backend.updateSearchField(field, text: text, prompt: prompt, isPresented: isPresented)
    }

    private func syncContent() {
        guard let field, let backend else { return }
        let content = child?.hostWidgets ?? []
        guard !sameWidgets(shownContent, content) else { return }
        shownContent = content
        backend.setSearchFieldContent(field, content: content)
    }

    private func userEdited(_ text: String) {
        guard let modifier, isMounted, modifier.text.wrappedValue != text else { return }
        modifier.text.wrappedValue = text
    }

    private func userPresented(_ isPresented: Bool) {
        guard let modifier, isMounted else { return }
        if let binding = modifier.isPresented {
            if binding.wrappedValue != isPresented { binding.wrappedValue = isPresented }
        } else if isPresentedLocally != isPresented {
            isPresentedLocally = isPresented
            invalidate()
        }
    }

    var chromeItems: [ToolbarChromeItem] {
        button.map { [ToolbarChromeItem(widget: $0, position: .end, emphasis: .none)] } ?? []
    }

    override func hostWidgetsDidChange() {
        // The content's widgets changed: the field shows the new ones; its own widget stays.
        syncContent()
    }

    override func unmount() {
        super.unmount()
        scope?.unregister(self)
        scope = nil
        if let field {
            graph.backend.discard(field)
            graph.statistics.recordWidgetDestroyed()
        }
        if let button { graph.backend.discard(button) }
        field = nil
        button = nil
    }
}
