/// An alert's title, message and action buttons read from its views, in the order shown.
///
/// The actions are read through tuples, conditionals, groups, `ForEach`, `AnyView`, modifiers
/// (`.disabled(true)` applies to the buttons inside) and custom views without state; any view
/// other than a `Button` is left out and reported once.
@MainActor
struct AlertContent {
    var description: AlertDescription
    /// What each of ``description``'s buttons does, by index.
    var actions: [@MainActor () -> Void]

    static func read(_ modifier: _AlertModifier, in environment: EnvironmentValues) -> AlertContent {
        let title = ControlLabelSummary(modifier.title, in: environment).text
        var reader = AlertButtonReader(owner: "\(modifier.style == .alert ? "alert" : "confirmationDialog") “\(title)”")
        reader.add(modifier.actions, in: environment)
        var buttons = reader.buttons
        if modifier.style == .alert, buttons.isEmpty {
            buttons = [AlertButtonAction(shown: AlertButtonDescription(title: "OK"), action: {})]
        }
        if modifier.style == .confirmationDialog, !buttons.contains(where: { $0.shown.role == .cancel }) {
            // A confirmation dialog always offers a way out, as SwiftUI adds one.
            buttons.append(AlertButtonAction(shown: AlertButtonDescription(title: "Cancel", role: .cancel), action: {}))
        }
        // GNOME puts an alert's cancel button first and a stacked dialog's last.
        let cancels = buttons.filter { $0.shown.role == .cancel }
        let others = buttons.filter { $0.shown.role != .cancel }
        buttons = modifier.style == .alert ? cancels + others : others + cancels
        // One default action, when the choice is not a destructive one.
        if !buttons.contains(where: { $0.shown.role == .destructive }),
            let first = buttons.firstIndex(where: { $0.shown.role == nil && $0.shown.isEnabled })
        {
            buttons[first].shown.isDefault = true
        }
        let message = modifier.message.map { ControlLabelSummary($0, in: environment).text }
        let description = AlertDescription(
            style: modifier.style, title: title, isTitleVisible: modifier.titleVisibility != .hidden,
            message: message?.isEmpty == false ? message : nil, buttons: buttons.map(\.shown))
        return AlertContent(description: description, actions: buttons.map(\.action))
    }
}

/// Walks action views, collecting buttons.
@MainActor
private struct AlertButtonReader {
    let owner: String
    var buttons: [AlertButtonAction] = []

    mutating func add(_ view: any View, in environment: EnvironmentValues) {
        if let children = structuralChildren(of: view) {
            for (_, child) in children { add(child, in: environment) }
            return
        }
        switch view {
        case let convertible as AnyViewConvertible:
            add(convertible.erased.view, in: environment)
        case let modified as ModifiedView:
            var inner = environment
            (modified.anyModifier as? _EnvironmentModifier)?.transform(&inner)
            add(modified.anyContent, in: inner)
        case is EmptyView:
            break
        case let button as ButtonRepresentable:
            let summary = ControlLabelSummary(button.labelView, in: environment)
            let title = summary.text.isEmpty ? (summary.accessibleName ?? "") : summary.text
            buttons.append(
                AlertButtonAction(
                    shown: AlertButtonDescription(
                        title: title, role: button.buttonRole, isEnabled: environment.isEnabled),
                    action: button.performAction))
        default:
            let name = shortTypeName(type(of: view))
            if !(view is PrimitiveView), PropertyInstaller.plan(for: type(of: view)).isEmpty {
                add(body(of: view), in: environment)
                return
            }
            Diagnostics.emitOnce(
                "\(owner): \(name) cannot be shown among a dialog's actions, so it is left out. Dialogs show "
                    + "Buttons; put other views in the message or in a sheet.")
        }
    }

    private func body<V: View>(of view: V) -> any View { view.body }
}

/// A button as shown and what clicking it does.
@MainActor
private struct AlertButtonAction {
    var shown: AlertButtonDescription
    var action: @MainActor () -> Void
}
