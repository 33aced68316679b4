import GtkUI

/// One group of a `Form` as the user sees it: its heading, its rows and its caption.
///
/// ```swift
/// let software = try #require(host.formGroups.first { $0.header == "Software" })
/// #expect(software.rows.count == 3)
/// ```
@MainActor
public struct FormGroup {
    /// The heading's text, or nil for an untitled group.
    public let header: String?
    /// The rows (`GtkListBoxRow`s of the group's card), in order.
    public let rows: [Gtk.Widget]
    /// The caption's text, or nil when the group has none.
    public let footer: String?
    /// The card holding the rows (a `GtkListBox` with the `boxed-list` style class).
    public let card: Gtk.Widget
}

extension GtkTestHost {
    /// The groups of every `Form` on screen, in order: each `Section`, and each untitled group
    /// of the views between sections.
    ///
    /// ```swift
    /// #expect(host.formGroups.map(\.header) == [nil, "Software", "Notifications"])
    /// ```
    public var formGroups: [FormGroup] {
        allWidgets.filter { $0.hasCSSClass("boxed-list") && $0.isMapped }.compactMap { card in
            guard let section = card.parent else { return nil }
            let parts = section.children
            return FormGroup(
                header: text(parts.first { $0.hasCSSClass("heading") }), rows: card.children,
                footer: text(parts.first { $0.hasCSSClass("dim-label") }), card: card)
        }
    }

    private func text(_ part: Gtk.Widget?) -> String? {
        guard let part, part.isVisible else { return nil }
        let texts = labels(in: part).map { $0.text }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

    private func labels(in widget: Gtk.Widget) -> [Gtk.Label] {
        ((widget as? Gtk.Label).map { [$0] } ?? []) + widget.children.flatMap { labels(in: $0) }
    }
}
