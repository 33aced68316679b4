/// Content for a title bar's toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s.
///
/// Conform your own type to group items you use in several views; its ``body`` is built with
/// ``ToolbarContentBuilder``.
///
/// ```swift
/// struct EditingItems: ToolbarContent {
///     let save: () -> Void
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content's body returns.
    associatedtype Body: ToolbarContent

    /// The items this content stands for.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that lists its items itself instead of having a body.
@MainActor
protocol PrimitiveToolbarContent {
    /// Appends this content's items, in order.
    func appendItems(to items: inout [ToolbarEntry])
}

/// One item of a toolbar: what to show and where.
struct ToolbarEntry {
    /// The item's `id:`, if it has one.
    let id: String?
    let placement: ToolbarItemPlacement
    let content: any View
}

extension ToolbarContent {
    /// The items this content stands for, in order.
    var toolbarEntries: [ToolbarEntry] {
        var items: [ToolbarEntry] = []
        appendToolbarEntries(of: self, to: &items)
        return items
    }
}

@MainActor
private func appendToolbarEntries(of content: some ToolbarContent, to items: inout [ToolbarEntry]) {
    if let primitive = content as? PrimitiveToolbarContent {
        primitive.appendItems(to: &items)
    } else {
        appendToolbarEntries(of: content.body, to: &items)
    }
}

/// Several pieces of toolbar content, from a ``ToolbarContentBuilder`` block.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    /// Tuples have no body.
    public typealias Body = Never
    /// Tuples have no body.
    public var body: Never { fatalError("TupleToolbarContent has no body") }
    let parts: [any ToolbarContent]

    func appendItems(to items: inout [ToolbarEntry]) {
        for part in parts { items += part.toolbarEntries }
    }
}

/// Toolbar content chosen by an `if` or `switch` in a ``ToolbarContentBuilder`` block.
public struct _ConditionalToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    /// Conditional content has no body.
    public typealias Body = Never
    /// Conditional content has no body.
    public var body: Never { fatalError("_ConditionalToolbarContent has no body") }
    let chosen: (any ToolbarContent)?

    func appendItems(to items: inout [ToolbarEntry]) {
        if let chosen { items += chosen.toolbarEntries }
    }
}

/// Builds toolbar content from a block of ``ToolbarItem``s and ``ToolbarItemGroup``s.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// One piece of content, as it is.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several pieces of content, in order.
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        var parts: [any ToolbarContent] = []
        for part in repeat each content { parts.append(part) }
        return TupleToolbarContent(parts: parts)
    }

    /// Content shown only when an `if` holds.
    public static func buildOptional(_ content: (any ToolbarContent)?) -> _ConditionalToolbarContent {
        _ConditionalToolbarContent(chosen: content)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first content: any ToolbarContent) -> _ConditionalToolbarContent {
        _ConditionalToolbarContent(chosen: content)
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second content: any ToolbarContent) -> _ConditionalToolbarContent {
        _ConditionalToolbarContent(chosen: content)
    }

    /// Content in an `if #available` block.
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> _ConditionalToolbarContent {
        _ConditionalToolbarContent(chosen: content)
    }
}
