import CGtk
import GtkUICore

/// A colour picker on GTK: its title beside a `GtkColorButton`, whose swatch opens GTK's
/// colour chooser dialog (titled with the picker's title) and which emits `color-set` when
/// the user confirms a colour there with Select.
final class ColorPickerWidget: Gtk.Box, CompositeControl {
    let titleLabel = Gtk.Label()
    let colorButton = Gtk.ColorButton()
    private var onPick: (@MainActor (Color) -> Void)?

    convenience init(onPick: @escaping @MainActor (Color) -> Void) {
        self.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)))
        self.onPick = onPick
        titleLabel.xAlign = 0
        titleLabel.verticalAlignment = GTK_ALIGN_CENTER
        colorButton.verticalAlignment = GTK_ALIGN_CENTER
        append(titleLabel)
        append(colorButton)
        colorButton.connect("color-set") { [weak self] in
            guard let self else { return }
            self.onPick?(self.colorButton.color)
        }
    }

    /// Whether the button shows `color`, compared as GTK stores it (single precision).
    func shows(_ color: Color) -> Bool {
        let shown = colorButton.color
        return [(shown.red, color.red), (shown.green, color.green), (shown.blue, color.blue)]
            .allSatisfy { Float($0) == Float($1) }
            && (!colorButton.usesAlpha || Float(shown.opacity) == Float(color.opacity))
    }

    func disconnectInnerSignals() {
        colorButton.disconnectAllSignals()
        onPick = nil
    }
}

extension GtkBackend: ColorPickerBackend {
    /// Creates a `ColorPickerWidget`; `onPick` receives the colour the user confirms.
    public func makeColorPicker(onPick: @escaping @MainActor (Color) -> Void) -> BackendWidget {
        ColorPickerWidget(onPick: onPick)
    }

    /// Writes the title (the button's accessible name and the chooser's title), its
    /// visibility and whether opacity is offered only when they changed, and the colour only
    /// when the button shows another — the user's own choice is already there.
    public func updateColorPicker(_ picker: BackendWidget, with description: ColorPickerDescription) {
        let picker = picker as! ColorPickerWidget
        writeTitle(
            description.title, isHidden: description.isLabelHidden, of: picker, kind: "ColorPicker",
            label: picker.titleLabel
        ) { [weak picker] in picker.map { [$0.colorButton] + ($0.colorButton.button.map { [$0] } ?? []) } ?? [] }
        write(picker, "ColorPicker", "dialogTitle", description.title) { [weak picker] in
            picker?.colorButton.dialogTitle = $0
        }
        write(picker, "ColorPicker", "supportsOpacity", description.supportsOpacity) { [weak picker] in
            picker?.colorButton.usesAlpha = $0
        }
        if !picker.shows(description.color) {
            picker.colorButton.withSignalsBlocked { picker.colorButton.color = description.color }
            statistics.recordWrite("ColorPicker", "color")
        }
    }
}
