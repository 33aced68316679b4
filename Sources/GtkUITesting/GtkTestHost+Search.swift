import Foundation
import GtkUI

extension GtkTestHost {
    /// The search entry of the `.searchable` view on screen, in the window or its top sheet,
    /// whether or not its search bar is shown; nil when there is none.
    public var searchField: Gtk.SearchEntry? {
        let entries = allWidgets.filter { $0.typeName == "GtkSearchEntry" }
        return (entries.last(where: \.isMapped) ?? entries.last).map { Gtk.SearchEntry($0.pointer) }
    }

    /// Whether the search bar of the `.searchable` view on screen is shown.
    public var isSearchShown: Bool { searchField?.isMapped ?? false }

    /// Opens the search bar as a person does with the keyboard: Ctrl+F, which also puts the
    /// cursor in the search field.
    public func openSearch() throws {
        // The test display is shared: a window another test opens at that moment (a gallery
        // process) can take the X input focus between focusing this window and the key, so the
        // key is pressed again, up to three times, until the bar shows.
        for _ in 0..<3 where !isSearchShown {
            try press(key: "f", modifiers: .control)
            let deadline = Date().addingTimeInterval(1)
            while !isSearchShown, Date() < deadline {
                if !Gtk.MainLoop.iterate() { usleep(2000) }
            }
            waitUntilIdle()
        }
        guard isSearchShown else { throw TestHostError("Ctrl+F opened no search bar; is a view .searchable?") }
    }

    /// Types `text` into the open search field, a character at a time.
    public func typeSearch(_ text: String) throws {
        guard let field = searchField, field.isMapped else {
            throw TestHostError("no search field is shown; open it first with openSearch()")
        }
        type(text, into: field)
    }
}
