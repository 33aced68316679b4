/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
///
/// Several statements become a ``TupleView``; `if` becomes an optional view; `if`/`else`
/// and `switch` become `_ConditionalContent`; local declarations such as
/// `@Bindable var child = $0` are allowed between statements.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single statement builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements build a ``TupleView`` of all of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    /// Passes each statement through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of an `if`/`else` or the later cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` branches pass through unchanged.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view built from several statements of a ``ViewBuilder`` closure.
public struct TupleView<T>: View, PrimitiveView {
    /// Tuple views are primitive.
    public typealias Body = Never
    /// The child views, as a tuple.
    public var value: T

    /// Creates a tuple view from a tuple of views.
    public init(_ value: T) { self.value = value }

    func makeNode(in graph: ViewGraph) -> ViewNode { TupleNode(graph: graph, reader: TupleChildrenReader<T>.self) }

    /// The children as type-erased views, in order, read at the tuple's field offsets (found
    /// once per tuple type) rather than through `Mirror`, which a row's body pays for every time.
    var children: [any View] {
        withUnsafeBytes(of: value) { bytes in
            TupleLayout.fields(of: T.self).map { $0.load(from: bytes.baseAddress!) }
        }
    }
}

/// The result of an `if`/`else` or `switch` in a ``ViewBuilder`` (or a table's column or row
/// builder): one of two contents.
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch was taken.
    public enum Storage {
        /// The first branch.
        case trueContent(TrueContent)
        /// The second branch.
        case falseContent(FalseContent)
    }

    /// The branch taken and its content.
    public let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    /// Conditional content is primitive.
    public typealias Body = Never

    func makeNode(in graph: ViewGraph) -> ViewNode { ConditionalNode(graph: graph) }

    var branch: (isTrue: Bool, view: any View) {
        switch storage {
        case .trueContent(let view): return (true, view)
        case .falseContent(let view): return (false, view)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view shows its wrapped view when it has one and nothing otherwise.
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(in graph: ViewGraph) -> ViewNode { ConditionalNode(graph: graph) }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    /// Empty views are primitive.
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
    func makeNode(in graph: ViewGraph) -> ViewNode { TupleNode(graph: graph) }
}

/// Groups views without adding a container; modifiers apply to each child.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The grouped views.
    public var body: Content { content }
}

/// A type-erased view, for returning different view types from one place.
public struct AnyView: View, PrimitiveView {
    /// Type-erased views are primitive.
    public typealias Body = Never
    let view: any View

    /// Wraps `view`, erasing its type.
    public init<V: View>(_ view: V) { self.view = view }

    /// Wraps `view` if it is a view.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph) }
}
