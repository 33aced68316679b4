import GtkUI

/// The ways seed 000 builds its numeric-validation sample, selectable in the window and
/// with `--pattern NAME`.
public enum SamplePattern: String, CaseIterable, Sendable, Identifiable {
    /// `@State` only.
    case state
    /// `@State` plus a reusable field with `@Binding`.
    case binding
    /// A view model held by `@ObservedObject`.
    case observedObject = "observed-object"
    /// The view model injected with `.environmentObject` and shared after navigation.
    case environmentObject = "environment-object"
    /// The view model created with `@StateObject`.
    case stateObject = "state-object"
    /// An `@Observable` view model with `@Environment` and `@Bindable`.
    case observation

    /// The command-line name.
    public var id: String { rawValue }

    /// The pattern shown at launch.
    public static let defaultPattern = SamplePattern.environmentObject

    /// The name shown in the pattern switcher.
    public var title: String {
        switch self {
        case .state: "@State"
        case .binding: "@State + @Binding"
        case .observedObject: "@ObservedObject"
        case .environmentObject: "@EnvironmentObject"
        case .stateObject: "@StateObject"
        case .observation: "@Observable"
        }
    }

    /// Whether the pattern has the seed's navigation button to the shared-text page.
    public var navigates: Bool { self == .environmentObject || self == .observation }

    /// A fresh root view for the pattern, with its own view model.
    @MainActor
    public func makeView() -> AnyView {
        switch self {
        case .state: AnyView(StatePattern.ContentView())
        case .binding: AnyView(BindingPattern.ContentView())
        case .observedObject: AnyView(ObservedObjectPattern.makeRootView())
        case .environmentObject: AnyView(EnvironmentObjectPattern.makeRootView())
        case .stateObject: AnyView(StateObjectPattern.ContentView())
        case .observation: AnyView(ObservationPattern.makeRootView())
        }
    }
}
