import CGtk
import GtkUICore

extension GtkBackend: ProgressBackend {
    /// Creates a column that will hold the indicator with its labels.
    public func makeProgress() -> BackendWidget { ProgressBox() }

    /// Swaps in a `GtkSpinner` or a `GtkProgressBar` when the kind changes, writes a bar's fraction
    /// when it differs, and makes a bar of unknown progress pulse while it is on screen.
    public func updateProgress(_ progress: BackendWidget, indicator: ProgressIndicator) {
        let box = progress as! ProgressBox
        switch indicator {
        case .spinner:
            if !(box.indicator is Gtk.Spinner) {
                box.indicator = Gtk.Spinner()
                statistics.recordWrite("Progress", "indicator")
            }
            box.isPulsing = false
        case .bar(let fraction):
            let bar = box.indicator as? Gtk.ProgressBar ?? Gtk.ProgressBar()
            if box.indicator !== bar {
                box.indicator = bar
                statistics.recordWrite("Progress", "indicator")
            }
            if let fraction, bar.fraction != fraction || box.isPulsing {
                bar.fraction = fraction
                statistics.recordWrite("ProgressBar", "fraction")
            }
            box.isPulsing = fraction == nil
        case .ring(let fraction):
            let ring = box.indicator as? Gtk.Canvas ?? ProgressRingContent.makeRing()
            if box.indicator !== ring {
                box.indicator = ring
                statistics.recordWrite("Progress", "indicator")
            }
            if let content = ring.content as? ProgressRingContent, content.fraction != fraction {
                content.fraction = fraction
                gtkui_accessible_set_range_value(ring.pointer, 0, 1, fraction)
                ring.queueDraw()
                statistics.recordWrite("ProgressRing", "fraction")
            }
            box.isPulsing = false
        }
        layOut(box)
    }

    /// Keeps the label and current-value label, laid out around the indicator.
    public func placeProgressParts(_ progress: BackendWidget, label: BackendWidget?, currentValueLabel: BackendWidget?)
    {
        let box = progress as! ProgressBox
        box.label = label as? Gtk.Widget
        box.currentValueLabel = currentValueLabel as? Gtk.Widget
        layOut(box)
    }

    /// A bar has its label above and its current value below; a spinner or ring its label
    /// below, as SwiftUI places them. The indicator is named by the label's text.
    private func layOut(_ box: ProgressBox) {
        guard let indicator = box.indicator else { return }
        let children: [Gtk.Widget?] =
            !(indicator is Gtk.ProgressBar)
            ? [indicator, box.label, box.currentValueLabel] : [box.label, indicator, box.currentValueLabel]
        setChildren(children.compactMap { $0 }, of: box)
        let isBar = indicator is Gtk.ProgressBar
        for child in children.compactMap({ $0 }) {
            child.horizontalAlignment =
                isBar && child === indicator ? GTK_ALIGN_FILL : isBar ? GTK_ALIGN_START : GTK_ALIGN_CENTER
        }
        box.flexibility = (isBar, false)
        indicator.setAccessibleLabelledBy(recording: box.label.flatMap(Gtk.Widget.firstLabel(in:)))
    }

    /// Creates a gauge: a `GtkLevelBar` between its bounds labels, under its label and value.
    public func makeGauge() -> BackendWidget { GaugeBox() }

    /// Writes the level bar's range and value when they differ, and its thickness for the style.
    public func updateGauge(_ gauge: BackendWidget, with configuration: GaugeConfiguration) {
        let box = gauge as! GaugeBox
        let bar = box.bar
        write(bar, "Gauge", "range", [configuration.lowerBound, configuration.upperBound]) {
            // Widen first so the new bounds never cross the old ones.
            bar.lowerBound = min($0[0], bar.lowerBound)
            bar.upperBound = $0[1]
            bar.lowerBound = $0[0]
        }
        if bar.value != configuration.value {
            bar.value = configuration.value
            statistics.recordWrite("Gauge", "value")
        }
        write(bar, "Gauge", "compact", configuration.isCompact) {
            let compact = styles.className(for: "", descendants: "& trough > block { min-height: 3px; }")
            if $0 { bar.addCSSClass(compact) } else { bar.removeCSSClass(compact) }
        }
    }

    /// Puts the label and current value in the top row and the bounds labels beside the bar.
    public func placeGaugeParts(
        _ gauge: BackendWidget, label: BackendWidget?, currentValueLabel: BackendWidget?, minimum: BackendWidget?,
        maximum: BackendWidget?
    ) {
        let box = gauge as! GaugeBox
        let label = label as? Gtk.Widget
        let top = [label, currentValueLabel as? Gtk.Widget].compactMap { $0 }
        setChildren(top, of: box.topRow)
        label?.expandsHorizontally = true
        label?.horizontalAlignment = GTK_ALIGN_START
        box.topRow.isVisible = !top.isEmpty
        setChildren(
            [minimum as? Gtk.Widget].compactMap { $0 } + [box.bar] + [maximum as? Gtk.Widget].compactMap { $0 },
            of: box.barRow)
        box.bar.setAccessibleLabelledBy(recording: label.flatMap(Gtk.Widget.firstLabel(in:)))
    }
}

/// A progress view: its indicator between its labels.
final class ProgressBox: Gtk.Box {
    var indicator: Gtk.Widget?
    var label: Gtk.Widget?
    var currentValueLabel: Gtk.Widget?
    /// Whether the bar bounces because the progress is unknown; it pulses while on screen.
    var isPulsing = false {
        didSet { if isPulsing && !oldValue { Self.pulse(self) } }
    }

    convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)))
    }

    /// Moves the bar's block every tenth of a second until the box stops pulsing or goes.
    private static func pulse(_ box: ProgressBox) {
        Gtk.MainLoop.schedule(after: 0.1) { [weak box] in
            guard let box, box.isPulsing, let bar = box.indicator as? Gtk.ProgressBar else { return }
            if box.isMapped { bar.pulse() }
            pulse(box)
        }
    }
}

/// A gauge: a row with its label and current value above a row with the bar between its
/// bounds labels.
final class GaugeBox: Gtk.Box {
    let topRow = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    let barRow = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 8)
    let bar = Gtk.LevelBar()

    convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)))
        bar.expandsHorizontally = true
        bar.verticalAlignment = GTK_ALIGN_CENTER
        bar.flexibility = (true, false)
        barRow.append(bar)
        topRow.isVisible = false
        append(topRow)
        append(barRow)
        flexibility = (true, false)
    }
}
