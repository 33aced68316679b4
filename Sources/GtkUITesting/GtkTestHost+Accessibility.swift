import GtkUI

extension GtkTestHost {
    /// The widget of the view marked `.accessibilityIdentifier(identifier)`, on screen in the
    /// window, its sheets or its alerts.
    ///
    /// ```swift
    /// host.click(try host.widget(identifier: "volume-up") as! Gtk.Button)
    /// ```
    public func widget(identifier: String) throws -> Gtk.Widget {
        guard let widget = allWidgets.first(where: { $0.accessibilityIdentifier == identifier && $0.isMapped }) else {
            throw TestHostError(
                "no view with accessibility identifier “\(identifier)” on screen; identifiers: "
                    + allWidgets.compactMap(\.accessibilityIdentifier).joined(separator: ", "))
        }
        return widget
    }
}
