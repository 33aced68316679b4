import GtkUICore

extension RecordingBackend: FormLayoutBackend {
    /// Creates a `Form` test widget.
    public func makeForm() -> BackendWidget { TestWidget(kind: "Form") }

    /// Records the style as the form's `style` property, counting only changes.
    public func updateForm(_ form: BackendWidget, style: FormLayoutStyle) {
        // The default is recorded only once a form has been given another, as widgets start grouped.
        let form = form as! TestWidget
        if style != .grouped || form.properties["style"] != nil { form.set("style", "\(style)", statistics) }
    }

    /// Makes the form sections the form's children and gathers each run of other widgets into
    /// an untitled `FormSection` holding them as its `FormRows`.
    public func placeFormContent(_ form: BackendWidget, children: [BackendWidget]) {
        var placed: [TestWidget] = []
        var loose: [BackendWidget] = []
        func gatherLoose() {
            guard !loose.isEmpty else { return }
            let group = TestWidget(kind: "FormSection")
            placeFormSectionParts(group, header: [], rows: loose, footer: [])
            placed.append(group)
            loose = []
        }
        for child in children {
            let widget = child as! TestWidget
            if widget.kind == "FormSection" {
                gatherLoose()
                placed.append(widget)
            } else {
                loose.append(widget)
            }
        }
        gatherLoose()
        setChildren(placed, of: form)
    }

    /// Creates a `FormSection` test widget.
    public func makeFormSection() -> BackendWidget { TestWidget(kind: "FormSection") }

    /// Makes the section's children a `FormHeader`, a `FormRows` and a `FormFooter` holding
    /// the given widgets (the header and footer only when they have any).
    public func placeFormSectionParts(
        _ section: BackendWidget, header: [BackendWidget], rows: [BackendWidget], footer: [BackendWidget]
    ) {
        func part(_ kind: String, _ widgets: [BackendWidget]) -> TestWidget {
            let part = TestWidget(kind: kind)
            setChildren(widgets, of: part)
            return part
        }
        var parts = [part("FormRows", rows)]
        if !header.isEmpty { parts.insert(part("FormHeader", header), at: 0) }
        if !footer.isEmpty { parts.append(part("FormFooter", footer)) }
        setChildren(parts, of: section)
    }
}
