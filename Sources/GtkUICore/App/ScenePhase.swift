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

/// What a window host tells the views about its window: its phase and the color scheme in
/// use. Reading either records a dependency, so only the views that read them update.
@MainActor
public final class _SceneState {
    private let phaseSource = ObservationSource()
    private let schemeSource = ObservationSource()
    private let editModeSource = ObservationSource()
    private var preferences: [ObjectIdentifier: ColorScheme] = [:]
    private var preferenceOrder: [ObjectIdentifier] = []

    /// Called with the scheme the window's views ask for (the latest `.preferredColorScheme`
    /// still shown), or nil to follow the desktop.
    public var onPreferredColorSchemeChange: (@MainActor (ColorScheme?) -> Void)?

    /// Creates a state for a window that is active and light.
    public init() {}

    /// The window's phase.
    public var phase: ScenePhase = .active {
        didSet { if phase != oldValue { phaseSource.notifyDependents() } }
    }

    /// The color scheme the window is drawn in.
    public var colorScheme: ColorScheme = .light {
        didSet { if colorScheme != oldValue { schemeSource.notifyDependents() } }
    }

    /// Whether the window's lists are being edited (`\.editMode`, ``EditButton``).
    public var editMode: EditMode = .inactive {
        didSet { if editMode != oldValue { editModeSource.notifyDependents() } }
    }

    var trackedEditMode: EditMode {
        editModeSource.recordRead()
        return editMode
    }

    var trackedPhase: ScenePhase {
        phaseSource.recordRead()
        return phase
    }

    var trackedColorScheme: ColorScheme {
        schemeSource.recordRead()
        return colorScheme
    }

    /// Records what `owner` (a `.preferredColorScheme` node) asks for; nil withdraws it.
    func setPreferredColorScheme(_ scheme: ColorScheme?, from owner: ObjectIdentifier) {
        let before = preferredColorScheme
        preferenceOrder.removeAll { $0 == owner }
        preferences[owner] = scheme
        if scheme != nil { preferenceOrder.append(owner) }
        if preferredColorScheme != before { onPreferredColorSchemeChange?(preferredColorScheme) }
    }

    /// The scheme the latest `.preferredColorScheme` still shown asks for.
    public var preferredColorScheme: ColorScheme? { preferenceOrder.last.flatMap { preferences[$0] } }
}

private struct ColorSchemeOverrideKey: EnvironmentKey {
    static let defaultValue: ColorScheme? = nil
}

private struct SceneStateKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: _SceneState? = nil
}

extension EnvironmentValues {
    /// The values read from a live source rather than stored: `@Environment` reads them when the
    /// body reads it, so the body depends on their source.
    @MainActor static let liveKeyPaths: Set<AnyKeyPath> = [
        \EnvironmentValues.scenePhase, \EnvironmentValues.colorScheme,
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
