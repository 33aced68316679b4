/// A piece of user interface, described as a value.
///
/// Conform a struct to `View` and describe its content in ``body``. GtkUI keeps the
/// struct's state in its view graph, evaluates `body` again only when something the body
/// read has changed, and turns the result into GTK widgets.
///
/// ```swift
/// struct Greeting: View {
///     @State var name = ""
///     var body: some View {
///         VStack {
///             TextField("Name", text: $name)
///             Text("Hello, \(name)!")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of the view, evaluated by the view graph on the main actor.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body; asking for it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the graph renders itself instead of evaluating a body.
///
/// Every primitive names the graph node that renders it.
@MainActor
protocol PrimitiveView {
    /// Creates the node that renders this view.
    func makeNode(in graph: ViewGraph) -> ViewNode
}

extension PrimitiveView {
    /// Creates the node for `view`, a value of this type known only by a generic type.
    ///
    /// The graph finds a view's primitive type from its metatype and calls this, so making a
    /// node never copies the view into a new existential box (as `view as? PrimitiveView`
    /// does for every view larger than three words).
    static func makeNode<V>(of view: V, in graph: ViewGraph) -> ViewNode {
        (view as! Self).makeNode(in: graph)
    }
}

extension View where Body == Never {
    /// Primitive views are rendered by the graph directly and have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
