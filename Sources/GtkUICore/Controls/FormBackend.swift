/// Turns the views that structure forms — ``Divider``, ``DisclosureGroup``,
/// ``LabeledContent`` and ``ControlGroup`` — into a toolkit's widgets.
///
/// Design notes:
/// - A divider is a line across the stack that holds it: horizontal in a column, vertical
///   in a row. The graph finds the stack; the backend only draws the line.
/// - A disclosure group shows its label as a header that hides and shows its content.
///   ``updateDisclosureGroup(_:isExpanded:)`` writes the state with the widget's signals
///   blocked, so a change from code never comes back through `onExpandedChange`.
/// - A labeled-content row puts its label leading and its content trailing, and names the
///   content's controls that have no label of their own by the row's label.
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

    /// Creates an empty labeled-content row.
    func makeLabeledContent() -> BackendWidget
    /// Places the label leading and the content trailing, and names the content's unnamed
    /// controls by the label for assistive technologies.
    func placeLabeledContentParts(_ row: BackendWidget, label: BackendWidget?, content: BackendWidget?)

    /// Creates an empty row whose children are drawn joined, as one group of controls.
    func makeControlGroup() -> BackendWidget
    /// Names the group for assistive technologies, from its label; nil for no name.
    func updateControlGroup(_ group: BackendWidget, accessibleName: String?)
}
