/// A modifier node that presents something (a dialog, a chooser) while its binding holds.
///
/// It tracks what ``sync()`` reads, so it re-renders on its own when the binding changes, without
/// its content updating; a backend without the presentation is reported once, when the node
/// first appears.
@MainActor
class PresentingNode<Modifier>: ModifierNode<Modifier> {
    /// The report for a backend that cannot present this, or nil when it can.
    var missingBackendMessage: String? { nil }

    /// Presents, updates or closes the presentation to match the modifier; subclasses override.
    func sync() {}

    override func didUpdate(isFirst: Bool) {
        if isFirst, let message = missingBackendMessage { Diagnostics.emitOnce(message) }
        sync()
    }

    override func rerender() {
        isDirty = false
        lastUpdatedPass = graph.passCount
        sync()
    }
}
