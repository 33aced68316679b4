import GtkUICore

/// Mounts a view on a ``RecordingBackend`` for tests without a display.
///
/// ```swift
/// let host = CoreHost(ContentView())
/// host.field(placeholder: "Name").type("Ada")
/// host.settle()
/// #expect(host.texts.contains("Hello, Ada!"))
/// ```
@MainActor
public final class CoreHost {
    /// The backend recording widget writes.
    public let backend: RecordingBackend
    /// The graph holding the view's state.
    public let graph: ViewGraph
    /// The window chrome the view sees (title, back button, sheets).
    public let chrome = TestWindowChrome()
    /// The root widget.
    public let root: TestWidget

    /// Mounts `view` and settles.
    ///
    /// - Parameters:
    ///   - view: The root view.
    ///   - environment: The environment the root view starts with, such as a scene's.
    ///   - logsUpdates: Whether to log each update pass.
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(), logsUpdates: Bool? = nil) {
        backend = RecordingBackend(logsUpdates: logsUpdates)
        graph = ViewGraph(backend: backend)
        var environment = environment
        environment.windowChrome = chrome
        root = graph.mount(view, environment: environment) as! TestWidget
        settle()
    }

    /// Launches `app` as GtkUI's application does and mounts its first window's root view.
    ///
    /// The app's own `@StateObject`s are created first, then the scene's environment
    /// (`.environment(_:)`, `.environmentObject(_:)` on the `WindowGroup`) is applied to the
    /// root view, so a test sees exactly what the app's window would show.
    ///
    /// ```swift
    /// let host = CoreHost(app: SampleApp())
    /// #expect(host.texts == ["Login"])
    /// ```
    ///
    /// - Parameters:
    ///   - app: The app to launch.
    ///   - logsUpdates: Whether to log each update pass.
    public convenience init<A: App>(app: A, logsUpdates: Bool? = nil) {
        app._installAppProperties()
        guard let window = app.body._windows.first else {
            preconditionFailure("\(A.self) declares no window")
        }
        // The main menu is in the title bar; no other window opens here, so it has no Preferences.
        let root = AnyView(erasing: window._withMainMenu(window.content, openSettings: nil))!
        self.init(root, environment: window.environment(base: EnvironmentValues()), logsUpdates: logsUpdates)
    }

    /// Counters of body evaluations and widget writes.
    public var statistics: RenderStatistics { backend.statistics }

    /// Runs pending update passes until the graph is idle.
    ///
    /// - Parameter includingDelayed: Whether to run work the graph scheduled for later (the
    ///   re-check after an `objectWillChange` from another thread) now.
    public func settle(includingDelayed: Bool = false) { backend.runUntilIdle(includingDelayed: includingDelayed) }

    /// Every widget shown: the window's content, any sheets, popovers and covers, and the
    /// toolbar items of their title bars.
    public var allWidgets: [TestWidget] {
        root.allDescendants + chrome.sheets.flatMap(\.allDescendants)
            + backend.presentations.flatMap(\.content.allDescendants)
            + chrome.toolbarItemsBySheet.values.flatMap { $0.flatMap { ($0.widget as! TestWidget).allDescendants } }
    }

    /// The label texts shown, in order (the top navigation page only).
    public var texts: [String] { visibleRoot.visibleTexts }

    /// Label texts in the top sheet, if one is presented.
    public var sheetTexts: [String] { chrome.sheets.last?.visibleTexts ?? [] }

    /// The root, or the top navigation page when a navigation stack is shown.
    private var visibleRoot: TestWidget {
        if let stack = root.find("NavigationStack"), let top = stack.children.last { return top }
        return root
    }

    /// The text field whose placeholder is `placeholder`.
    public func field(placeholder: String) -> TestWidget {
        guard
            let field = allWidgets.first(where: {
                $0.kind == "Entry" && $0.properties["placeholder"] as? String == placeholder
            })
        else {
            preconditionFailure("no text field with placeholder “\(placeholder)”")
        }
        return field
    }

    /// The button whose label reads `text`.
    public func button(_ text: String) -> TestWidget {
        guard let label = allWidgets.first(where: { $0.kind == "Label" && $0.text == text }),
            let button = label.enclosingButton
        else {
            preconditionFailure("no button labelled “\(text)”; labels: \(allWidgets.compactMap(\.text))")
        }
        return button
    }

    /// The toggle (a switch, check box or toggle button) labelled `text`.
    public func toggle(_ text: String) -> TestWidget {
        let kinds: Set = ["Switch", "Checkbox", "ToggleButton"]
        guard let widget = allWidgets.first(where: { kinds.contains($0.kind) && $0.text == text }) else {
            preconditionFailure("no toggle labelled “\(text)”")
        }
        return widget
    }

    /// Unmounts the view, releasing its state.
    public func unmount() { graph.unmount() }
}
