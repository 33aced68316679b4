/// A list of values of any `Hashable` types: the pages pushed onto a ``NavigationStack``.
///
/// Each value is shown by the `navigationDestination(for:destination:)` declared for its type;
/// appending pushes a page, removing pops it.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     Button("Show 7") { path.append(7) }
///         .navigationDestination(for: Int.self) { Text("Number \($0)") }
/// }
/// ```
///
/// The `Codable` representation (`codable`, `init(_: CodableRepresentation)`) is not provided.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates an empty path: only the root page is shown.
    public init() { elements = [] }

    /// Creates a path holding `elements` in order, the last one on top.
    ///
    /// - Parameter elements: The values of the pushed pages, root side first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) { self.elements = elements }

    /// The number of values in the path, that is of pages above the root.
    public var count: Int { elements.count }

    /// Whether the path is empty, that is whether the root page is shown.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends `value`, pushing a page for it.
    ///
    /// - Parameter value: The value to show; a `navigationDestination(for:)` for its type shows it.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values, popping their pages.
    ///
    /// Removing more values than the path holds empties it and reports the mistake.
    ///
    /// - Parameter k: How many values to remove; one unless given.
    public mutating func removeLast(_ k: Int = 1) {
        guard k >= 0, k <= elements.count else {
            Diagnostics.log(
                "NavigationPath.removeLast(\(k)) on a path of \(elements.count) values; removing all of them. "
                    + "Check `path.count` before removing.")
            elements.removeAll()
            return
        }
        elements.removeLast(k)
    }
}
