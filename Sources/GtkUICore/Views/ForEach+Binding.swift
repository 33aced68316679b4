extension ForEach where Content: View {
    /// Creates views for the elements of a bound collection, each given a binding to its
    /// element, identified by the element's property at `id`.
    ///
    /// Writing through an element's binding replaces that element in the collection, found
    /// by its id, so the write lands on the right element even after the collection was
    /// reordered.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - id: The key path to each element's identity.
    ///   - content: Builds the view for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        let base = data.location
        self.init(
            elements, identify: { $0.1 },
            content: { index, elementID in
                content(Binding(location: ElementLocation(base: base, index: index, id: elementID, keyPath: id)))
            })
    }
}

extension ForEach where ID: Hashable, Content: View {
    /// Creates views for the identifiable elements of a bound collection, each given a
    /// binding to its element.
    ///
    /// ```swift
    /// ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// ```
    ///
    /// - Parameters:
    ///   - data: A binding to the collection.
    ///   - content: Builds the view for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID,
        C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }
}

/// One element of a bound collection, found by its id (its last known index first).
@MainActor
final class ElementLocation<Base: MutableCollection, ID: Hashable>: BindingLocation {
    typealias Value = Base.Element
    let base: any BindingLocation<Base>
    let index: Base.Index
    let id: ID
    let keyPath: KeyPath<Base.Element, ID>
    /// The element last read, shown while the collection no longer holds it (a row that is
    /// being removed may still be evaluated once).
    private var last: Base.Element

    init(base: any BindingLocation<Base>, index: Base.Index, id: ID, keyPath: KeyPath<Base.Element, ID>) {
        self.base = base
        self.index = index
        self.id = id
        self.keyPath = keyPath
        self.last = base.readUntracked()[index]
    }

    private func position(in collection: Base) -> Base.Index? {
        if collection.indices.contains(index), collection[index][keyPath: keyPath] == id { return index }
        return collection.firstIndex { $0[keyPath: keyPath] == id }
    }

    /// Reads the element. Inside a view's evaluation, over a `State`, the view depends on this
    /// element alone: a change to another element of the collection leaves it alone.
    func read() -> Value {
        guard let source = base.stateSource, let node = DependencyTracker.current else {
            return value(in: base.read())
        }
        let element = value(in: base.readUntracked())
        source.recordPartialRead(by: node) { [weak self] in self?.hasChanged(since: element) ?? true }
        return element
    }

    /// Whether the element differs from `element` (or has left the collection).
    private func hasChanged(since element: Value) -> Bool {
        let collection = base.readUntracked()
        guard let position = position(in: collection) else { return true }
        return !ViewInputs.areEqual(collection[position], element)
    }
    func readUntracked() -> Value { value(in: base.readUntracked()) }

    private func value(in collection: Base) -> Base.Element {
        if let position = position(in: collection) { last = collection[position] }
        return last
    }

    func write(_ value: Base.Element) {
        var collection = base.readUntracked()
        guard let position = position(in: collection) else {
            Diagnostics.emit(
                "warning: a ForEach element binding wrote to the element with ID \(id), which its collection no longer holds; the value is dropped. Keep each element's id while its row is shown."
            )
            return
        }
        collection[position] = value
        base.write(collection)
    }

    var identity: AnyHashable? { base.identity.map { [$0, "element", AnyHashable(id)] } }
}
