/// Presents content modally above the window while a condition holds.
public struct _SheetModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    /// The identity of what to present, or nil when nothing is presented.
    let presentedID: @MainActor () -> AnyHashable?
    let content: @MainActor () -> (any View)?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    func makeNode(in graph: ViewGraph) -> ViewNode { SheetNode(graph: graph) }
}

extension View {
    /// Presents `content` while `isPresented` is true; closing the sheet sets it to false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(
            _SheetModifier(
                presentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                content: { isPresented.wrappedValue ? content() : nil },
                dismiss: { isPresented.wrappedValue = false },
                onDismiss: onDismiss))
    }

    /// Presents `content` for `item` while it is not nil; closing the sheet sets it to nil.
    /// A different item (by `id`) replaces the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> ModifiedContent<Self, _SheetModifier> {
        modifier(
            _SheetModifier(
                presentedID: { item.wrappedValue.map { AnyHashable($0.id) } },
                content: { item.wrappedValue.map { content($0) } },
                dismiss: { item.wrappedValue = nil },
                onDismiss: onDismiss))
    }
}

@MainActor
final class SheetNode: ModifierNode<_SheetModifier> {
    private var page: PageNode?
    private var sheet: AnyObject?
    private var presentedID: AnyHashable?

    override var childNodes: [ViewNode] { super.childNodes + (page.map { [$0] } ?? []) }

    override func didUpdate(isFirst: Bool) { syncSheet() }

    override func rerender() { syncSheet() }

    private func syncSheet() {
        guard let modifier else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        // This node re-renders on its own when the presentation binding changes.
        let (id, content) = trackingReads { (modifier.presentedID(), modifier.content()) }
        if id != presentedID { close() }
        guard let id, let content, let chrome = environment.windowChrome else { return }
        var sheetEnvironment = environment
        sheetEnvironment.navigationContext = nil
        sheetEnvironment.dismiss = DismissAction { [weak self] in self?.dismissedByContent() }
        if let page {
            page.show(content, environment: sheetEnvironment)
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
        sheet = chrome.presentSheet(page.container!) { [weak self] in
            // The user closed the sheet: the source of truth learns it first.
            self?.closedByUser()
        }
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
        if let sheet { environment.windowChrome?.dismissSheet(sheet) }
        sheet = nil
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
