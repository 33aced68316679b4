/// A control that runs an action when clicked or activated from the keyboard.
///
/// ```swift
/// Button("Count up") { count += 1 }
/// Button(action: save) { Text("Save").bold() }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    /// Buttons are primitive.
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label
    let accessibleName: String?

    /// Creates a button whose content is `label`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.accessibleName = nil
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ButtonNode(graph: graph) }
}

extension Button where Label == Text {
    /// Creates a button with a localized text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.label = Text(titleKey)
        self.accessibleName = nil
    }

    /// Creates a button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.label = Text(title)
        self.accessibleName = nil
    }
}

extension Button {
    init(accessibleName: String?, action: @escaping @MainActor () -> Void, label: Label) {
        self.action = action
        self.label = label
        self.accessibleName = accessibleName
    }
}

@MainActor
protocol ButtonRepresentable {
    var performAction: @MainActor () -> Void { get }
    var labelView: any View { get }
    var buttonAccessibleName: String? { get }
}

extension Button: ButtonRepresentable {
    var performAction: @MainActor () -> Void { action }
    var labelView: any View { label }
    var buttonAccessibleName: String? { accessibleName }
}

/// Renders a button: the backend button plus its label content as the button's child.
@MainActor
class ButtonNode: ContainerNode {
    private var action: (@MainActor () -> Void)?
    private var accessibleName: String?

    override func makeContainer() -> BackendWidget {
        graph.backend.makeButton { [weak self] in self?.activate() }
    }

    /// Runs the button's latest action.
    func activate() { action?() }

    override func configure(_ container: BackendWidget, with view: any View) {
        let button = view as! ButtonRepresentable
        action = button.performAction
        accessibleName = button.buttonAccessibleName
    }

    override func contentView(of view: any View) -> any View { (view as! ButtonRepresentable).labelView }

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
