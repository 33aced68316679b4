/// The main menu's “Toggle Sidebar” item, which hides and shows the sidebar of the active
/// window's `NavigationSplitView`.
///
/// The item sits in the ``CommandGroupPlacement/sidebar`` section with the shortcut F9 — GNOME
/// apps' key for showing and hiding a sidebar (Files, Document Viewer, Text Editor) — in place
/// of macOS's Control-Command-S. It is disabled while the active window shows no split view
/// with its columns side by side (none, or one collapsed into a narrow window).
///
/// ```swift
/// WindowGroup { LibraryView() }
///     .commands { SidebarCommands() }
/// ```
public struct SidebarCommands: Commands {
    /// Creates the sidebar commands.
    public init() {}

    /// The “Toggle Sidebar” item in the sidebar section.
    public var body: some Commands {
        CommandGroup(before: .sidebar) { SidebarToggleMenuItem() }
    }
}

/// Hides or shows the sidebar of a `NavigationSplitView`; what the split view publishes for
/// ``SidebarCommands`` in its window's focused values while its columns sit side by side.
@MainActor
final class SidebarToggleAction {
    let toggle: @MainActor () -> Void
    init(toggle: @escaping @MainActor () -> Void) { self.toggle = toggle }
}

extension FocusedValues {
    /// The active window's split view sidebar toggle, while it has one.
    var sidebarToggleAction: SidebarToggleAction? { object(of: SidebarToggleAction.self) }
}

/// The “Toggle Sidebar” button, enabled while the active window has a sidebar to toggle.
struct SidebarToggleMenuItem: View {
    @FocusedValue(\.sidebarToggleAction) private var action

    var body: some View {
        Button(Localization.translate("Toggle Sidebar")) { action?.toggle() }
            .keyboardShortcut(KeyEquivalent("\u{F70C}"), modifiers: [])
            .disabled(action == nil)
    }
}
