import Foundation

/// A control for choosing a date, a time of day, or both.
///
/// Bound to a `Date`, it shows the parts that `displayedComponents` names — the day
/// (`.date`) and the hour and minute (`.hourAndMinute`) — in the environment's time zone
/// (`\.timeZone`) and writes the date back when the user picks another. Picking a day keeps
/// the time of day; changing the time keeps the day (and sets the seconds to zero, as the
/// picker shows none). How it is drawn is the ``DatePickerStyle`` set with
/// `.datePickerStyle(_:)`: a button opening a popover (`.compact`, the default) or the
/// calendar inline (`.graphical`). The label names the control for screen readers, also
/// when `.labelsHidden()` hides it.
///
/// With `in:` the user cannot choose a date outside the range: GTK 4.8's calendar cannot
/// disable days, so a day or time outside is put back to the nearest date inside (the range's
/// first or last moment), which the picker then shows. A bound date outside the range is
/// shown at the nearest end and left as it is until the user picks.
///
/// ```swift
/// @State private var due = Date()
/// DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
/// DatePicker(selection: $alarm, displayedComponents: .hourAndMinute) {
///     Label("Alarm", systemImage: "alarm")
/// }
/// .datePickerStyle(.graphical)
/// ```
public struct DatePicker<Label: View>: View, PrimitiveView {
    /// Date pickers are primitive.
    public typealias Body = Never
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let displayedComponents: DatePickerComponents
    let label: Label

    init(
        selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, displayedComponents: DatePickerComponents,
        label: Label
    ) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.displayedComponents = displayedComponents
        self.label = label
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { DatePickerNode<Label>(graph: graph) }
}

extension DatePicker {
    /// Creates a date picker for any date, with a label you build.
    ///
    /// - Parameters:
    ///   - selection: The chosen date.
    ///   - displayedComponents: The parts shown: `.date`, `.hourAndMinute` or both.
    ///   - label: What the date is for.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents,
            label: label())
    }

    /// Creates a date picker for dates within `range`, with a label you build.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    /// Creates a date picker for dates from `range`'s start on, with a label you build.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: nil,
            displayedComponents: displayedComponents, label: label())
    }

    /// Creates a date picker for dates up to `range`'s end, with a label you build.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a localized text label.
    ///
    /// ```swift
    /// DatePicker("Start", selection: $start)
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a localized text label, for dates within `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a localized text label, for dates from `range`'s start on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a localized text label, for dates up to `range`'s end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker with a text label shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a text label shown as it is, for dates within `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a text label shown as it is, for dates from `range`'s start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker with a text label shown as it is, for dates up to `range`'s end.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
