import CGtk
import GtkUICore

/// A widget made of several GTK widgets whose inner controls hold signal handlers.
@MainActor
protocol CompositeControl {
    /// Disconnects the inner controls' handlers, so their closures go now.
    func disconnectInnerSignals()
}

/// A toggle of any style: the widget the graph holds, with the control and the label's place.
@MainActor
protocol ToggleWidget: AnyObject, CompositeControl {
    /// Whether the control is on.
    var isOn: Bool { get set }
    /// The control that flips and is named for screen readers.
    var control: Gtk.Widget { get }
    /// Shows `content` as the label.
    func setLabel(_ content: Gtk.Widget?)
    /// The widget showing the label, if any.
    var labelContent: Gtk.Widget? { get }
}

extension GtkBackend: ToggleBackend {
    /// Creates a row of the label and a `GtkSwitch` (`.switch`), a `GtkCheckButton` holding the
    /// label (`.checkbox`) or a `GtkToggleButton` showing it (`.button`); `onChange` receives the
    /// new state whenever the user flips it.
    public func makeToggle(kind: ToggleWidgetKind, onChange: @escaping @MainActor (Bool) -> Void) -> BackendWidget {
        let toggle: any ToggleWidget & Gtk.Widget =
            switch kind {
            case .switch: ToggleRow()
            case .checkbox: LabelHoldingToggle<Gtk.CheckButton>()
            case .button: LabelHoldingToggle<Gtk.ToggleButton>()
            }
        toggle.control.connectIgnoringArgument(kind == .switch ? "notify::active" : "toggled") { [weak toggle] in
            guard let toggle else { return }
            onChange(toggle.isOn)
        }
        return toggle
    }

    /// Places the label's widgets in the toggle, in a row when there are several.
    public func setToggleLabel(_ toggle: BackendWidget, content: [BackendWidget]) {
        let toggle = toggle as! any ToggleWidget & Gtk.Widget
        let widgets = content.map { $0 as! Gtk.Widget }
        let row = widgets.count > 1 ? ((toggle.labelContent as? LabelRow) ?? LabelRow()) : nil
        let label = row ?? widgets.first
        if toggle.labelContent?.pointer != label?.pointer {
            // Take the old label out through the toggle, which knows how it holds it.
            toggle.setLabel(nil)
            if let row { setChildren(widgets, of: row) }
            if let label { detach(label) }
            toggle.setLabel(label)
            // A label placed after `.labelsHidden()` was applied starts hidden too.
            label?.isVisible = toggle.written["labelHidden"] != AnyHashable(true)
            statistics.recordWrite("Toggle", "label")
        } else if let row {
            setChildren(widgets, of: row)
        }
    }

    /// Flips the control only when it differs from `isOn`, with signals blocked so the change is
    /// not reported back; hides or shows the label and names the control `accessibleName`.
    public func updateToggle(_ toggle: BackendWidget, isOn: Bool, isLabelHidden: Bool, accessibleName: String?) {
        let toggle = toggle as! any ToggleWidget & Gtk.Widget
        if toggle.isOn != isOn {
            toggle.control.withSignalsBlocked { toggle.isOn = isOn }
            statistics.recordWrite("Toggle", "isOn")
        }
        write(toggle, "Toggle", "labelHidden", isLabelHidden) { [weak toggle] hidden in
            toggle?.labelContent?.isVisible = !hidden
            // A switch without its label sits where the label would have started.
            if let row = toggle as? ToggleRow {
                row.switchControl.expandsHorizontally = !hidden
                row.switchControl.horizontalAlignment = hidden ? GTK_ALIGN_START : GTK_ALIGN_END
            }
        }
        if let accessibleName {
            write(toggle, "Toggle", "accessibleName", accessibleName) { [weak toggle] in
                toggle?.control.setAccessibleLabel($0)
                toggle?.control.recordedAccessibleLabel = $0
            }
        }
    }
}

/// The label's widgets in a row, when the label is made of several views.
final class LabelRow: Gtk.Box {
    convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)))
    }
}

/// A label and a switch in a row, as GNOME settings rows show a toggle (`.switch`).
final class ToggleRow: Gtk.Box, ToggleWidget {
    let switchControl = Gtk.Switch()
    private(set) var labelContent: Gtk.Widget?

    convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
        switchControl.verticalAlignment = GTK_ALIGN_CENTER
        switchControl.horizontalAlignment = GTK_ALIGN_END
        switchControl.expandsHorizontally = true
        append(switchControl)
        flexibility = (true, false)
    }

    var control: Gtk.Widget { switchControl }
    var isOn: Bool {
        get { switchControl.isActive }
        set { switchControl.isActive = newValue }
    }

    func setLabel(_ content: Gtk.Widget?) {
        if let labelContent, labelContent.parentPointer == pointer { remove(labelContent) }
        labelContent = content
        guard let content else { return }
        content.horizontalAlignment = GTK_ALIGN_START
        content.verticalAlignment = GTK_ALIGN_CENTER
        insert(content, after: nil)
    }

    func disconnectInnerSignals() { switchControl.disconnectAllSignals() }
}

/// A control that holds the label as its child and is on while active: a `GtkCheckButton` or a
/// `GtkToggleButton`.
@MainActor
protocol LabelHoldingControl: Gtk.Widget {
    init()
    var isActive: Bool { get set }
    func setChild(_ child: Gtk.Widget?)
}

extension Gtk.CheckButton: LabelHoldingControl {}
extension Gtk.ToggleButton: LabelHoldingControl {}

/// A check box holding the label (`.checkbox`) or a button showing it that stays pressed while
/// on (`.button`).
final class LabelHoldingToggle<Control: LabelHoldingControl>: Gtk.Box, ToggleWidget {
    let button = Control()
    private(set) var labelContent: Gtk.Widget?

    convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)))
        append(button)
    }

    var control: Gtk.Widget { button }
    var isOn: Bool {
        get { button.isActive }
        set { button.isActive = newValue }
    }

    func setLabel(_ content: Gtk.Widget?) {
        labelContent = content
        button.setChild(content)
    }

    func disconnectInnerSignals() { button.disconnectAllSignals() }
}
