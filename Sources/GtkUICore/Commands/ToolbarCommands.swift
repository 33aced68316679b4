/// Commands for the window's toolbar, accepted so SwiftUI apps build unchanged; they add
/// nothing to the main menu on GNOME.
///
/// On macOS they add Show/Hide Toolbar and Customize Toolbar…. A GNOME window's toolbar is its
/// header bar, which holds the window's title and controls and is always shown, and GTK 4.8
/// has no toolbar customization.
///
/// ```swift
/// WindowGroup { BrowserView() }
///     .commands { ToolbarCommands() }
/// ```
public struct ToolbarCommands: Commands, PrimitiveCommands {
    /// Toolbar commands have no body.
    public typealias Body = Never
    /// Toolbar commands have no body.
    public var body: Never { fatalError("ToolbarCommands has no body") }

    /// Creates the toolbar commands.
    public init() {}

    var entries: [CommandEntry] { [] }
}
