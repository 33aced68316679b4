import Foundation

/// A button that shares a URL or text; on the desktop it copies the item to the clipboard.
///
/// GNOME has no share sheet, so sharing is copying: clicking the button puts the item (a URL as
/// its address) on the clipboard, from where a person pastes it into a mail, a chat or a
/// document. The button's tooltip says so. `subject` and `message` are for share targets that
/// take them (a mail's subject line); the clipboard takes only the item, so they are accepted
/// and not copied.
///
/// ```swift
/// ShareLink(item: URL(string: "https://apps.gnome.org")!)
/// ShareLink("Share Recipe", item: recipe.text, subject: Text(recipe.title))
/// ```
public struct ShareLink<Label: View>: View {
    let text: String
    let label: Label

    /// Creates a button that shares `item`, showing `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = item.absoluteString
        self.label = label()
    }

    /// Creates a button that shares the text `item`, showing `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = item
        self.label = label()
    }

    @Environment(\.desktopServices) private var desktop

    /// A button that copies the item to the clipboard.
    public var body: some View {
        Button(action: share) { label }
            .help(Text(verbatim: "Copy “\(text)” to the clipboard"))
    }

    private func share() {
        guard let desktop else {
            Diagnostics.emitOnce(
                "ShareLink: this backend has no clipboard (it is not a LinkBackend), so “\(text)” was not "
                    + "shared. Use a backend that conforms to LinkBackend.")
            return
        }
        desktop.copyToClipboard(text)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates a “Share” button for `item`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// Creates a “Share” button for the text `item`.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where Label == Text {
    /// Creates a button with a localized title that shares `item`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(titleKey) }
    }

    /// Creates a button with a localized title that shares the text `item`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(titleKey) }
    }

    /// Creates a button with a title that shares `item`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(title) }
    }

    /// Creates a button with a title that shares the text `item`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(title) }
    }
}

/// A ``ShareLink`` without its label's type, for reading it as a menu item.
@MainActor
protocol ShareLinkRepresentable {
    var sharedText: String { get }
    var shareLabel: any View { get }
}

extension ShareLink: ShareLinkRepresentable {
    var sharedText: String { text }
    var shareLabel: any View { label }
}

/// The label of a ``ShareLink`` made without one: “Share” beside the share icon.
public struct DefaultShareLinkLabel: View {
    /// Creates the label.
    public init() {}

    /// “Share” beside the share icon.
    public var body: some View {
        Label("Share", systemImage: "square.and.arrow.up")
    }
}
