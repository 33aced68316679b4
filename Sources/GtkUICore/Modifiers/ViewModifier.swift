/// A reusable change to a view, applied with `.modifier(_:)`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().border(Color.gray, width: 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier produces.
    associatedtype Body: View
    /// The view being modified, as passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// The modified content is primitive.
    public typealias Body = Never
    let content: any View
    func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
}

extension _ViewModifier_Content: AnyViewConvertible {
    var erased: AnyView { AnyView(erasing: content)! }
}

@MainActor
protocol AnyViewConvertible { var erased: AnyView { get } }

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// Modified content is primitive; user modifiers are rendered through their body.
    public typealias Body = Never
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        guard let primitive = Modifier.self as? any PrimitiveModifier.Type else { return CompositeNode(graph: graph) }
        return primitive.makeNode(of: modifier, in: graph)
    }
}

extension ModifiedContent: BodyProviding {
    var computedBody: any View {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

/// A view whose body the graph computes specially (user view modifiers).
@MainActor
protocol BodyProviding { var computedBody: any View { get } }

/// A modifier the graph renders with a node of its own.
@MainActor
protocol PrimitiveModifier {
    func makeNode(in graph: ViewGraph) -> ViewNode
}

extension PrimitiveModifier {
    /// Creates the node for `modifier`, a value of this type known only by a generic type,
    /// without copying it into an existential box.
    static func makeNode<M>(of modifier: M, in graph: ViewGraph) -> ViewNode {
        (modifier as! Self).makeNode(in: graph)
    }
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers are applied by the view graph, not through a body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is applied by the view graph")
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier and content of a `ModifiedContent`, without its generic types.
@MainActor
protocol ModifiedView {
    var anyContent: any View { get }
    var anyModifier: Any { get }
    /// The outermost modifier of type `Wanted`, looking through the modifiers inside this one.
    func outermost<Wanted>(_ type: Wanted.Type) -> Wanted?
}

extension ModifiedView {
    /// The outermost modifier of type `Wanted` on `view`, a value of this type known only by a
    /// generic type.
    static func outermost<Wanted, V>(_ type: Wanted.Type, on view: V) -> Wanted? {
        (view as! Self).outermost(type)
    }
}

extension ModifiedContent: ModifiedView {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }

    func outermost<Wanted>(_ type: Wanted.Type) -> Wanted? {
        if let wanted = modifier as? Wanted { return wanted }
        return outermostModifier(type, of: content)
    }
}

/// The outermost modifier of type `Modifier` on `view`, looking through the modifiers around it.
///
/// Reached through the views' static types, so no modified view or modifier is copied into
/// an existential box on the way: the graph asks this of every view it reconciles.
/// (An `any View` argument is opened, so `V` is the view's own type.)
@MainActor
func outermostModifier<Modifier, V: View>(_ type: Modifier.Type, of view: V) -> Modifier? {
    guard let modified = V.self as? any ModifiedView.Type else { return nil }
    return modified.outermost(type, on: view)
}

/// The explicit identity given with `.id(_:)`, if `view` carries one at its outside.
@MainActor
func explicitIdentity(of view: any View) -> AnyHashable? {
    outermostModifier(IDModifier.self, of: view)?.id
}

/// Wraps a node that shows its content with a changed environment or extra behaviour.
@MainActor
class ModifierNode<Modifier>: ViewNode {
    private(set) var child: ViewNode?
    private(set) var modifier: Modifier?

    override var hostWidgets: [BackendWidget] { child?.hostWidgets ?? [] }
    override var childNodes: [ViewNode] { child.map { [$0] } ?? [] }

    /// Adjusts the content's environment.
    func contentEnvironment(_ environment: EnvironmentValues, modifier: Modifier) -> EnvironmentValues { environment }

    /// Runs after the content has been updated.
    func didUpdate(isFirst: Bool) {}

    override func update(_ view: any View, environment: EnvironmentValues) {
        let modified = view as! ModifiedView
        let isFirst = modifier == nil
        modifier = (modified.anyModifier as! Modifier)
        self.environment = environment
        lastUpdatedPass = graph.passCount
        isDirty = false
        let before = child?.hostWidgets
        child = reconcilingChildren {
            reconcile(
                child, with: modified.anyContent, environment: contentEnvironment(environment, modifier: modifier!))
        }
        if let before, !sameWidgets(before, child?.hostWidgets) { parent?.hostWidgetsDidChange() }
        didUpdate(isFirst: isFirst)
    }

    override func unmount() {
        super.unmount()
        child = nil
    }
}
