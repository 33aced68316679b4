extension ViewGraph {
    /// The rows of lazy containers (`List`, `LazyVStack`, `LazyVGrid`) that have nodes now:
    /// bound to a visible slot, parked with their state, or pooled for recycling.
    ///
    /// A list of any length keeps this near the number of rows on screen plus the rows that
    /// hold state; tests use it to show that rows are built lazily.
    ///
    /// ```swift
    /// #expect(host.graph.lazyRowNodeCount <= 26)
    /// ```
    public var lazyRowNodeCount: Int {
        var count = 0
        var pending: [ViewNode] = root.map { [$0] } ?? []
        while let node = pending.popLast() {
            if node is LazyRowNode { count += 1 }
            pending.append(contentsOf: node.childNodes)
        }
        return count
    }
}
