/// A view the graph shows as a lazy list: `List`, `LazyVStack`, `LazyVGrid`.
@MainActor
protocol LazyContainerView {
    var lazyConfiguration: LazyListConfiguration { get }
    var lazyContent: any View { get }
    var lazySelection: ListSelection? { get }
    /// A table's columns and sorting; nil for lists, stacks and grids.
    var lazyTable: LazyTableState? { get }
}

extension LazyContainerView {
    var lazyTable: LazyTableState? { nil }
}
