/// Whether a scene's window is in front, open behind others, or not shown.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// var body: some View {
///     Text(...).onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The window is hidden or minimized.
    case background
    /// The window is shown but another window has the keyboard.
    case inactive
    /// The window is the active one: it has the keyboard.
    case active
}

private struct ColorSchemeOverrideKey: EnvironmentKey {
    static let defaultValue: ColorScheme? = nil
}

private struct SceneStateKey: EnvironmentKey {
    static let defaultValue: _SceneState? = nil
}

extension EnvironmentValues {
    /// The values read from a live source rather than stored: `@Environment` reads them when the
    /// body reads it, so the body depends on their source.
    @MainActor static let liveKeyPaths: Set<AnyKeyPath> = [
        \EnvironmentValues.scenePhase, \EnvironmentValues.colorScheme, \EnvironmentValues.horizontalSizeClass,
        \EnvironmentValues.verticalSizeClass, \EnvironmentValues.displayScale, \EnvironmentValues.dynamicTypeSize,
    ]

    /// The window's state, set by the window host.
    public var _sceneState: _SceneState? {
        get { self[SceneStateKey.self] }
        set { self[SceneStateKey.self] = newValue }
    }

    /// Whether the window is active, inactive or in the background; views reading it update
    /// when it changes. `.active` outside a window host.
    @MainActor
    public var scenePhase: ScenePhase { _sceneState?.trackedPhase ?? .active }

    /// Whether the window is drawn light or dark — the desktop's preference, `GTK_THEME`'s
    /// `:dark` variant or a `.preferredColorScheme` — updated when it changes. Setting it
    /// with `.environment(\.colorScheme, .dark)` tells the views below (not GTK) which it is.
    @MainActor
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeOverrideKey.self] ?? _sceneState?.trackedColorScheme ?? .light }
        set { self[ColorSchemeOverrideKey.self] = newValue }
    }
}
