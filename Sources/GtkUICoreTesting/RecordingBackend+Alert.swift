import GtkUICore

/// An alert shown by the ``RecordingBackend``: what it shows, and a person's answers.
@MainActor
public final class RecordedAlert {
    /// What the alert shows now; updated in place.
    public internal(set) var description: AlertDescription
    /// How many times the backend was asked to show a changed description.
    public internal(set) var updateCount = 0
    let onResponse: @MainActor (Int?) -> Void
    weak var backend: RecordingBackend?

    init(description: AlertDescription, onResponse: @escaping @MainActor (Int?) -> Void) {
        self.description = description
        self.onResponse = onResponse
    }

    /// The buttons' titles in the order shown.
    public var buttonTitles: [String] { description.buttons.map(\.title) }

    /// Clicks the button titled `title`, as a person does: the alert closes and reports it.
    public func tapButton(_ title: String) {
        guard let index = description.buttons.firstIndex(where: { $0.title == title }) else {
            preconditionFailure("the alert shows no button “\(title)”; buttons: \(buttonTitles)")
        }
        precondition(description.buttons[index].isEnabled, "the button “\(title)” is disabled")
        close(with: index)
    }

    /// Dismisses the alert as Escape does.
    public func pressEscape() { close(with: nil) }

    private func close(with index: Int?) {
        backend?.presentedAlerts.removeAll { $0 === self }
        onResponse(index)
    }
}

extension RecordingBackend: AlertBackend {
    /// Appends a ``RecordedAlert`` to ``presentedAlerts`` and returns it.
    public func presentAlert(
        _ alert: AlertDescription, over chrome: (any WindowChrome)?, onResponse: @escaping @MainActor (Int?) -> Void
    ) -> AnyObject {
        let recorded = RecordedAlert(description: alert, onResponse: onResponse)
        recorded.backend = self
        presentedAlerts.append(recorded)
        return recorded
    }

    /// Shows `description` in the recorded alert, counting the update.
    public func updateAlert(_ alert: AnyObject, with description: AlertDescription) {
        let recorded = alert as! RecordedAlert
        recorded.description = description
        recorded.updateCount += 1
    }

    /// Removes the alert from ``presentedAlerts`` without reporting a response.
    public func dismissAlert(_ alert: AnyObject) {
        presentedAlerts.removeAll { $0 === alert }
    }
}
