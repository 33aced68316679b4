/// Whether a window is narrow or wide (tall or short), for layouts that adapt to it.
///
/// On the desktop the size classes follow the window's size as a person resizes it; see
/// `EnvironmentValues.horizontalSizeClass` and `EnvironmentValues.verticalSizeClass` for where
/// they flip.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// var body: some View {
///     if sizeClass == .compact { VStack { controls } } else { HStack { controls } }
/// }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: a narrow (or short) window.
    case compact
    /// Ample room: a wide (or tall) window.
    case regular
}
