/// A control for choosing a colour.
///
/// Bound to a ``Color``, it shows a swatch of the colour beside its label; clicking it opens
/// GNOME's colour chooser, and the colour the user confirms there is written to the binding
/// as a fixed colour (`Color(red:green:blue:opacity:)`). A theme colour bound to it, such as
/// `.accentColor` or `.primary`, shows its GNOME palette value (the accent blue, the light
/// style's text colour). With `supportsOpacity: false` the chooser offers no opacity and the
/// colours chosen are opaque. The label names the control for screen readers and titles the
/// chooser, also when `.labelsHidden()` hides it.
///
/// SwiftUI's `CGColor` forms are not provided: CoreGraphics does not exist on Linux.
///
/// ```swift
/// @State private var ink = Color.blue
/// ColorPicker("Ink", selection: $ink)
/// ColorPicker(selection: $background, supportsOpacity: false) {
///     Label("Background", systemImage: "paintpalette")
/// }
/// ```
public struct ColorPicker<Label: View>: View, PrimitiveView {
    /// Colour pickers are primitive.
    public typealias Body = Never
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// Creates a colour picker with a label you build.
    ///
    /// - Parameters:
    ///   - selection: The chosen colour.
    ///   - supportsOpacity: Whether the user may choose the opacity too.
    ///   - label: What the colour is for.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { ColorPickerNode<Label>(graph: graph) }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker with a localized text label.
    ///
    /// ```swift
    /// ColorPicker("Ink", selection: $ink, supportsOpacity: false)
    /// ```
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker with a text label shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// Renders a ``ColorPicker`` as one backend widget.
///
/// Applying reads the binding while tracked, so a colour changed from code re-renders this
/// picker alone; the colour the user confirms is written once, and not written back.
@MainActor
final class ColorPickerNode<Label: View>: LeafNode<ColorPicker<Label>> {
    private var backend: (any ColorPickerBackend)? { graph.backend as? any ColorPickerBackend }

    override func makeWidget() -> BackendWidget {
        guard let backend else {
            Diagnostics.emitOnce(
                "ColorPicker: \(type(of: graph.backend)) has no colour controls (ColorPickerBackend), so only the "
                    + "title is shown. Use a backend that conforms to ColorPickerBackend.")
            return graph.backend.makeText(announced: false)
        }
        return backend.makeColorPicker { [weak self] color in self?.userPicked(color) }
    }

    override func apply(_ view: ColorPicker<Label>, to widget: BackendWidget) {
        let title = ControlLabelSummary(view.label, in: environment).accessibleName ?? ""
        let color = Self.fixed(view.selection.wrappedValue)
        guard let backend else {
            graph.backend.updateText(widget, content: title)
            return
        }
        (graph.backend as? any ControlBackend)?.updateEnabled(widget, isEnabled: environment.isEnabled)
        backend.updateColorPicker(
            widget,
            with: ColorPickerDescription(
                title: title, isLabelHidden: environment.labelsHidden, color: color,
                supportsOpacity: view.supportsOpacity))
    }

    /// Writes the user's colour, opaque unless the picker supports opacity, when it differs.
    private func userPicked(_ picked: Color) {
        guard let view else { return }
        let color = Color(
            red: picked.red, green: picked.green, blue: picked.blue,
            opacity: view.supportsOpacity ? picked.opacity : 1)
        if color != Self.fixed(view.selection.wrappedValue) { view.selection.wrappedValue = color }
    }

    /// `color` by its components alone, as a picker shows it.
    static func fixed(_ color: Color) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
    }
}
