/// Renders a ``Slider``: the backend's slider with its title and value labels as parts.
///
/// The node reads the binding while applying, so a value changed from code is written to
/// the widget alone; a user change is snapped to the step and written to the binding once.
@MainActor
final class SliderNode<Label: View, ValueLabel: View>: LabeledControlNode<Slider<Label, ValueLabel>> {
    private var backend: any SliderBackend { requiredBackend((any SliderBackend).self, of: graph, for: "Slider") }

    override func makeControl() -> BackendWidget {
        backend.makeSlider(
            onChange: { [weak self] in self?.userChanged(to: $0) },
            onEditingChanged: { [weak self] in self?.view?.onEditingChanged($0) })
    }

    override func partViews(of view: Slider<Label, ValueLabel>) -> [(any View)?] {
        [view.label, view.minimumValueLabel, view.maximumValueLabel]
    }

    override func place(_ parts: [BackendWidget?], in control: BackendWidget) {
        backend.placeSliderParts(control, title: parts[0], minimum: parts[1], maximum: parts[2])
    }

    override func apply(_ view: Slider<Label, ValueLabel>, to control: BackendWidget) {
        backend.updateSlider(control, with: configuration(of: view))
    }

    /// What `view` shows; an unusable range or step is reported once, naming the fix.
    private func configuration(of view: Slider<Label, ValueLabel>) -> SliderConfiguration {
        let lower = view.lowerBound
        let upper = view.upperBound
        guard lower.isFinite, upper.isFinite, lower < upper else {
            Diagnostics.emitOnce(
                "Slider in \(viewPath): its range \(lower)...\(upper) has no values between its bounds, so the "
                    + "slider takes no input. Pass a range whose lower bound is below its upper bound, such as 0...1.")
            let anchor = lower.isFinite ? lower : 0
            return SliderConfiguration(value: anchor, bounds: anchor...anchor, step: nil, isEnabled: false)
        }
        return SliderConfiguration(
            value: min(max(view.getValue(), lower), upper), bounds: lower...upper, step: validStep(of: view))
    }

    private func validStep(of view: Slider<Label, ValueLabel>) -> Double? {
        guard let step = view.step else { return nil }
        guard step.isFinite, step > 0 else {
            Diagnostics.emitOnce(
                "Slider in \(viewPath): step \(step) is not a positive number, so the slider is continuous. "
                    + "Pass a step greater than zero, or leave it out.")
            return nil
        }
        return step
    }

    /// Snaps a value the user chose to the step and writes the binding when it differs.
    private func userChanged(to raw: Double) {
        guard let view, view.lowerBound < view.upperBound else { return }
        var value = min(max(raw, view.lowerBound), view.upperBound)
        if let step = validStep(of: view) {
            let steps = ((value - view.lowerBound) / step).rounded()
            value = min(view.lowerBound + steps * step, view.upperBound)
        }
        if value != view.getValue() {
            view.setValue(value)
        } else if value != raw {
            // The binding keeps its value, so nothing re-renders: put the knob back on the step.
            rerender()
        }
    }
}
