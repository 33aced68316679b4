extension Binding {
    /// This binding, animating the view changes its writes cause with `animation`.
    ///
    /// ```swift
    /// Toggle("Show details", isOn: $showsDetails.animation(.easeInOut))
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// This binding, making its writes with `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(
            get: { base.wrappedValue }, set: { value in withTransaction(transaction) { base.wrappedValue = value } })
    }
}
