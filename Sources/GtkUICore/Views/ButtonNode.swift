/// Renders a ``Button``: a native button (``ButtonNode``) for the built-in styles and custom
/// ``ButtonStyle``s, or the body of a custom ``PrimitiveButtonStyle``, which makes the button
/// itself.
///
/// The style comes from the environment, so a `.buttonStyle(_:)` above that changes to or from
/// a primitive style swaps the child; the button's action is always the latest one.
@MainActor
final class StyledButtonNode: SingleChildNode {
    private var action: (@MainActor () -> Void)?

    override func update(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        let button = view as! ButtonRepresentable
        action = button.performAction
        let content: any View
        var contentEnvironment = environment
        if case .primitive(let style) = environment.buttonStyle {
            content = makePrimitiveButtonStyleBody(
                style, label: button.labelView, role: button.buttonRole, trigger: { [weak self] in self?.action?() })
            // Buttons the style makes (`Button(configuration)`) are drawn in the default style.
            contentEnvironment.buttonStyle = .builtIn(.automatic)
        } else {
            content = NativeButton(
                performAction: { [weak self] in self?.action?() }, labelView: button.labelView,
                buttonAccessibleName: button.buttonAccessibleName, buttonRole: button.buttonRole)
        }
        show(content, environment: contentEnvironment)
    }

    override func unmount() {
        super.unmount()
        action = nil
    }
}

/// Renders a native button: the backend button plus its label content as the button's child,
/// or, for a custom ``ButtonStyle``, the style's body.
///
/// The look (style, role, size, default button), the keyboard shortcut and whether it is
/// enabled come from the environment and are written only when they differ.
@MainActor
class ButtonNode: ContainerNode {
    private var action: (@MainActor () -> Void)?
    private var accessibleName: String?
    private var role: ButtonRole?
    private var customStyle: (any ButtonStyle)?
    /// Made for the first custom style; the backend reports presses into it from then on.
    private var pressState: ButtonPressState?

    override func makeContainer() -> BackendWidget {
        graph.backend.makeButton { [weak self] in self?.activate() }
    }

    /// Runs the button's latest action.
    func activate() { action?() }

    override func configure(_ container: BackendWidget, with view: any View) {
        let button = view as! ButtonRepresentable
        action = button.performAction
        accessibleName = button.buttonAccessibleName
        role = button.buttonRole
        let style = environment.buttonStyle
        if case .custom(let custom) = style { customStyle = custom } else { customStyle = nil }
        guard let controls = graph.backend as? any ControlBackend else { return }
        let shortcut = environment.keyboardShortcut
        controls.updateButtonAppearance(
            container,
            appearance: ButtonAppearance(
                style: style.appearanceStyle, role: role, controlSize: environment.controlSize,
                isDefaultAction: shortcut == .defaultAction))
        controls.updateKeyboardShortcut(container, shortcut: shortcut)
        controls.updateEnabled(container, isEnabled: environment.isEnabled)
        if customStyle != nil, pressState == nil {
            let state = ButtonPressState()
            pressState = state
            controls.observeButtonPresses(container) { [weak state] in state?.set($0) }
        }
    }

    override func contentView(of view: any View) -> any View {
        let label = (view as! ButtonRepresentable).labelView
        guard let customStyle else { return label }
        let press = pressState ?? ButtonPressState()
        pressState = press
        return makeButtonStyleBody(customStyle, label: label, role: role, press: press)
    }

    override func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        // The label is not a button of its own: a button inside it does not share the shortcut.
        guard environment.keyboardShortcut != nil else { return environment }
        var environment = environment
        environment.keyboardShortcut = nil
        return environment
    }

    override func place(_ widgets: [BackendWidget], in container: BackendWidget) {
        // A label made of several views is laid out in a row, as SwiftUI does.
        let content: BackendWidget
        if widgets.count == 1 {
            content = widgets[0]
        } else {
            let row = rowWidget ?? graph.backend.makeStack(axis: .horizontal)
            rowWidget = row
            graph.backend.setChildren(widgets, of: row)
            content = row
        }
        graph.backend.updateButton(container, content: content, accessibleName: accessibleName)
    }

    private var rowWidget: BackendWidget?
}
