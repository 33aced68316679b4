/// What a window host tells the views about its window: its phase, the color scheme in use,
/// its size classes, scale and text size, and the values its focused views publish. Reading
/// one records a dependency, so only the views that read it update.
@MainActor
public final class _SceneState {
    private let phaseSource = ObservationSource()
    private let schemeSource = ObservationSource()
    private let editModeSource = ObservationSource()
    /// The values the window's views publish with `.focusedValue` and `.focusedSceneValue`.
    let focusedValues = FocusedValuesRegistry()
    private var preferences: [ObjectIdentifier: ColorScheme] = [:]
    private var preferenceOrder: [ObjectIdentifier] = []

    /// Called with the scheme the window's views ask for (the latest `.preferredColorScheme`
    /// still shown), or nil to follow the desktop.
    public var onPreferredColorSchemeChange: (@MainActor (ColorScheme?) -> Void)?

    /// Creates a state for a window that is active and light.
    public init() {}

    /// The window's phase.
    public var phase: ScenePhase = .active {
        didSet {
            guard phase != oldValue else { return }
            if phase == .active { focusedValues.windowDidBecomeActive() }
            phaseSource.notifyDependents()
        }
    }

    /// The window's size classes, display scale and text size, which views read live.
    let metrics = TrackedValue(WindowMetrics())

    /// Whether the window is narrow (`.compact`) or wide (`.regular`); see
    /// `EnvironmentValues.horizontalSizeClass`.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { metrics.value.horizontalSizeClass }
        set { metrics.value.horizontalSizeClass = newValue }
    }

    /// Whether the window is short (`.compact`) or tall (`.regular`).
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { metrics.value.verticalSizeClass }
        set { metrics.value.verticalSizeClass = newValue }
    }

    /// Device pixels per logical pixel of the window's surface.
    public var displayScale: Double {
        get { metrics.value.displayScale }
        set { metrics.value.displayScale = newValue }
    }

    /// The text size the desktop asks for.
    public var dynamicTypeSize: DynamicTypeSize {
        get { metrics.value.dynamicTypeSize }
        set { metrics.value.dynamicTypeSize = newValue }
    }

    /// Keyboard focus moved to another view of the window's content, or to none: the focused
    /// values follow it.
    public func _focusDidMove() { focusedValues.focusDidMove() }

    /// Keyboard focus moved out of the window's content, to its title bar or an open menu: the
    /// focused values stay those of the view that had focus.
    public func _focusDidMoveOutsideContent() { focusedValues.focusDidMoveOutsideContent() }

    /// The window closed: its focused values are no longer the app's.
    public func _windowDidClose() { focusedValues.windowDidClose() }

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

/// What a window's views read about its size and the desktop's scaling.
struct WindowMetrics: Equatable {
    var horizontalSizeClass = UserInterfaceSizeClass.regular
    var verticalSizeClass = UserInterfaceSizeClass.regular
    var displayScale = 1.0
    var dynamicTypeSize = DynamicTypeSize.large
}

/// A value views read with a dependency: each reader records which part it read, and a change
/// invalidates only the readers whose part changed.
@MainActor
final class TrackedValue<Value: Equatable> {
    private let source = ObservationSource()

    /// The value; setting a different one tells the readers whose part changed.
    var value: Value {
        didSet { if value != oldValue { source.notifyDependents() } }
    }

    init(_ value: Value) { self.value = value }

    /// The part of the value at `keyPath`, recording the reading node as depending on it.
    func read<Part: Equatable>(_ keyPath: KeyPath<Value, Part>) -> Part {
        let part = value[keyPath: keyPath]
        if let node = DependencyTracker.current {
            source.recordPartialRead(by: node) { [weak self] in self?.value[keyPath: keyPath] != part }
        }
        return part
    }
}
