/// Shows `.alert` and `.confirmationDialog` presentations as a toolkit's modal dialogs.
///
/// Design notes:
/// - The view graph reads the actions' `Button`s (through stacks, `ForEach`, conditionals and
///   custom views) into an ``AlertDescription``: the buttons already in the order shown and
///   with their look decided (cancel placed, one default). The backend never sees the views.
/// - A person's answer comes back through `onResponse` with the index of the chosen button, or
///   nil when the dialog was dismissed without one (Escape, the window closed). The graph runs
///   the button's action (the cancel button's for nil), then writes the binding once.
/// - Whatever the actions read is tracked: a changed title or label reaches the open dialog
///   through ``updateAlert(_:with:)``; closing from code goes through ``dismissAlert(_:)``,
///   which never reports a response.
/// - Reached through `graph.backend as? any AlertBackend`; a backend without alerts reports it.
///
/// ```swift
/// let alert = backend.presentAlert(description, over: chrome) { index in answer(index) }
/// backend.dismissAlert(alert)
/// ```
@MainActor
public protocol AlertBackend: Backend {
    /// Shows `alert` modally over the window of `chrome` (when there is one) and returns it;
    /// `onResponse` receives the chosen button's index, or nil for a dismissal without one.
    func presentAlert(
        _ alert: AlertDescription, over chrome: (any WindowChrome)?, onResponse: @escaping @MainActor (Int?) -> Void
    ) -> AnyObject
    /// Shows `description` in an alert returned by ``presentAlert(_:over:onResponse:)``.
    func updateAlert(_ alert: AnyObject, with description: AlertDescription)
    /// Closes an alert from code, without reporting a response.
    func dismissAlert(_ alert: AnyObject)
}

/// What an alert or confirmation dialog shows, resolved by the view graph.
public struct AlertDescription: Hashable, Sendable {
    /// How the dialog lays out its buttons.
    public enum Style: Hashable, Sendable {
        /// An alert: buttons side by side, the cancel button first (GNOME's order).
        case alert
        /// A confirmation dialog: buttons stacked, the cancel button last.
        case confirmationDialog
    }

    /// The layout.
    public var style: Style
    /// The title; shown unless ``isTitleVisible`` is false, and always the dialog's name.
    public var title: String
    /// Whether the title is shown (`titleVisibility: .hidden` hides it).
    public var isTitleVisible: Bool
    /// The message under the title, if any.
    public var message: String?
    /// The buttons in the order shown (left to right, or top to bottom).
    public var buttons: [AlertButtonDescription]

    /// Describes a dialog.
    public init(
        style: Style, title: String, isTitleVisible: Bool = true, message: String? = nil,
        buttons: [AlertButtonDescription]
    ) {
        self.style = style
        self.title = title
        self.isTitleVisible = isTitleVisible
        self.message = message
        self.buttons = buttons
    }

    /// The index of the cancel button, which Escape answers with, if there is one.
    public var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }
}

/// One button of an alert.
public struct AlertButtonDescription: Hashable, Sendable {
    /// The button's text.
    public var title: String
    /// Its role: a cancel button answers Escape, a destructive one is drawn red.
    public var role: ButtonRole?
    /// Whether it is the default action: drawn as GNOME's suggested action, answering Enter.
    public var isDefault: Bool
    /// Whether it can be clicked (false inside `.disabled(true)`).
    public var isEnabled: Bool

    /// Describes a button.
    public init(title: String, role: ButtonRole? = nil, isDefault: Bool = false, isEnabled: Bool = true) {
        self.title = title
        self.role = role
        self.isDefault = isDefault
        self.isEnabled = isEnabled
    }
}
