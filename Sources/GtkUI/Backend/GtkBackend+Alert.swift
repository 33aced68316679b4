import CGtk
import GtkUICore

extension GtkBackend: AlertBackend {
    /// The alerts and confirmation dialogs shown now, oldest first.
    public var presentedAlerts: [AlertWindow] { alertWindows.windows }

    /// Shows `alert` as a modal ``AlertWindow`` over the chrome's window.
    public func presentAlert(
        _ alert: AlertDescription, over chrome: (any WindowChrome)?, onResponse: @escaping @MainActor (Int?) -> Void
    ) -> AnyObject {
        let registry = alertWindows
        let window = AlertWindow(
            alert, parent: (chrome as? WindowHost)?.window, onResponse: onResponse,
            onClose: { closed in registry.windows.removeAll { $0 === closed } })
        registry.windows.append(window)
        window.present()
        return window
    }

    /// Shows `description` in the open alert.
    public func updateAlert(_ alert: AnyObject, with description: AlertDescription) {
        guard let window = alert as? AlertWindow, window.description != description else { return }
        window.update(description)
        statistics.recordWrite("Alert", "content")
    }

    /// Closes the alert without reporting a response.
    public func dismissAlert(_ alert: AnyObject) {
        (alert as? AlertWindow)?.dismiss()
    }
}

/// The alert windows a backend has open.
@MainActor
final class AlertWindowRegistry {
    var windows: [AlertWindow] = []
}
