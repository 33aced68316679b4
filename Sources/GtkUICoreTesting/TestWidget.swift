import Foundation
import GtkUICore

/// A widget of the ``RecordingBackend``: its kind, properties and children.
@MainActor
public final class TestWidget {
    /// What it stands for: `Label`, `Entry`, `Button`, `VStack`, …
    public let kind: String
    /// Properties as last written.
    public internal(set) var properties: [String: Any] = [:]
    /// Children in order.
    public internal(set) var children: [TestWidget] = []
    /// The container holding it.
    public internal(set) weak var parent: TestWidget?
    /// Whether screen readers would announce it when it appears (an alert label).
    public internal(set) var isAnnounced = false
    /// Whether a decoration draws on it directly (see ``RecordingBackend/decorateInPlace(_:style:)``).
    public internal(set) var isDecoratedInPlace = false
    /// Whether the graph has released it.
    public internal(set) var isDiscarded = false
    var onTextChange: (@MainActor (String) -> Void)?
    var onActivate: (@MainActor () -> Void)?
    var onSubmit: (@MainActor () -> Void)?
    var onToggle: (@MainActor (Bool) -> Void)?
    var onSelect: (@MainActor (Int) -> Void)?
    /// A slider's reports of user changes and of the user starting and stopping an edit.
    var onValueChange: (@MainActor (Double) -> Void)?
    var onEditingChange: (@MainActor (Bool) -> Void)?
    var onPressChange: (@MainActor (Bool) -> Void)?
    /// Focus observers (`.focused`, value fields) and key handlers (`.onKeyPress`).
    var focusObservers: [@MainActor (Bool) -> Void] = []
    var keyHandlers: [@MainActor (KeyPress) -> KeyPress.Result] = []
    /// A date picker's report of the day or time the user picked.
    var onDatePick: (@MainActor (DateComponents) -> Void)?
    /// A colour picker's report of the colour the user chose.
    var onColorPick: (@MainActor (Color) -> Void)?
    /// A menu button's and a context menu's reports of chosen items, and a primary action.
    var onMenuActivate: (@MainActor (MenuActivation) -> Void)?
    var onContextMenuActivate: (@MainActor (MenuActivation) -> Void)?
    var onPrimaryAction: (@MainActor () -> Void)?
    /// A split view's report that it collapsed into one column (true) or expanded.
    var onCollapse: (@MainActor (Bool) -> Void)?
    /// The simulated recycling list, for a `LazyList` widget.
    var lazyList: LazyListSimulation?
    /// The view graph's header source, for a `Table`'s widget.
    weak var tableHeaders: (any TableHeaderSource)?

    init(kind: String) { self.kind = kind }

    /// Writes a property if it differs, counting the write.
    func set<T: Equatable>(_ name: String, _ value: T, _ statistics: RenderStatistics) {
        if let current = properties[name] as? T, current == value { return }
        properties[name] = value
        statistics.recordWrite(kind, name)
    }

    /// Shows what the user's own input put on screen, which the backend never writes back.
    func showUserInput(_ name: String, _ value: Any) { properties[name] = value }

    /// The `text` property, for labels, fields and switches.
    public var text: String? { properties["text"] as? String }

    /// Types `text` as a user would: the field shows it and reports the change.
    public func type(_ text: String) {
        precondition(
            ["Entry", "SecureField", "TextEditor", "ExpandingTextField"].contains(kind),
            "type(_:) needs a text input, not a \(kind)")
        // The user's edit is already on screen; the backend never writes it back.
        properties["text"] = text
        onTextChange?(text)
    }

    /// Presses Return in a text or secure field.
    public func submit() {
        precondition(
            ["Entry", "SecureField", "ExpandingTextField"].contains(kind), "submit() needs a text field, not a \(kind)")
        onSubmit?()
    }

    /// Clicks a button; a disabled one cannot be clicked.
    public func click() {
        precondition(kind == "Button" || kind == "Link", "click() needs a button or link, not a \(kind)")
        precondition(properties["enabled"] as? Bool ?? true, "cannot click a disabled button")
        onActivate?()
    }

    /// Flips a switch.
    public func toggle() {
        let isOn = !(properties["isOn"] as? Bool ?? false)
        properties["isOn"] = isOn
        onToggle?(isOn)
    }

    /// This widget and all its descendants, depth first.
    public var allDescendants: [TestWidget] { [self] + children.flatMap(\.allDescendants) }

    /// The first descendant of `kind` whose text is `text` (any text when nil).
    public func find(_ kind: String, text: String? = nil) -> TestWidget? {
        allDescendants.first { $0.kind == kind && (text == nil || $0.text == text) }
    }

    /// Every label text in the subtree, in order.
    public var visibleTexts: [String] {
        allDescendants.filter { $0.kind == "Label" }.compactMap(\.text)
    }

    /// The button that contains this widget, if any.
    public var enclosingButton: TestWidget? {
        var node: TestWidget? = self
        while let current = node, current.kind != "Button" { node = current.parent }
        return node
    }
}

/// A ``WindowChrome`` that records what a window would show.
@MainActor
public final class TestWindowChrome: WindowChrome {
    /// The title shown.
    public private(set) var title = ""
    /// Whether the back button is shown.
    public private(set) var isBackButtonVisible = false
    private var backAction: (@MainActor () -> Void)?
    /// Sheets currently presented, oldest first.
    public private(set) var sheets: [TestWidget] = []
    private var sheetDismissals: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// The tab view whose tabs the title bar shows, if any (see `TabSwitcherChrome`).
    public internal(set) var tabSwitcherOwner: TestWidget?
    /// The toolbar items shown, by sheet (nil for the window's title bar).
    var toolbarItemsBySheet: [ObjectIdentifier?: [ToolbarChromeItem]] = [:]
    /// The titles shown in sheets' title bars, by sheet.
    var sheetTitles: [ObjectIdentifier: String] = [:]

    /// Creates a chrome with no title.
    public init() {}

    /// Records `title` in ``title``.
    public func setTitle(_ title: String) { self.title = title }

    /// Records `visible` in ``isBackButtonVisible`` and keeps `action` for ``goBack()``.
    public func setBackButton(visible: Bool, action: (@MainActor () -> Void)?) {
        isBackButtonVisible = visible
        backAction = action
    }

    /// Uses the back button.
    public func goBack() { backAction?() }

    /// Wraps `content` in a `Sheet` test widget, appends it to ``sheets`` and keeps `onDismiss` for
    /// ``closeTopSheet()``; returns the sheet.
    public func presentSheet(_ content: BackendWidget, onDismiss: @escaping @MainActor () -> Void) -> AnyObject {
        let sheet = TestWidget(kind: "Sheet")
        sheet.children = [content as! TestWidget]
        sheets.append(sheet)
        sheetDismissals[ObjectIdentifier(sheet)] = onDismiss
        return sheet
    }

    /// Removes the sheet from ``sheets`` and forgets its `onDismiss` without calling it.
    public func dismissSheet(_ sheet: AnyObject) {
        sheets.removeAll { $0 === sheet }
        sheetDismissals[ObjectIdentifier(sheet)] = nil
    }

    /// Closes the top sheet as the user would (Escape or the close button).
    public func closeTopSheet() {
        guard let sheet = sheets.last else { return }
        let dismissal = sheetDismissals[ObjectIdentifier(sheet)]
        dismissSheet(sheet)
        dismissal?()
    }
}
