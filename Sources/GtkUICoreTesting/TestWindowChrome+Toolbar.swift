import GtkUICore

extension TestWindowChrome: ToolbarChrome {
    /// Records `items` as the title bar's toolbar items of the window or of `sheet`.
    public func showToolbarItems(_ items: [ToolbarChromeItem], inSheet sheet: AnyObject?) {
        toolbarItemsBySheet[sheet.map(ObjectIdentifier.init)] = items
    }

    /// Records `title` as the title bar's title of `sheet`.
    public func showTitle(_ title: String, inSheet sheet: AnyObject) {
        sheetTitles[ObjectIdentifier(sheet)] = title
    }

    /// The title the title bar of `sheet` shows; nil when none was set.
    public func title(ofSheet sheet: AnyObject) -> String? { sheetTitles[ObjectIdentifier(sheet)] }

    /// The toolbar items the window's title bar shows, in order.
    public var toolbarItems: [ToolbarChromeItem] { toolbarItemsBySheet[nil] ?? [] }

    /// The toolbar items the title bar of `sheet` (one of ``sheets``) shows, in order.
    public func toolbarItems(inSheet sheet: TestWidget) -> [ToolbarChromeItem] {
        toolbarItemsBySheet[ObjectIdentifier(sheet)] ?? []
    }

    /// The texts of the window's toolbar items at `position`, one string per item (its labels
    /// joined by spaces), in order.
    public func toolbarTexts(at position: ToolbarChromeItem.Position? = nil) -> [String] {
        toolbarItems.filter { position == nil || $0.position == position }
            .map { ($0.widget as! TestWidget).visibleTexts.joined(separator: " ") }
    }
}
