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
///
/// Pages are pushed by ``NavigationLink``s, or by values: a `NavigationLink(value:label:)` or a
/// value appended to the `path` binding is shown by the `navigationDestination(for:destination:)`
/// declared for its type. Going back (the header bar's back button, Escape, Alt+Left) removes the
/// last value from the path.
///
/// ```swift
/// @State private var path: [Int] = []
///
/// NavigationStack(path: $path) {
///     List(1..<10, id: \.self) { NavigationLink("Item \($0)", value: $0) }
///         .navigationDestination(for: Int.self) { Text("Item \($0)") }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    /// Navigation stacks are primitive.
    public typealias Body = Never
    let root: Root
    let path: NavigationPathBinding?

    /// Creates a navigation stack whose root page is `root`; it keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack whose pushed pages show the values in `path`.
    ///
    /// - Parameters:
    ///   - path: The values of the pushed pages, of any `Hashable` types.
    ///   - root: The page shown below every pushed page.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue = NavigationPath(elements: $0) },
            accepts: { _ in true }, elementTypeName: "NavigationPath")
    }

    /// Creates a navigation stack whose pushed pages show the values in `path`, all of one type.
    ///
    /// - Parameters:
    ///   - path: The values of the pushed pages.
    ///   - root: The page shown below every pushed page.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element }, elementTypeName: "\(Data.Element.self)")
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { NavigationStackNode(graph: graph) }
}

extension NavigationStack: NavigationStackRepresentable {
    var rootView: any View { root }
    var pathBinding: NavigationPathBinding? { path }
}

extension NavigationView: NavigationStackRepresentable {
    var rootView: any View { content }
    var pathBinding: NavigationPathBinding? { nil }
}

/// What the stack node reads from ``NavigationStack`` and ``NavigationView``.
@MainActor
protocol NavigationStackRepresentable {
    var rootView: any View { get }
    var pathBinding: NavigationPathBinding? { get }
}

/// A stack's `path` binding with its element type erased.
struct NavigationPathBinding {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
    /// Whether a value of this type can be stored in the path.
    let accepts: (AnyHashable) -> Bool
    let elementTypeName: String
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

    /// iOS's older name for ``navigationTitle(_:)-(LocalizedStringKey)``.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        navigationTitle(titleKey)
    }
}

@MainActor
final class NavigationTitleNode: ModifierNode<_NavigationTitleModifier>, WindowTitleSource {
    private(set) var windowTitle: String?

    override func didUpdate(isFirst: Bool) {
        guard let modifier else { return }
        let title = modifier.title.resolved(in: environment)
        if let page = environment.navigationPage {
            page.setTitle(title)
        } else if environment.sheetToolbarScope == nil {
            // Outside any navigation stack the title names the window, as on macOS.
            windowTitle = title
            graph.windowTitleScope.register(self)
            graph.windowTitleScope.refresh(environment.windowChrome)
        }
    }

    override func unmount() {
        let wasNaming = windowTitle != nil
        super.unmount()
        guard wasNaming else { return }
        graph.windowTitleScope.unregister(self)
        graph.windowTitleScope.refresh(environment.windowChrome)
    }
}
