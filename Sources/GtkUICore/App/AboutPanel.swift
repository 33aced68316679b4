import Foundation

/// What the app's About dialog shows: its name, version, description, website, copyright,
/// licence and credits. A GtkUI addition: SwiftUI apps on macOS get “About <App>” from the
/// app bundle; on GNOME the app says what its About dialog shows with ``Scene/aboutPanel(_:)``.
///
/// Every field but the name is optional; a field left out is not shown. The name defaults to
/// the app's name: the title of its first `WindowGroup`, else GLib's application name.
///
/// ```swift
/// WindowGroup("Notes") { ContentView() }
///     .aboutPanel(AboutPanel(
///         version: "1.2", comments: "Take notes quickly.",
///         website: URL(string: "https://example.org/notes"), copyright: "© 2026 The Notes authors",
///         license: .mit, developers: ["Ada Lovelace <ada@example.org>"]))
/// ```
public struct AboutPanel: Hashable, Sendable {
    /// The app's name, shown in bold at the top and in the menu item; the app's name when nil.
    public var name: String?
    /// The version, shown under the name, such as `"1.2"`.
    public var version: String?
    /// One or two sentences saying what the app does.
    public var comments: String?
    /// The app's website, shown as a link.
    public var website: URL?
    /// The link's text; the address itself when nil.
    public var websiteLabel: String?
    /// The copyright line, such as `"© 2026 The Notes authors"`.
    public var copyright: String?
    /// The licence the app is distributed under.
    public var license: License?
    /// The people who wrote the app, shown in the credits (`"Name <email>"` or `"Name https://…"`
    /// become links).
    public var developers: [String]
    /// The people who designed the app's look, shown in the credits.
    public var designers: [String]
    /// The name of the app's icon in the icon theme (usually its application ID); GTK's
    /// generic application icon when nil.
    public var iconName: String?

    /// Describes the About dialog; every argument is optional.
    ///
    /// - Parameters:
    ///   - name: The app's name; the app's name when nil (see ``AboutPanel``).
    ///   - version: The version shown under the name.
    ///   - comments: What the app does, in a sentence or two.
    ///   - website: The app's website.
    ///   - websiteLabel: The website link's text.
    ///   - copyright: The copyright line.
    ///   - license: The licence, a standard one (``License/mit``) or your own text.
    ///   - developers: The people who wrote the app.
    ///   - designers: The people who designed it.
    ///   - iconName: The app's icon in the icon theme.
    public init(
        name: String? = nil, version: String? = nil, comments: String? = nil, website: URL? = nil,
        websiteLabel: String? = nil, copyright: String? = nil, license: License? = nil,
        developers: [String] = [], designers: [String] = [], iconName: String? = nil
    ) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.websiteLabel = websiteLabel
        self.copyright = copyright
        self.license = license
        self.developers = developers
        self.designers = designers
        self.iconName = iconName
    }
}

extension Scene {
    /// Gives the app an About dialog, opened from “About <Name>” in the main menu. A GtkUI
    /// addition, for GNOME's About dialog.
    ///
    /// Every window of the app gets the main menu (☰) with “About <Name>” as the last item of
    /// its app-level section, as GNOME's primary menus end; choosing it opens a native About
    /// dialog, modal over the active window, which Escape or its close button closes. A
    /// `CommandGroup(replacing: .appInfo)` replaces the item; views can still open the dialog
    /// with ``EnvironmentValues/openAboutPanel``. Declare it once, on any scene: the app has
    /// one About dialog.
    ///
    /// ```swift
    /// WindowGroup("Notes") { ContentView() }
    ///     .aboutPanel(AboutPanel(version: "1.2", license: .gpl3))
    /// ```
    ///
    /// - Parameter panel: What the dialog shows.
    public func aboutPanel(_ panel: AboutPanel) -> _WindowPropertyScene<Self> {
        _WindowPropertyScene(base: self) { $0.aboutPanel = panel }
    }
}
