/// Presents content modally above the window while a condition holds.
public struct _SheetModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    /// The identity of what to present, or nil when nothing is presented.
    let presentedID: @MainActor () -> AnyHashable?
    let content: @MainActor () -> (any View)?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    /// A sheet, a full-screen cover or a popover.
    let presentation: ModalPresentation
    func makeNode(in graph: ViewGraph) -> ViewNode { SheetNode(graph: graph) }

    /// Presents `content` as `presentation` while `isPresented` is true; closing sets it to false.
    init<Content: View>(
        _ presentation: ModalPresentation, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
        content: @escaping @MainActor () -> Content
    ) {
        presentedID = { isPresented.wrappedValue ? AnyHashable(true) : nil }
        self.content = { isPresented.wrappedValue ? content() : nil }
        dismiss = { isPresented.wrappedValue = false }
        self.onDismiss = onDismiss
        self.presentation = presentation
    }

    /// Presents `content` for `item` as `presentation` while it is not nil; closing sets it to nil.
    init<Item: Identifiable, Content: View>(
        _ presentation: ModalPresentation, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
        content: @escaping @MainActor (Item) -> Content
    ) {
        presentedID = { item.wrappedValue.map { AnyHashable($0.id) } }
        self.content = { item.wrappedValue.map { content($0) } }
        dismiss = { item.wrappedValue = nil }
        self.onDismiss = onDismiss
        self.presentation = presentation
    }
}

extension View {
    /// Presents `content` while `isPresented` is true; closing the sheet sets it to false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(_SheetModifier(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` for `item` while it is not nil; closing the sheet sets it to nil.
    /// A different item (by `id`) replaces the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(_SheetModifier(.sheet, item: item, onDismiss: onDismiss, content: content))
    }
}

/// Presents a ``_SheetModifier``'s content as a sheet, a full-screen cover or a popover, and
/// keeps it up to date while it is shown.
@MainActor
final class SheetNode: PresentingNode<_SheetModifier> {
    private var page: PageNode?
    private var sheet: AnyObject?
    private var presentedID: AnyHashable?
    /// The toolbar items of the sheet's own title bar.
    private var toolbarScope: ToolbarScope?
    /// Whether views inside ask the sheet to stay open (`.interactiveDismissDisabled`).
    private var dismissControl: SheetDismissControl?

    override var childNodes: [ViewNode] { super.childNodes + (page.map { [$0] } ?? []) }

    override func sync() {
        guard let modifier else { return }
        // This node re-renders on its own when the presentation binding changes.
        let (id, content) = trackingReads { (modifier.presentedID(), modifier.content()) }
        if id != presentedID { close() }
        guard let id, let content, let chrome = environment.windowChrome else { return }
        let backend = graph.backend as? any PresentationBackend
        var sheetEnvironment = environment
        sheetEnvironment.navigationContext = nil
        sheetEnvironment.tabSwitcherMayUseTitleBar = false
        sheetEnvironment.dismiss = DismissAction { [weak self] in self?.dismissedByContent() }
        if toolbarScope == nil { toolbarScope = ToolbarScope() }
        sheetEnvironment.sheetToolbarScope = toolbarScope
        if dismissControl == nil, case .sheet = modifier.presentation {
            let control = SheetDismissControl()
            control.onChange = { [weak self] disabled in
                guard let self, let sheet = self.sheet else { return }
                self.environment.windowChrome?.setInteractiveDismissDisabled(disabled, for: sheet)
            }
            dismissControl = control
        }
        sheetEnvironment.sheetDismissControl = dismissControl
        if let page {
            page.show(content, environment: sheetEnvironment)
            return
        }
        if needsPresentationBackend, backend == nil || (isPopover && child?.hostWidgets.first == nil) {
            Diagnostics.emitOnce(
                "\(modifier.presentation.name): \(type(of: graph.backend)) cannot show it (no PresentationBackend, or "
                    + "the view has no widget to point at), so it is not presented. Use a backend that conforms to "
                    + "PresentationBackend and attach the modifier to a visible view.")
            return
        }
        let page = PageNode(graph: graph)
        page.parent = self
        page.depth = depth + 1
        page.viewType = PageNode.self
        page.show(content, environment: sheetEnvironment)
        self.page = page
        presentedID = id
        graph.statistics.recordStructuralChange()
        // When the user closes it, the source of truth learns it first.
        let closed: @MainActor () -> Void = { [weak self] in self?.closedByUser() }
        switch modifier.presentation {
        case .sheet:
            sheet = chrome.presentSheet(page.container!, onDismiss: closed)
            if let sheet, dismissControl?.isDisabled == true { chrome.setInteractiveDismissDisabled(true, for: sheet) }
        case .fullScreenCover: sheet = backend?.presentFullScreenCover(page.container!, over: chrome, onDismiss: closed)
        case .popover(let placement):
            sheet = backend?.presentPopover(
                page.container!, from: child!.hostWidgets.first!, placement: placement, onDismiss: closed)
        }
        if let sheet, let toolbarChrome = chrome as? any ToolbarChrome, !isPopover {
            toolbarScope?.attach(to: toolbarChrome, sheet: sheet)
        }
    }

    private var needsPresentationBackend: Bool {
        if case .sheet = modifier?.presentation { return false }
        return true
    }

    private var isPopover: Bool {
        if case .popover = modifier?.presentation { return true }
        return false
    }

    private func closedByUser() {
        guard let modifier else { return }
        sheet = nil
        close()
        modifier.dismiss()
        modifier.onDismiss?()
    }

    /// The sheet's content called `dismiss()`: close it, then tell the source of truth.
    private func dismissedByContent() {
        guard let modifier, sheet != nil else { return }
        close()
        modifier.dismiss()
        modifier.onDismiss?()
    }

    private func close() {
        if let sheet, let modifier {
            let backend = graph.backend as? any PresentationBackend
            switch modifier.presentation {
            case .sheet: environment.windowChrome?.dismissSheet(sheet)
            case .fullScreenCover: backend?.dismissFullScreenCover(sheet)
            case .popover: backend?.dismissPopover(sheet)
            }
        }
        sheet = nil
        toolbarScope?.detach()
        toolbarScope = nil
        dismissControl = nil
        if page != nil { graph.statistics.recordStructuralChange() }
        page?.unmount()
        page = nil
        presentedID = nil
    }

    override func unmount() {
        close()
        super.unmount()
    }
}
