import GtkUICore

extension RecordingBackend: OverlayBackend {
    /// Creates an `Overlay` test widget.
    public func makeOverlay() -> BackendWidget { TestWidget(kind: "Overlay") }

    /// Makes the backgrounds, the base and the overlays the widget's children, in drawing
    /// order, and records each layer's alignment.
    public func updateOverlay(_ overlay: BackendWidget, base: BackendWidget, layers: [OverlayLayer]) {
        let below = layers.filter(\.isBackground).map(\.widget)
        let above = layers.filter { !$0.isBackground }.map(\.widget)
        setChildren(below + [base] + above, of: overlay)
        for layer in layers {
            (layer.widget as! TestWidget).set("overlayAlignment", "\(layer.alignment)", statistics)
        }
    }
}

extension RecordingBackend {
    /// Creates a `ZStack` test widget.
    public func makeZStack() -> BackendWidget { TestWidget(kind: "ZStack") }

    /// Makes `layers` the widget's children, back to front, and records `alignment` (as text) as
    /// the widget's own `alignment` property, counting the write only when it changes.
    public func updateZStack(_ zStack: BackendWidget, layers: [BackendWidget], alignment: Alignment) {
        let widget = zStack as! TestWidget
        setChildren(layers, of: widget)
        widget.set("alignment", "\(alignment)", statistics)
    }
}
