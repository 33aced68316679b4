// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Added: stand-ins for the UIKit types seed 000's SceneDelegate code uses, so that code compiles
// unchanged on Linux. They do only what the seed relies on: the window keeps its root view
// controller, and the hosting controller keeps the root view, so a test can mount exactly the
// view (with exactly the environment objects) the scene delegate builds.
import GtkUI

/// Added: UIKit's responder base class, here only so the Xcode template's delegate declaration reads as usual.
@MainActor class UIResponder {
    init() {}
}

/// Added: a UIKit scene.
@MainActor class UIScene {
    /// Added: the options UIKit passes when a scene connects.
    struct ConnectionOptions {}
    init() {}
}

/// Added: a scene that shows windows.
@MainActor final class UIWindowScene: UIScene {}

/// Added: the session a scene belongs to.
@MainActor final class UISceneSession {
    init() {}
}

/// Added: a view controller; the hosting controller's root view is reachable through it.
@MainActor class UIViewController {
    /// The view this controller shows, type-erased.
    var anyRootView: any View { EmptyView() }
}

/// Added: the controller that hosts a SwiftUI view.
@MainActor final class UIHostingController<Content: View>: UIViewController {
    let rootView: Content
    init(rootView: Content) { self.rootView = rootView }
    override var anyRootView: any View { rootView }
}

/// Added: a window with a root view controller.
@MainActor final class UIWindow {
    let windowScene: UIWindowScene
    var rootViewController: UIViewController?
    private(set) var isKeyWindow = false
    init(windowScene: UIWindowScene) { self.windowScene = windowScene }
    func makeKeyAndVisible() { isKeyWindow = true }
}

/// Added: the delegate protocol the Xcode template's `SceneDelegate` adopts.
@MainActor protocol UIWindowSceneDelegate: AnyObject {
    var window: UIWindow? { get set }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}
