/// One item in the window's title bar: a view at a placement.
///
/// ```swift
/// List(notes) { Text($0.title) }
///     .toolbar {
///         ToolbarItem(placement: .primaryAction) {
///             Button("Add", systemImage: "plus") { addNote() }
///         }
///     }
/// ```
///
/// On GNOME the title bar is the header bar; see ``ToolbarItemPlacement`` for where each
/// placement goes.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// Items have no body.
    public typealias Body = Never
    /// Items have no body.
    public var body: Never { fatalError("ToolbarItem has no body") }
    let id: String?
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates an item showing `content` at `placement`.
    ///
    /// - Parameters:
    ///   - placement: Where the item goes; the trailing end unless given.
    ///   - content: The item's view, usually a `Button`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        id = nil
        self.placement = placement
        self.content = content()
    }

    /// Creates an item with an identifier (which customizable toolbars use), showing `content`
    /// at `placement`.
    ///
    /// - Parameters:
    ///   - id: The item's identifier, unique in the toolbar.
    ///   - placement: Where the item goes; the trailing end unless given.
    ///   - content: The item's view, usually a `Button`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.id = id
        self.placement = placement
        self.content = content()
    }

    func appendItems(to items: inout [ToolbarEntry]) {
        items.append(ToolbarEntry(id: id, placement: placement, content: content))
    }
}
