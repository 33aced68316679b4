/// Turns the views that structure forms — ``Divider``, ``DisclosureGroup`` and
/// ``ControlGroup`` — into a toolkit's widgets.
///
/// Design notes:
/// - A divider is a line across the stack that holds it: horizontal in a column, vertical
///   in a row. The graph finds the stack; the backend only draws the line.
/// - A disclosure group shows its label as a header that hides and shows its content.
///   ``updateDisclosureGroup(_:isExpanded:)`` writes the state with the widget's signals
///   blocked, so a change from code never comes back through `onExpandedChange`.
/// - A control group is a container whose children are joined into one segmented row; its
///   children are set with ``Backend/setChildren(_:of:)``.
/// - Reached through `graph.backend as? any FormBackend`.
///
/// ```swift
/// let line = backend.makeDivider(lineAxis: .horizontal)
/// ```
@MainActor
public protocol FormBackend: Backend {
    /// Creates a thin line along `lineAxis` that fills its container's width or height.
    func makeDivider(lineAxis: Axis) -> BackendWidget

    /// Creates a disclosure group that reports the user expanding or collapsing it.
    func makeDisclosureGroup(onExpandedChange: @escaping @MainActor (Bool) -> Void) -> BackendWidget
    /// Expands or collapses the group when it shows otherwise.
    func updateDisclosureGroup(_ group: BackendWidget, isExpanded: Bool)
    /// Places the header label and the content shown when expanded.
    func placeDisclosureGroupParts(_ group: BackendWidget, label: BackendWidget?, content: BackendWidget?)

    /// Creates an empty row whose children are drawn joined, as one group of controls.
    func makeControlGroup() -> BackendWidget
}
