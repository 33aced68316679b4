/// `.alert` and `.confirmationDialog`: a modal dialog presented while a condition holds.
public struct _AlertModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let style: AlertDescription.Style
    let title: Text
    let titleVisibility: Visibility
    /// Whether the dialog is presented (the binding, and the `presenting:` data not nil).
    let isPresented: @MainActor () -> Bool
    let actions: any View
    let message: (any View)?
    let dismiss: @MainActor () -> Void
    func makeNode(in graph: ViewGraph) -> ViewNode { AlertNode(graph: graph) }
}

/// Presents the modifier's dialog while its condition holds, keeps it in step with what its
/// actions read, and answers a person's click: the button's action runs, then the binding is
/// written once.
@MainActor
final class AlertNode: PresentingNode<_AlertModifier> {
    private var alert: AnyObject?
    private var shown: AlertDescription?
    private var actions: [@MainActor () -> Void] = []

    private var backend: (any AlertBackend)? { graph.backend as? any AlertBackend }

    override var missingBackendMessage: String? {
        backend != nil
            ? nil
            : "alert: \(type(of: graph.backend)) has no dialogs (AlertBackend), so alerts and confirmation dialogs "
                + "are not shown. Use a backend that conforms to AlertBackend."
    }

    override func sync() {
        guard let modifier, let backend else { return }
        // This node re-renders on its own when the binding or anything the actions read changes.
        let read = trackingReads { () -> AlertContent? in
            guard modifier.isPresented() else { return nil }
            return AlertContent.read(modifier, in: environment)
        }
        guard let read else {
            close()
            return
        }
        actions = read.actions
        if let alert {
            if read.description != shown { backend.updateAlert(alert, with: read.description) }
        } else {
            graph.statistics.recordStructuralChange()
            alert = backend.presentAlert(read.description, over: environment.windowChrome) { [weak self] index in
                self?.respond(index)
            }
        }
        shown = read.description
    }

    /// A person answered: the dialog is gone; run the chosen (or cancel) button, then dismiss.
    private func respond(_ index: Int?) {
        guard let modifier, alert != nil else { return }
        let chosen = index ?? shown?.cancelIndex
        let action = chosen.flatMap { actions.indices.contains($0) ? actions[$0] : nil }
        alert = nil
        shown = nil
        actions = []
        action?()
        if modifier.isPresented() { modifier.dismiss() }
    }

    private func close() {
        if let alert { backend?.dismissAlert(alert) }
        if alert != nil { graph.statistics.recordStructuralChange() }
        alert = nil
        shown = nil
        actions = []
    }

    override func unmount() {
        close()
        super.unmount()
    }
}
