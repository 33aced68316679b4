import CGtk
import GtkUICore

extension GtkBackend: SliderBackend {
    /// Creates a row holding a `GtkScale` that reports user changes of its value and the start
    /// and end of the user's adjustment (see `SliderEditing`).
    public func makeSlider(
        onChange: @escaping @MainActor (Double) -> Void, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) -> BackendWidget {
        let row = SliderRow()
        let editing = SliderEditing(onEditingChanged: onEditingChanged)
        row.editing = editing
        row.scale.connect("value-changed") { [weak row, weak editing] in
            guard let row, let editing else { return }
            editing.userChanged { onChange(row.scale.value) }
        }
        if let gesture = row.scale.dragGesture {
            row.dragGesture = gesture
            gesture.connectIgnoringArgument("begin") { [weak editing] in editing?.pressBegan() }
            gesture.connectIgnoringArgument("end") { [weak editing] in editing?.pressEnded() }
        }
        return row
    }

    /// Writes the range and increments, then the value when the knob shows another, with signals
    /// blocked so no user change is reported; an invalid range makes the slider insensitive.
    public func updateSlider(_ slider: BackendWidget, with configuration: SliderConfiguration) {
        let row = slider as! SliderRow
        let scale = row.scale
        let range = [
            configuration.lowerBound, configuration.upperBound, configuration.keyboardIncrement,
            configuration.step.map { $0 * 5 } ?? (configuration.upperBound - configuration.lowerBound) / 10,
        ]
        write(scale, "Slider", "range", range) { range in
            scale.withSignalsBlocked {
                scale.configure(
                    value: configuration.value, lowerBound: range[0], upperBound: range[1], step: range[2],
                    page: range[3])
            }
        }
        if scale.value != configuration.value {
            scale.withSignalsBlocked { scale.value = configuration.value }
            statistics.recordWrite("Slider", "value")
        }
        write(scale, "Slider", "enabled", configuration.isEnabled) { scale.isSensitive = $0 }
    }

    /// Puts the title first, then the minimum label, the track and the maximum label, and names
    /// the track by the title's text.
    public func placeSliderParts(
        _ slider: BackendWidget, title: BackendWidget?, minimum: BackendWidget?, maximum: BackendWidget?
    ) {
        let row = slider as! SliderRow
        let parts =
            [title, minimum].compactMap { $0 as? Gtk.Widget } + [row.scale]
            + [maximum].compactMap { $0 as? Gtk.Widget }
        setChildren(parts, of: row)
        for part in parts where part !== row.scale { part.verticalAlignment = GTK_ALIGN_CENTER }
        row.flexibility = (true, false)
        row.scale.setAccessibleLabelledBy(recording: (title as? Gtk.Widget).flatMap(Gtk.Widget.firstLabel(in:)))
    }
}

/// A slider's row: its title, minimum value label, track and maximum value label.
final class SliderRow: Gtk.Box {
    let scale = Gtk.Scale()
    /// The range's own drag gesture, watched for the start and end of a press.
    var dragGesture: Gtk.Object?
    var editing: SliderEditing?

    convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
        scale.expandsHorizontally = true
        scale.flexibility = (true, false)
        append(scale)
        flexibility = (true, false)
    }

    override func disconnectAllSignals() {
        super.disconnectAllSignals()
        scale.disconnectAllSignals()
        dragGesture?.disconnectAllSignals()
    }
}

/// Tells a slider's `onEditingChanged` when the user starts and stops adjusting the value.
///
/// A press on the knob or track starts editing and its release ends it. A change with no
/// press — an arrow key, Page Up, the scroll wheel — starts editing just before the value is
/// reported and ends it once the main loop is idle, so a burst of key repeats is one edit.
/// Changes written by GtkUI arrive with signals blocked and are never seen here.
@MainActor
final class SliderEditing {
    private let onEditingChanged: @MainActor (Bool) -> Void
    private var isPressed = false
    private var isEditing = false
    private var endIsScheduled = false

    init(onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.onEditingChanged = onEditingChanged
    }

    func pressBegan() {
        isPressed = true
        begin()
    }

    func pressEnded() {
        isPressed = false
        end()
    }

    /// Reports a user change through `report`, inside an edit.
    func userChanged(_ report: () -> Void) {
        begin()
        report()
        guard !isPressed, !endIsScheduled else { return }
        endIsScheduled = true
        Gtk.MainLoop.schedule(priority: Gtk.MainLoop.Priority.idle) { [weak self] in
            guard let self else { return }
            self.endIsScheduled = false
            if !self.isPressed { self.end() }
        }
    }

    private func begin() {
        guard !isEditing else { return }
        isEditing = true
        onEditingChanged(true)
    }

    private func end() {
        guard isEditing else { return }
        isEditing = false
        onEditingChanged(false)
    }
}
