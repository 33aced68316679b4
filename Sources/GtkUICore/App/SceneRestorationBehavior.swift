/// Whether a scene's windows open as they were left at the last launch.
///
/// With `.automatic` (the default) a window of the app's first `WindowGroup`, or of a scene
/// with an id, opens at the size it had when such a window last closed, maximized if it was,
/// instead of at its `.defaultSize`. GtkUI keeps the sizes in
/// `$XDG_CONFIG_HOME/<application id>/window-state.json`. `.disabled` always opens the window at
/// its default size and saves nothing, as for a screenshot run.
///
/// ```swift
/// WindowGroup("Notes") { ContentView() }
///     .defaultSize(width: 800, height: 600)
///     .restorationBehavior(.disabled)
/// ```
public struct SceneRestorationBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, disabled }
    let kind: Kind

    /// The platform's behaviour: GtkUI restores the window's size and maximized state.
    public static let automatic = SceneRestorationBehavior(kind: .automatic)
    /// Nothing is restored or saved: the window opens at its default size every time.
    public static let disabled = SceneRestorationBehavior(kind: .disabled)
}

extension Scene {
    /// Sets whether the scene's windows open as they were left at the last launch.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .restorationBehavior(.disabled)
    /// ```
    ///
    /// - Parameter behavior: `.automatic` to restore the window's size, `.disabled` not to.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> _WindowPropertyScene<Self> {
        _WindowPropertyScene(base: self) { $0.restorationBehavior = behavior }
    }
}
