/// Which public declarations README.md's "What's supported" tables must name.
///
/// A row lists APIs by the names a SwiftUI developer looks for, so not every declaration needs
/// one: the table must name every public type (nested ones too), every static member
/// (`Font.title`, `Binding.constant(_:)`), every modifier — a method of one of
/// ``modifierOwners``, once by its base name however many overloads it has — every environment
/// value (`\.font`) and every top-level function. A type's row covers its initializers, enum
/// cases, subscripts and other instance members, and the requirements of a protocol.
/// Underscored names (`_ShapeView`, `_paint`) and ``plumbing`` are left out.
enum SupportedAPIRules {
    /// The modules whose public declarations are GtkUI's API (`GtkUI` re-exports `GtkUICore`).
    static let sourceFolders = ["Sources/GtkUICore", "Sources/GtkUI", "Sources/GtkUITesting"]

    /// Types whose instance methods are modifiers, listed one by one.
    static let modifierOwners: Set<String> = [
        "View", "Text", "Image", "Shape", "InsettableShape", "Font", "Color", "Scene",
    ]

    /// Public declarations that are not API a SwiftUI developer uses, each group with why it is
    /// public; a type's entry covers everything nested in it.
    static let plumbing: [(reason: String, names: [String])] = [
        (
            "the backend protocols and what they pass, public because GtkUI's GTK backend lives in another module",
            [
                "Backend", "BackendWidget", "MainLoopScheduler", "WindowChrome", "EnvironmentValues.windowChrome",
                "TextFieldStyleKind", "EnvironmentValues.textFieldStyle", "AxisAlignment", "DecorationStyle",
                "FrameGeometry", "ImageBackend", "ImageDescription", "ImageContent", "LazyListBackend",
                "LazyListRowSource", "LazyListSplice", "LazyListConfiguration", "LazyGridColumns", "LazyRowKind",
                "LazyRowEditActions",
                "LazyRowSlot", "OverlayBackend", "OverlayLayer", "RichTextBackend", "StyledText", "TextAttributes",
                "TextLayout", "ShapeBackend", "ShapeDrawing", "ShapePaint", "TextInputBackend", "TextInputTraits",
                "FocusBackend", "AccessibilityBackend", "AccessibilityAttributes", "AccessibilityActionDescription",
                "PickerBackend", "PickerDescription", "PickerItem", "PickerWidgetKind", "ToggleBackend",
                "ToggleWidgetKind", "FormBackend", "FormLayoutBackend", "FormLayoutStyle", "ProgressBackend",
                "ProgressIndicator",
                "GaugeConfiguration",
                "SliderBackend", "SliderConfiguration", "ControlBackend", "ButtonAppearance",
                "DatePickerBackend", "DatePickerDescription", "DatePickerWidgetKind", "ColorPickerBackend",
                "ColorPickerDescription",
                "MenuBackend", "MenuButtonDescription", "MenuDescription", "MenuSection", "MenuItem", "MenuActivation",
                "LinkBackend", "AlertBackend", "AlertDescription", "AlertButtonDescription",
                "PresentationBackend", "PopoverPlacement", "FileDialogBackend", "FileDialogRequest", "ScrollBackend",
                "TabBackend", "TabItemDescription", "TabSwitcherChrome", "SplitViewBackend", "SplitViewDescription",
                "SplitColumnWidth",
                "ToolbarChrome", "ToolbarChromeItem", "ToolbarItemEmphasis", "SearchBackend",
                "GridBackend", "GridCellPlacement", "GeometryBackend", "GestureBackend", "DragEvent",
                "RedactionBackend", "TableBackend", "TableHeaderSource",
                "TableColumnConfiguration", "TableSortIndicator", "TableAppearance", "DecodedImage",
                "CanvasBackend", "CanvasDrawing", "TimelineBackend",
            ]
        ),
        (
            "the view graph, the GTK backend and the window host that GtkUI's app runner and GtkUITesting drive",
            [
                "ViewGraph", "GtkBackend", "WindowHost", "WindowDescription", "TupleScene", "AlertWindow",
                "FileChooser", "AppWindows",
            ]
        ),
        ("thin Swift wrappers of GTK widgets, for the backend and for tests that inspect widgets", ["Gtk"]),
        (
            "where GtkUI reports mistakes (stderr); tests read them with capturingDiagnostics(_:)",
            ["Diagnostics", "DataFlowDiagnostic"]
        ),
        (
            "types and protocol requirements a modifier's signature needs but nobody writes",
            ["IDModifier", "EnabledTextSelectability.allowsSelection", "DisabledTextSelectability.allowsSelection"]
        ),
    ]

    /// Operators that conformances need (`Equatable`, `Comparable`), not API of their own.
    private static let conformanceOperators: Set<String> = ["==", "<"]

    /// The name the table must list for `declaration`, or nil when a type's row covers it or it
    /// is not API.
    ///
    /// - Parameter resultBuilders: Types marked `@resultBuilder`, whose static `build…` methods
    ///   the compiler calls.
    static func requiredName(for declaration: PublicDeclaration, resultBuilders: Set<String>) -> String? {
        let name = declaration.qualifiedName
        guard !name.split(separator: ".").contains(where: { $0.hasPrefix("_") }), !isPlumbing(name) else {
            return nil
        }
        switch declaration.kind {
        case .type:
            // `typealias Body = Never`: the primitive views' answer to `View.Body`.
            return declaration.name == "Body" ? nil : name
        case .function, .property:
            // A top-level function or variable is API of its own.
            guard let owner = declaration.owner else { return name }
            guard declaration.name != "body" else { return nil }
            if declaration.isStatic {
                let isCompilerHook =
                    resultBuilders.contains(owner) || conformanceOperators.contains(declaration.name)
                return isCompilerHook ? nil : name
            }
            if declaration.kind == .function && modifierOwners.contains(owner) { return name }
            if declaration.kind == .property && owner == "EnvironmentValues" { return name }
            return nil
        case .initializer, .enumCase, .subscriptDeclaration:
            return nil
        }
    }

    static func isPlumbing(_ name: String) -> Bool {
        plumbing.contains { group in group.names.contains { name == $0 || name.hasPrefix("\($0).") } }
    }

    /// How a row would spell `name` (a ``requiredName(for:resultBuilders:)``), for the failure
    /// message: `.padding(_:)` for a View modifier, `\.font` for an environment value.
    static func suggestedSpelling(of name: String, declarations: [PublicDeclaration]) -> String {
        let first = declarations.first { $0.qualifiedName == name }
        let call = first.flatMap { $0.kind == .function ? "(\($0.labels.map { "\($0):" }.joined()))" : nil } ?? ""
        if name.hasPrefix("View.") { return "." + name.dropFirst(5) + call }
        if name.hasPrefix("EnvironmentValues.") { return "\\." + name.dropFirst(18) }
        if let first, first.kind == .function, first.labels.count == 2, !(first.name.first?.isLetter ?? true) {
            return "\(first.owner ?? "") \(first.name) \(first.owner ?? "")"
        }
        return name + call
    }
}
