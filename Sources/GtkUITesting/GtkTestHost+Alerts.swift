import Foundation
import GtkUI

/// Reading and answering alerts and confirmation dialogs, as a person does.
///
/// ```swift
/// host.click(try host.button("Delete…"))
/// #expect(host.alert?.title == "Delete “Notes”?")
/// #expect(host.alert?.buttonTitles == ["Cancel", "Delete"])
/// try host.tapAlertButton("Delete")
/// ```
extension GtkTestHost {
    /// An alert or confirmation dialog as shown.
    public struct ShownAlert: Equatable, Sendable {
        /// The title (shown, or only naming the dialog when its title is hidden).
        public var title: String
        /// Whether the title is shown.
        public var isTitleShown: Bool
        /// The message under the title, if one is shown.
        public var message: String?
        /// The buttons' titles, in the order shown (left to right, or top to bottom).
        public var buttonTitles: [String]
    }

    /// The dialogs shown over this host's window, oldest first.
    public var alertWindows: [AlertWindow] {
        Self.backend.presentedAlerts.filter { $0.parent === window }
    }

    /// The topmost alert or confirmation dialog shown over the window, or nil.
    public var alert: ShownAlert? {
        guard let shown = alertWindows.last, shown.window.isMapped else { return nil }
        return ShownAlert(
            title: shown.window.title ?? "", isTitleShown: shown.titleLabel.isMapped,
            message: shown.messageLabel.isMapped ? shown.messageLabel.text : nil,
            buttonTitles: shown.buttons.filter(\.isMapped).map { $0.label ?? "" })
    }

    /// The button titled `title` in the topmost dialog.
    ///
    /// - Throws: When no dialog is shown or it has no such button.
    public func alertButton(_ title: String) throws -> Gtk.Button {
        guard let shown = alertWindows.last, shown.window.isMapped else {
            throw TestHostError("no alert is shown; texts shown: \(shownTexts)")
        }
        guard let button = shown.buttons.first(where: { $0.label == title && $0.isMapped }) else {
            throw TestHostError(
                "the alert “\(shown.window.title ?? "")” has no button “\(title)”; buttons: \(alert?.buttonTitles ?? [])"
            )
        }
        return button
    }

    /// Clicks the button titled `title` in the topmost dialog, as a person does, and settles.
    public func tapAlertButton(_ title: String) throws {
        click(try alertButton(title))
    }

    /// Answers the dialog titled `alertTitle` by clicking its button `buttonTitle`, and settles.
    ///
    /// - Throws: When the topmost dialog has another title or no such button.
    public func respond(to alertTitle: String, with buttonTitle: String) throws {
        guard alert?.title == alertTitle else {
            throw TestHostError("the alert shown is “\(alert?.title ?? "none")”, not “\(alertTitle)”")
        }
        try tapAlertButton(buttonTitle)
    }

    /// Presses Escape on the real keyboard path in `target`, or in the topmost window — the
    /// topmost dialog when one is shown (closing it as its cancel button), else the window — and
    /// settles.
    public func pressEscape(in target: Gtk.Window? = nil) throws {
        let target = target ?? alertWindows.last?.window ?? window
        guard let windowID = target.x11WindowID else {
            throw TestHostError("pressing keys needs an X11 display (Xvfb); this window is not on X11")
        }
        try xdotool(["windowfocus", "--sync", String(windowID), "key", "Escape"])
        waitUntilIdle()
    }
}
