/// A button that pushes a page onto the enclosing navigation stack.
///
/// A link either carries its destination view, or a value that the stack shows with the
/// `navigationDestination(for:destination:)` declared for the value's type (and appends to the
/// stack's `path`).
///
/// ```swift
/// NavigationLink("Settings", destination: SettingsView())
/// NavigationLink { DetailView() } label: { Label("Detail", systemImage: "info.circle") }
/// NavigationLink("Item 3", value: 3)
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    /// Navigation links are primitive.
    public typealias Body = Never
    let destination: Destination?
    let value: AnyHashable?
    let label: Label

    /// Creates a link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.value = nil
        self.label = label()
    }

    /// Creates a link showing `label` that pushes the view `destination` builds.
    ///
    /// ```swift
    /// NavigationLink { DetailView() } label: { Text("Detail") }
    /// ```
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationLinkNode(graph: graph) }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a text label that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a text label that pushes the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link showing `label` that appends `value` to the stack's path.
    ///
    /// The stack shows the value with the `navigationDestination(for:destination:)` declared for
    /// its type. A nil value makes the link inactive.
    ///
    /// - Parameters:
    ///   - value: The value to push.
    ///   - label: What the link shows.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link with a text label that appends `value` to the stack's path.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a link with a verbatim text label that appends `value` to the stack's path.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(verbatim: String(title)) }
    }
}

extension NavigationLink: ButtonRepresentable {
    var performAction: @MainActor () -> Void { {} }
    var labelView: any View { label }
    var buttonAccessibleName: String? { nil }
    var buttonRole: ButtonRole? { nil }
}

extension NavigationLink: NavigationLinkRepresentable {
    var destinationView: (any View)? { destination }
    var linkValue: AnyHashable? { value }
}

/// What a link node reads from a ``NavigationLink``, whatever its generic types.
@MainActor
protocol NavigationLinkRepresentable {
    var destinationView: (any View)? { get }
    var linkValue: AnyHashable? { get }
}

/// Renders a ``NavigationLink``: a button that pushes its destination (keeping the pushed page
/// up to date while it is shown) or appends its value to the stack's path.
@MainActor
final class NavigationLinkNode: ButtonNode {
    private weak var pushedPage: PageNode?
    private var destination: (any View)?
    private var value: AnyHashable?

    override func configure(_ container: BackendWidget, with view: any View) {
        super.configure(container, with: view)
        let link = view as! NavigationLinkRepresentable
        destination = link.destinationView
        value = link.linkValue
        if destination == nil, value == nil, let controls = graph.backend as? any ControlBackend {
            controls.updateEnabled(container, isEnabled: false)
        }
        if let pushedPage, pushedPage.isMounted, let destination {
            pushedPage.show(destination, environment: pushedPage.environment)
        }
    }

    override func activate() {
        guard let context = environment.navigationContext else {
            Diagnostics.emit(
                "NavigationLink in \(viewPath) is not inside a NavigationView or NavigationStack; nothing to push onto."
            )
            return
        }
        if let destination {
            pushedPage = context.push(destination, environment: environment)
        } else if let value {
            context.push(value: value, from: viewPath)
        }
    }
}
