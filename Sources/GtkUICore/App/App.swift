import Foundation
import Observation
import OpenCombine

/// The entry point of an app: its scenes.
///
/// Mark the conforming type `@main`; importing GtkUI supplies `main()`, which starts a
/// GTK application and opens each scene's window.
///
/// ```swift
/// @main
/// struct SampleApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///             .environment(Account())
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the body returns.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Creates the app; called once at launch.
    init()
    /// The reverse-DNS application ID GNOME knows the app by; it should match the app's
    /// `.desktop` file name. Defaults to `io.github.gtkui.<TypeName>`.
    static var applicationID: String { get }
}

/// A part of an app's interface with a lifecycle the system manages, such as a window.
@MainActor @preconcurrency
public protocol Scene {
    /// The windows this scene opens, with their root views.
    var _windows: [WindowDescription] { get }
}

/// What a scene asks the backend to open: a window with a title and root view.
@MainActor
public struct WindowDescription {
    /// The window title until a navigation title replaces it.
    public var title: String
    /// The root view.
    public var content: any View
    /// Environment changes applied by scene modifiers, outermost last.
    public var environmentTransforms: [@MainActor (inout EnvironmentValues) -> Void] = []
    /// The scene's identifier (`WindowGroup(id:)`), which `openWindow(id:)` opens.
    public var id: String?
    /// The window's size when it first opens (`.defaultSize`); GtkUI's default when nil.
    public var defaultSize: CGSize?
    /// How a person can resize the window (`.windowResizability`).
    public var resizability: WindowResizability = .automatic
    /// Whether this is the app's `Settings` scene, opened on request rather than at launch.
    public var isSettings = false
    /// For `WindowGroup(for:)`: what `openWindow(value:)` opens a window of this scene for.
    public var presentation: ValuePresentation?
    /// The commands of the main menu, from `.commands`, read each time the menu is.
    var commands: [any Commands] = []
    /// What the app's About dialog shows (`.aboutPanel`), when the scene declares it.
    public var aboutPanel: AboutPanel?
    /// Whether the window opens at the size it was left at (`.restorationBehavior`).
    public var restorationBehavior: SceneRestorationBehavior = .automatic

    /// The values a `WindowGroup(for:)` presents: their type, and the root view for one (nil
    /// for the window that opens at launch).
    public struct ValuePresentation {
        /// The presented type.
        public let valueType: Any.Type
        /// The root view of a window presenting `value`.
        public let content: @MainActor (AnyHashable?) -> any View

        /// Describes windows presenting values of `valueType`.
        public init(valueType: Any.Type, content: @escaping @MainActor (AnyHashable?) -> any View) {
            self.valueType = valueType
            self.content = content
        }
    }

    /// Describes a window titled `title` showing `content`.
    public init<Content: View>(title: String, content: Content) {
        self.title = title
        self.content = content
    }

    /// The environment the root view starts with.
    public func environment(base: EnvironmentValues) -> EnvironmentValues {
        var environment = base
        for transform in environmentTransforms { transform(&environment) }
        return environment
    }
}

/// Builds the scenes of an ``App``.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    /// Several scenes.
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene {
        var windows: [WindowDescription] = []
        for scene in repeat each scenes { windows += scene._windows }
        return TupleScene(_windows: windows)
    }
}

/// Several scenes built by a ``SceneBuilder``.
public struct TupleScene: Scene {
    /// The windows of all the scenes.
    public let _windows: [WindowDescription]
}

extension Scene {
    /// Places an `@Observable` object in the environment of every window.
    public func environment<T: AnyObject & Observation.Observable>(_ object: T?) -> _WindowPropertyScene<Self> {
        _WindowPropertyScene(base: self) {
            $0.environmentTransforms.insert({ $0.setObject(object, as: T.self) }, at: 0)
        }
    }

    /// Places an `ObservableObject` in the environment of every window.
    public func environmentObject<T: ObservableObject>(_ object: T) -> _WindowPropertyScene<Self> {
        _WindowPropertyScene(base: self) {
            $0.environmentTransforms.insert({ $0.setObject(object, as: T.self) }, at: 0)
        }
    }
}

/// Produces views for design-time previews; GtkUI's test host can render them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension App {
    /// An application ID derived from the type name.
    public static var applicationID: String { "io.github.gtkui.\(shortTypeName(Self.self))" }

    /// Creates the objects of the app's own `@StateObject` properties once, and makes its
    /// `@State` properties readable, before the scenes are built (the app struct lives for the
    /// whole process).
    public func _installAppProperties() {
        for field in Mirror(reflecting: self).children {
            (field.value as? StandaloneInstallable)?.installStandalone()
        }
    }
}

/// A wrapper that can live outside a view, on the app itself.
@MainActor
protocol StandaloneInstallable {
    func installStandalone()
}

extension StateObject: StandaloneInstallable {
    func installStandalone() { _ = storage.materialize() }
}

// `@State private var library = Library()` on an app, as SwiftUI's data-flow guides write it:
// the struct's own storage lives as long as the app, so its value is read without a warning.
extension State: StandaloneInstallable {
    func installStandalone() { box.isInstalled = true }
}
