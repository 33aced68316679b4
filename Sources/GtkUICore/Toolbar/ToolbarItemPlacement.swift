/// Where a toolbar item goes in the window's title bar.
///
/// On GNOME the title bar is the window's header bar, which has a start (leading) end, a
/// centred title and a trailing end. SwiftUI's semantic placements map onto it so that code
/// written for iOS or macOS ports unchanged:
///
/// | Placement | Header bar |
/// |---|---|
/// | `.navigation`, `.cancellationAction`, `.topBarLeading` | start |
/// | `.automatic`, `.primaryAction`, `.confirmationAction`, `.destructiveAction`, `.topBarTrailing`, `.bottomBar` | end |
/// | `.principal`, `.status` | the title's place, centred |
///
/// A `.confirmationAction` button is drawn as GNOME's suggested action (the accent colour) and
/// a `.destructiveAction` button as a destructive action (red). GNOME windows have no bottom
/// toolbar, so `.bottomBar` items join the trailing end.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Where an item goes, in header bar terms.
    enum Slot: Hashable, Sendable {
        case start, end, principal
    }

    let slot: Slot
    let emphasis: ToolbarItemEmphasis
    let name: String

    /// The platform's choice: the trailing end of the header bar.
    public static let automatic = ToolbarItemPlacement(slot: .end, emphasis: .none, name: "automatic")
    /// The most frequently used action of the view: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .end, emphasis: .none, name: "primaryAction")
    /// Confirms a sheet or form (Save, Done): the trailing end, drawn as GNOME's suggested action.
    public static let confirmationAction = ToolbarItemPlacement(
        slot: .end, emphasis: .suggested, name: "confirmationAction")
    /// Cancels a sheet or form: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(
        slot: .start, emphasis: .none, name: "cancellationAction")
    /// Deletes or discards: the trailing end, drawn as GNOME's destructive action.
    public static let destructiveAction = ToolbarItemPlacement(
        slot: .end, emphasis: .destructive, name: "destructiveAction")
    /// Moves between views (a sidebar toggle, back and forward): the leading end.
    public static let navigation = ToolbarItemPlacement(slot: .start, emphasis: .none, name: "navigation")
    /// The centre of the title bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal, emphasis: .none, name: "principal")
    /// The state of the view (a sync status, a count): the centre, after any principal items.
    public static let status = ToolbarItemPlacement(slot: .principal, emphasis: .none, name: "status")
    /// iOS's leading end of the navigation bar: the leading end.
    public static let topBarLeading = ToolbarItemPlacement(slot: .start, emphasis: .none, name: "topBarLeading")
    /// iOS's trailing end of the navigation bar: the trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .end, emphasis: .none, name: "topBarTrailing")
    /// iOS's bottom toolbar; GNOME windows have none, so the trailing end of the header bar.
    public static let bottomBar = ToolbarItemPlacement(slot: .end, emphasis: .none, name: "bottomBar")
    /// iOS's older name for ``topBarLeading``.
    public static let navigationBarLeading = topBarLeading
    /// iOS's older name for ``topBarTrailing``.
    public static let navigationBarTrailing = topBarTrailing
}

/// How a toolbar item is drawn, from its placement.
public enum ToolbarItemEmphasis: Hashable, Sendable {
    /// As the header bar draws any button.
    case none
    /// GNOME's suggested action (`suggested-action`), for `.confirmationAction`.
    case suggested
    /// GNOME's destructive action (`destructive-action`), for `.destructiveAction`.
    case destructive
}
