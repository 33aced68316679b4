import Foundation

/// Turns ``DatePicker`` views into a toolkit's date and time controls.
///
/// Design notes:
/// - The view graph works out everything that depends on time zones and calendars: it hands
///   the backend the Gregorian year, month and day and the hour and minute to show (in the
///   environment's `\.timeZone`, as GTK's month grid is Gregorian), and the summary text a
///   compact button shows, formatted for the environment's locale and calendar.
/// - The backend reports the user's input as the components it changed — year, month and day
///   for a day picked, hour and minute for a time — and the graph merges them into the bound
///   date (keeping the other part), clamps the result into the picker's range and writes it.
/// - The widget kind (``DatePickerWidgetKind``) comes from the ``DatePickerStyle`` and is fixed
///   at creation; the displayed components may change and only show or hide parts.
/// - ``updateDatePicker(_:with:)`` writes only what differs from what the widget shows, with
///   the widget's handlers blocked, so a date set from code never comes back as the user's;
///   each write is recorded in ``Backend/statistics`` (`DatePicker.day`, `DatePicker.time`,
///   `DatePicker.summary`, …).
/// - Reached through `graph.backend as? any DatePickerBackend`; a backend without date
///   pickers shows the summary as text and reports it.
///
/// ```swift
/// let picker = backend.makeDatePicker(kind: .compact) { picked in print(picked.day ?? 0) }
/// backend.updateDatePicker(picker, with: DatePickerDescription(
///     title: "Due", summary: "Jun 3, 2025", components: .date,
///     shown: DateComponents(year: 2025, month: 6, day: 3, hour: 9, minute: 30)))
/// ```
@MainActor
public protocol DatePickerBackend: Backend {
    /// Creates an empty date picker of `kind` that reports what the user picks: `year`,
    /// `month` and `day` for a day, `hour` and `minute` for a time of day.
    func makeDatePicker(kind: DatePickerWidgetKind, onPick: @escaping @MainActor (DateComponents) -> Void)
        -> BackendWidget
    /// Shows `description`.
    func updateDatePicker(_ picker: BackendWidget, with description: DatePickerDescription)
}

/// What a date picker shows, resolved by the view graph from a ``DatePicker``.
public struct DatePickerDescription: Hashable, Sendable {
    /// The picker's label as text: shown beside it and announced by screen readers.
    public var title: String
    /// Whether the title is hidden (`.labelsHidden()`); it still names the control.
    public var isLabelHidden: Bool
    /// The date as a compact picker's button shows it, such as "Jun 3, 2025 at 9:30 AM".
    public var summary: String
    /// The parts shown: the calendar for `.date`, the hour and minute for `.hourAndMinute`.
    public var components: DatePickerComponents
    /// The Gregorian `year`, `month` and `day` and the `hour` (0–23) and `minute` to show.
    public var shown: DateComponents

    /// Describes a date picker.
    public init(
        title: String, isLabelHidden: Bool = false, summary: String, components: DatePickerComponents,
        shown: DateComponents
    ) {
        self.title = title
        self.isLabelHidden = isLabelHidden
        self.summary = summary
        self.components = components
        self.shown = shown
    }
}
