import Foundation
import GtkUI
import GtkUIGallery
import GtkUITesting

/// A scripted GTK session over the whole gallery, for a leak checker to watch: every sidebar
/// entry is mounted and unmounted, and each page is used as a person trying it would.
///
/// On each page it types into every field, flips every switch, scrolls every list to its end
/// and back, and presses every button twice (once in order, once in reverse order, so a list
/// grows, shrinks and is left holding rows when the page goes). A button that opens a sheet
/// has the sheet's fields and buttons used too, and the sheet is closed as its close button
/// would; a button that pushes a page has the pushed page's fields and buttons used, and the
/// page is popped with the header bar's back button. The walk needs no knowledge of the
/// pages, so a new page is covered as soon as it is in the sidebar.
@MainActor
struct LeakSession {
    let host: GtkTestHost
    /// The sidebar's scrolling list; its rows choose entries, and the walk leaves it alone.
    let sidebar: Gtk.Widget
    /// What the session did, for the report.
    private(set) var counts = Counts()

    /// Totals over the session.
    struct Counts {
        var pages = 0
        var presses = 0
        var sheets = 0
        var pushes = 0
        var keystrokes = 0
        var scrolls = 0
    }

    /// Opens the gallery showing `first`.
    init(first: GallerySelection) throws {
        // Links are clicked too; the walk opens no browser.
        var environment = EnvironmentValues()
        environment.openURL = OpenURLAction { _ in .handled }
        host = try GtkTestHost(GalleryRootView(selection: first), environment: environment, title: "GtkUI leak session")
        sidebar = try host.scrolledList(0)
    }

    /// Chooses the sidebar entry titled `title` (scrolling to it as a person would) and uses
    /// the page it shows.
    mutating func visit(_ title: String) throws {
        try host.scroll(sidebar, toShow: title)
        try host.clickPointer(on: host.row(showing: title, in: sidebar))
        counts.pages += 1
        try use(depth: 1)
    }

    /// Closes the window, unmounting everything, and lets GTK finish what closing queued.
    func close() {
        host.close()
        host.waitUntilIdle(timeout: 0.5)
    }

    // MARK: Using a page

    /// Uses the fields, switches, lists and buttons on screen outside the sidebar; `depth`
    /// says whether what a button opens (a sheet, a pushed page) is used in turn.
    private mutating func use(in sheet: Gtk.Window? = nil, depth: Int) throws {
        typeIntoFields(in: sheet)
        flipSwitches(in: sheet)
        if sheet == nil { scrollLists() }
        let titles = buttonTitles(in: sheet)
        let order = depth > 0 ? titles + titles.reversed() : titles
        for title in order {
            // A press can close the sheet or replace the page: skip what is gone.
            if let sheet, !host.sheets.contains(where: { $0 === sheet }) { return }
            guard let button = pageButton(title, in: sheet) else { continue }
            try press(button, depth: depth)
        }
    }

    /// Presses `button`, uses a sheet or page it opened when `depth` allows, then closes
    /// sheets it opened and pops pages it pushed.
    private mutating func press(_ button: Gtk.Button, depth: Int) throws {
        let sheetsBefore = host.sheets
        let wasPushed = host.isBackButtonShown
        host.click(button)
        counts.presses += 1
        if host.fileChooser != nil { try host.cancelFileChooser() }
        let opened = host.sheets.filter { sheet in !sheetsBefore.contains { $0 === sheet } }
        counts.sheets += opened.count
        if depth > 0 {
            for sheet in opened { try use(in: sheet, depth: depth - 1) }
        }
        for sheet in opened.reversed() where host.sheets.contains(where: { $0 === sheet }) {
            sheet.close()
            host.waitUntilIdle()
        }
        guard !wasPushed, host.isBackButtonShown else { return }
        counts.pushes += 1
        if depth > 0 { try use(depth: depth - 1) }
        while host.isBackButtonShown { host.goBack() }
    }

    private mutating func typeIntoFields(in sheet: Gtk.Window?) {
        let fields = widgets(in: sheet).compactMap { $0 as? Gtk.Entry }.filter(\.isSensitive)
        for field in fields where field.isMapped {
            host.type("12a", into: field)
            counts.keystrokes += 3
        }
    }

    private mutating func flipSwitches(in sheet: Gtk.Window?) {
        for control in widgets(in: sheet).compactMap({ $0 as? Gtk.Switch }) where control.isMapped {
            host.click(control)
        }
    }

    /// Scrolls every list on the page but the sidebar to its end and back, so rows are
    /// bound, parked or recycled, and bound again.
    private mutating func scrollLists() {
        var index = 1
        while let list = try? host.scrolledList(index) {
            index += 1
            guard let scroll = list.verticalScroll else { continue }
            // A new list measures its rows after a frame or two; one that then fits (or is
            // empty) has nowhere to scroll to.
            if scroll.upper <= scroll.pageSize { host.waitForLayout() }
            guard scroll.upper > scroll.pageSize else { continue }
            host.scrollToEnd(list)
            host.scroll(list, toFraction: 0)
            counts.scrolls += 1
        }
    }

    // MARK: Finding

    /// Every widget on screen outside the sidebar, or inside `sheet`.
    private func widgets(in sheet: Gtk.Window?) -> [Gtk.Widget] {
        let all = sheet.map { descendants(of: $0) } ?? host.allWidgets
        let sidebarWidgets = Set(descendants(of: sidebar).map(\.pointer))
        return all.filter { $0.isMapped && !sidebarWidgets.contains($0.pointer) }
    }

    /// The titles of the enabled buttons on screen that show text, in order, once each.
    private func buttonTitles(in sheet: Gtk.Window?) -> [String] {
        var titles: [String] = []
        for button in widgets(in: sheet).compactMap({ $0 as? Gtk.Button }) where button.isSensitive {
            guard let title = Self.title(of: button), !Self.opensFileChooser.contains(title) else { continue }
            if !titles.contains(title) { titles.append(title) }
        }
        return titles
    }

    /// Buttons that open the desktop's file chooser (`catalog-popovers`), left unpressed: GTK
    /// 4.8's own `GtkFileChooserDialog` loses memory to memcheck (a plain C program that opens
    /// and cancels a `GtkFileChooserNative` twice loses 2,408 bytes in 6 blocks in GIO's thread
    /// pool and module loading). GtkUI's side of the chooser is checked by
    /// `PresentationGtkTests` (handlers and wrappers released); any chooser still opened is
    /// cancelled.
    private static let opensFileChooser: Set = ["Open…", "Save As…"]

    private func pageButton(_ title: String, in sheet: Gtk.Window?) -> Gtk.Button? {
        widgets(in: sheet).lazy.compactMap { $0 as? Gtk.Button }.first { $0.isSensitive && Self.title(of: $0) == title }
    }

    /// A button's own label or the first label inside it; icon-only buttons (the header
    /// bar's back and close buttons) have none.
    private static func title(of button: Gtk.Button) -> String? {
        if let label = button.label, !label.isEmpty { return label }
        var pending = button.children
        while !pending.isEmpty {
            let widget = pending.removeFirst()
            if let label = widget as? Gtk.Label, !label.text.isEmpty { return label.text }
            pending += widget.children
        }
        return nil
    }

    private func descendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
        [widget] + widget.children.flatMap { descendants(of: $0) }
    }
}
