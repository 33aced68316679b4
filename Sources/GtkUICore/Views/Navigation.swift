/// A stack of pages with a title bar and a back button, as on iOS's `NavigationView`.
///
/// On GNOME the title and back button live in the window's header bar; Escape and Alt+Left go
/// back, as the back button does.
///
/// ```swift
/// NavigationView {
///     NavigationLink(destination: SharedTextView()) { Text("Show") }
///         .navigationBarTitle("Sample")
/// }
/// ```
public struct NavigationView<Content: View>: View, PrimitiveView {
    /// Navigation views are primitive.
    public typealias Body = Never
    let content: Content

    /// Creates a navigation stack whose root page is `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationStackNode(graph: graph) }
}

/// A stack of pages with a title bar and a back button (the newer name for ``NavigationView``).
public struct NavigationStack<Root: View>: View, PrimitiveView {
    /// Navigation stacks are primitive.
    public typealias Body = Never
    let root: Root

    /// Creates a navigation stack whose root page is `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationStackNode(graph: graph) }
}

/// A button that pushes `destination` onto the enclosing navigation stack.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    /// Navigation links are primitive.
    public typealias Body = Never
    let destination: Destination
    let label: Label

    /// Creates a link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationLinkNode(graph: graph) }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a text label.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink: ButtonRepresentable {
    var performAction: @MainActor () -> Void { {} }
    var labelView: any View { label }
    var buttonAccessibleName: String? { nil }
    var buttonRole: ButtonRole? { nil }
}

/// Shows the page's title in the title bar.
public struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let title: LocalizedText
    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationTitleNode(graph: graph) }
}

extension View {
    /// Sets the title shown while this view's page is on top of the navigation stack.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: .key(titleKey)))
    }

    /// Sets the title shown while this view's page is on top of the navigation stack.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: .verbatim(String(title))))
    }

    /// iOS's older name for ``navigationTitle(_:)``.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        navigationTitle(titleKey)
    }
}

@MainActor
final class NavigationTitleNode: ModifierNode<_NavigationTitleModifier> {
    override func didUpdate(isFirst: Bool) {
        guard let modifier, let page = environment.navigationPage else { return }
        page.setTitle(modifier.title.resolved(in: environment))
    }
}
