import GtkUICore

extension RecordingBackend: SliderBackend {
    /// Creates a `Slider` test widget; ``TestWidget/slide(to:)`` reports a user change.
    public func makeSlider(
        onChange: @escaping @MainActor (Double) -> Void, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) -> BackendWidget {
        let widget = TestWidget(kind: "Slider")
        widget.onValueChange = onChange
        widget.onEditingChange = onEditingChanged
        return widget
    }

    /// Records `value`, `range` (as `lower...upper`), `step` (0 when continuous) and `enabled`.
    public func updateSlider(_ slider: BackendWidget, with configuration: SliderConfiguration) {
        let widget = slider as! TestWidget
        widget.set("range", "\(configuration.lowerBound)...\(configuration.upperBound)", statistics)
        widget.set("step", configuration.step ?? 0, statistics)
        widget.set("value", configuration.value, statistics)
        widget.set("enabled", configuration.isEnabled, statistics)
    }

    /// Makes the parts the slider's children (title, minimum, maximum) and records the title's
    /// text as `accessibleName`.
    public func placeSliderParts(
        _ slider: BackendWidget, title: BackendWidget?, minimum: BackendWidget?, maximum: BackendWidget?
    ) {
        let widget = slider as! TestWidget
        setChildren([title, minimum, maximum].compactMap { $0 }, of: widget)
        widget.set("accessibleName", Self.text(of: title), statistics)
    }

    /// The label texts inside `widget`, joined.
    static func text(of widget: BackendWidget?) -> String {
        ((widget as? TestWidget)?.visibleTexts ?? []).joined(separator: " ")
    }
}

extension RecordingBackend: ProgressBackend {
    /// Creates a `Progress` test widget.
    public func makeProgress() -> BackendWidget { TestWidget(kind: "Progress") }

    /// Records `indicator` (`spinner`, `bar` or `ring`) and a bar's or ring's `fraction` (-1
    /// while a bar pulses).
    public func updateProgress(_ progress: BackendWidget, indicator: ProgressIndicator) {
        let widget = progress as! TestWidget
        switch indicator {
        case .spinner:
            widget.set("indicator", "spinner", statistics)
        case .bar(let fraction):
            widget.set("indicator", "bar", statistics)
            widget.set("fraction", fraction ?? -1, statistics)
        case .ring(let fraction):
            widget.set("indicator", "ring", statistics)
            widget.set("fraction", fraction, statistics)
        }
    }

    /// Makes the labels the children and records the label's text as `accessibleName`.
    public func placeProgressParts(_ progress: BackendWidget, label: BackendWidget?, currentValueLabel: BackendWidget?)
    {
        let widget = progress as! TestWidget
        setChildren([label, currentValueLabel].compactMap { $0 }, of: widget)
        widget.set("accessibleName", Self.text(of: label), statistics)
    }

    /// Creates a `Gauge` test widget.
    public func makeGauge() -> BackendWidget { TestWidget(kind: "Gauge") }

    /// Records `value`, `range` and `compact`.
    public func updateGauge(_ gauge: BackendWidget, with configuration: GaugeConfiguration) {
        let widget = gauge as! TestWidget
        widget.set("range", "\(configuration.lowerBound)...\(configuration.upperBound)", statistics)
        widget.set("value", configuration.value, statistics)
        widget.set("compact", configuration.isCompact, statistics)
    }

    /// Makes the labels the children and records the label's text as `accessibleName`.
    public func placeGaugeParts(
        _ gauge: BackendWidget, label: BackendWidget?, currentValueLabel: BackendWidget?, minimum: BackendWidget?,
        maximum: BackendWidget?
    ) {
        let widget = gauge as! TestWidget
        setChildren([label, currentValueLabel, minimum, maximum].compactMap { $0 }, of: widget)
        widget.set("accessibleName", Self.text(of: label), statistics)
    }
}

extension RecordingBackend: FormBackend {
    /// Creates a `Divider` test widget recording `lineAxis` (`horizontal` or `vertical`).
    public func makeDivider(lineAxis: Axis) -> BackendWidget {
        let widget = TestWidget(kind: "Divider")
        widget.set("lineAxis", "\(lineAxis)", statistics)
        return widget
    }

    /// Creates a `DisclosureGroup` test widget; ``TestWidget/setExpanded(_:)`` reports a user change.
    public func makeDisclosureGroup(onExpandedChange: @escaping @MainActor (Bool) -> Void) -> BackendWidget {
        let widget = TestWidget(kind: "DisclosureGroup")
        widget.onToggle = onExpandedChange
        return widget
    }

    /// Records `expanded`, counting only changes.
    public func updateDisclosureGroup(_ group: BackendWidget, isExpanded: Bool) {
        (group as! TestWidget).set("expanded", isExpanded, statistics)
    }

    /// Makes the label and content the group's children.
    public func placeDisclosureGroupParts(_ group: BackendWidget, label: BackendWidget?, content: BackendWidget?) {
        setChildren([label, content].compactMap { $0 }, of: group)
    }

    /// Creates a `LabeledContent` test widget.
    public func makeLabeledContent() -> BackendWidget { TestWidget(kind: "LabeledContent") }

    /// Makes the label and content the row's children, in that order.
    public func placeLabeledContentParts(_ row: BackendWidget, label: BackendWidget?, content: BackendWidget?) {
        setChildren([label, content].compactMap { $0 }, of: row)
    }

    /// Creates a `ControlGroup` test widget.
    public func makeControlGroup() -> BackendWidget { TestWidget(kind: "ControlGroup") }

    /// Records `accessibleName`, counting only changes.
    public func updateControlGroup(_ group: BackendWidget, accessibleName: String?) {
        let widget = group as! TestWidget
        guard accessibleName != nil || widget.properties["accessibleName"] != nil else { return }
        widget.set("accessibleName", accessibleName ?? "", statistics)
    }
}

extension TestWidget {
    /// Drags a slider to `value` as a user would: the edit starts, the value is reported, and
    /// the edit ends.
    public func slide(to value: Double) {
        precondition(kind == "Slider", "slide(to:) needs a slider, not a \(kind)")
        onEditingChange?(true)
        showUserInput("value", value)
        onValueChange?(value)
        onEditingChange?(false)
    }

    /// Expands or collapses a disclosure group as a click on its header does.
    public func setExpanded(_ isExpanded: Bool) {
        precondition(kind == "DisclosureGroup", "setExpanded(_:) needs a disclosure group, not a \(kind)")
        showUserInput("expanded", isExpanded)
        onToggle?(isExpanded)
    }
}
