import Foundation

/// Renders a ``DatePicker`` as one backend widget.
///
/// Applying reads the binding while tracked, so a date changed from code re-renders this
/// picker alone; what the user picks is merged into the date, clamped into the range and
/// written to the binding once, and the widget, already showing it, is not written back.
@MainActor
final class DatePickerNode<Label: View>: LeafNode<DatePicker<Label>> {
    private var kind: DatePickerWidgetKind?

    private var backend: (any DatePickerBackend)? { graph.backend as? any DatePickerBackend }

    override func makeWidget() -> BackendWidget {
        let kind = environment.datePickerWidgetKind
        self.kind = kind
        guard let backend else {
            Diagnostics.emitOnce(
                "DatePicker: \(type(of: graph.backend)) has no date controls (DatePickerBackend), so the date is "
                    + "shown as text the user cannot change. Use a backend that conforms to DatePickerBackend.")
            return graph.backend.makeText(announced: false)
        }
        return backend.makeDatePicker(kind: kind) { [weak self] picked in self?.userPicked(picked) }
    }

    override func needsNewWidget(for view: DatePicker<Label>, current widget: BackendWidget) -> Bool {
        kind != environment.datePickerWidgetKind
    }

    override func apply(_ view: DatePicker<Label>, to widget: BackendWidget) {
        let title = ControlLabelSummary(view.label, in: environment).accessibleName ?? ""
        let clock = DatePickerClock(environment)
        let date = shownDate(of: view, clock: clock)
        let components = displayedComponents(of: view, title: title)
        let summary = clock.summary(of: date, showing: components)
        guard let backend else {
            graph.backend.updateText(widget, content: title.isEmpty ? summary : "\(title) \(summary)")
            return
        }
        (graph.backend as? any ControlBackend)?.updateEnabled(widget, isEnabled: environment.isEnabled)
        backend.updateDatePicker(
            widget,
            with: DatePickerDescription(
                title: title, isLabelHidden: environment.labelsHidden, summary: summary, components: components,
                shown: clock.shownComponents(of: date)))
    }

    /// The bound date, or the nearest end of the range when it lies outside.
    private func shownDate(of view: DatePicker<Label>, clock: DatePickerClock) -> Date {
        clock.clamped(view.selection.wrappedValue, lower: view.lowerBound, upper: view.upperBound)
    }

    private func displayedComponents(of view: DatePicker<Label>, title: String) -> DatePickerComponents {
        let known = view.displayedComponents.intersection([.date, .hourAndMinute])
        guard known.isEmpty else { return known }
        Diagnostics.emitOnce(
            "DatePicker “\(title)”: displayedComponents \(view.displayedComponents.rawValue) names no part GtkUI "
                + "shows, so the picker shows the date. Pass .date, .hourAndMinute or both.")
        return .date
    }

    /// Merges what the user picked into the date shown, keeps it in range and writes it; when
    /// the binding already holds the result, the widget is put back to it.
    private func userPicked(_ picked: DateComponents) {
        guard let view else { return }
        let clock = DatePickerClock(environment)
        let merged = clock.merging(picked, into: shownDate(of: view, clock: clock))
        let date = clock.clamped(merged, lower: view.lowerBound, upper: view.upperBound)
        if date != view.selection.wrappedValue {
            view.selection.wrappedValue = date
        } else if date != merged {
            // The binding keeps its value, so nothing re-renders: move the widget back into range.
            rerender()
        }
    }
}
