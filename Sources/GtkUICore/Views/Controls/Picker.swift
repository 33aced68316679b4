/// A control for choosing one of a set of values.
///
/// The content's views are the choices, each standing for the value of its `.tag(_:)` — or,
/// inside a `ForEach`, for its element's identity when that has the selection's type. How the
/// choices are shown is the ``PickerStyle`` set with `.pickerStyle(_:)`: a drop-down (`.menu`,
/// the default), a row of segments (`.segmented`) or radio buttons (`.inline`,
/// `.radioGroup`). The label names the control for screen readers, also when
/// `.labelsHidden()` hides it.
///
/// ```swift
/// enum Flavor: String, CaseIterable, Identifiable {
///     case chocolate, vanilla, strawberry
///     var id: Self { self }
/// }
/// Picker("Flavor", selection: $selectedFlavor) {
///     ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
/// }
/// Picker(selection: $size) {
///     Text("Small").tag(Size.small)
///     Text("Large").tag(Size.large)
/// } label: {
///     Label("Size", systemImage: "textformat.size")
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// A selection that matches no row's tag shows no row as chosen and is reported once.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Pickers are primitive.
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker whose choices are `content` and whose label is `label`.
    ///
    /// - Parameters:
    ///   - selection: The chosen value; choosing a row writes its tag here.
    ///   - content: The choices, each tagged with the value it stands for.
    ///   - label: What the picker is for.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { PickerNode<Label, SelectionValue, Content>(graph: graph) }
}

extension Picker where Label == Text {
    /// Creates a picker with a localized text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker with a text label shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == GtkUICore.Label<Text, Image> {
    /// Creates a picker labelled with a localized title and the icon for an SF Symbols name.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { GtkUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker labelled with a title and the icon for an SF Symbols name.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { GtkUICore.Label(title, systemImage: systemImage) }
    }
}
