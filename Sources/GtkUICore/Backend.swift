/// A widget created by a backend; the core only stores and passes it back.
public typealias BackendWidget = AnyObject

/// Turns the view graph's decisions into widgets of one toolkit.
///
/// Design notes:
/// - The view graph decides *what* changed; a backend only knows *how* to apply a change to a
///   widget. State changes always go through the graph, never straight into widgets.
/// - Each widget kind has a `make…` and an `update…`. `update…` receives the complete
///   description and must write only the properties that differ from the widget's current
///   ones, recording each write in ``statistics`` — tests assert those counts.
/// - Widget callbacks (`onChange`, `action`) are fixed at creation and call into the node,
///   which forwards to the latest closure from the view, so updates never rewire signals.
/// - ``setChildren(_:of:)`` receives the full ordered child list; the backend inserts,
///   removes and reorders only what differs.
/// - Everything runs on the main actor except ``scheduler``, which any thread may use.
@MainActor
public protocol Backend: AnyObject {
    /// Counts of body evaluations and widget writes.
    var statistics: RenderStatistics { get }
    /// Runs work on the toolkit's main loop; callable from any thread.
    nonisolated var scheduler: any MainLoopScheduler { get }

    /// Creates a row or column container.
    func makeStack(axis: Axis) -> BackendWidget
    /// Updates a stack's spacing and how it aligns children across its axis.
    func updateStack(_ stack: BackendWidget, spacing: Double, alignment: AxisAlignment)
    /// Sets a container's children, in order, changing only what differs.
    func setChildren(_ children: [BackendWidget], of container: BackendWidget)

    /// Creates a text label; an `announced` one is spoken by screen readers when it appears
    /// (it appeared in response to a change, like a validation message).
    func makeText(announced: Bool) -> BackendWidget
    /// Updates a label's text.
    func updateText(_ text: BackendWidget, content: String)

    /// Creates a one-line text field that reports each edit to `onChange`.
    func makeTextField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget
    /// Updates a text field; the text is written only when it differs from what is shown.
    func updateTextField(_ field: BackendWidget, text: String, placeholder: String, style: TextFieldStyleKind)

    /// Creates a button that calls `action` when activated.
    func makeButton(action: @escaping @MainActor () -> Void) -> BackendWidget
    /// Sets the widget shown inside a button and its accessible name.
    func updateButton(_ button: BackendWidget, content: BackendWidget, accessibleName: String?)

    /// Creates flexible empty space along `axis`.
    func makeSpacer(axis: Axis?, minLength: Double?) -> BackendWidget

    /// Creates a box that draws decorations (frame, padding, colours, border) around one child.
    func makeDecoration() -> BackendWidget
    /// Updates a decoration's style and child.
    func updateDecoration(_ decoration: BackendWidget, style: DecorationStyle, child: BackendWidget?)

    /// Whether ``decorateInPlace(_:style:)`` can draw a decoration on `widget` itself: a
    /// widget whose own box can show padding, colours and borders (a label, a stack) and that
    /// no other decoration draws on yet.
    func canDecorateInPlace(_ widget: BackendWidget) -> Bool
    /// Draws `style` (never a frame) on `widget` itself instead of a box around it; nil
    /// removes what an earlier call drew.
    func decorateInPlace(_ widget: BackendWidget, style: DecorationStyle?)

    /// Creates a container showing one page of a navigation stack at a time.
    func makeNavigationStack() -> BackendWidget
    /// Shows `pages` (root first); the last one is visible. Changes animate as push or pop.
    func updateNavigationStack(_ stack: BackendWidget, pages: [BackendWidget])

    /// Releases a widget the graph no longer uses (signal handlers, references).
    func discard(_ widget: BackendWidget)
}

/// Runs closures on a toolkit's main loop.
public protocol MainLoopScheduler: Sendable {
    /// Queues `body` to run on the main loop soon; callable from any thread.
    func schedule(_ body: @escaping @Sendable @MainActor () -> Void)
    /// Queues `body` to run on the main loop once `seconds` have passed; callable from any thread.
    func schedule(after seconds: Double, _ body: @escaping @Sendable @MainActor () -> Void)
}

/// What the window around the views offers them: title, back button, sheets.
///
/// Window hosts (the app's windows, the test host) put one in the environment.
@MainActor
public protocol WindowChrome: AnyObject {
    /// Shows `title` in the title bar.
    func setTitle(_ title: String)
    /// The scene's own title (`WindowGroup("Title")`), shown while no view names the window.
    var sceneTitle: String { get }
    /// Shows or hides the title bar's back button; `action` runs when it is used
    /// (clicked, Escape, Alt+Left).
    func setBackButton(visible: Bool, action: (@MainActor () -> Void)?)
    /// Presents `content` modally above the window; `onDismiss` runs if the user closes it.
    func presentSheet(_ content: BackendWidget, onDismiss: @escaping @MainActor () -> Void) -> AnyObject
    /// Closes a sheet returned by ``presentSheet(_:onDismiss:)``.
    func dismissSheet(_ sheet: AnyObject)
    /// Stops (`true`) or again lets the user close `sheet` with its close button or Escape.
    func setInteractiveDismissDisabled(_ disabled: Bool, for sheet: AnyObject)
    /// Shows `subtitle` on a second line under the title; an empty one removes the line.
    func setSubtitle(_ subtitle: String)
}

extension WindowChrome {
    /// No scene title: the title bar is empty while no view names the window.
    public var sceneTitle: String { "" }

    /// Stops (or again lets) the user close `sheet` (from ``presentSheet(_:onDismiss:)``) with
    /// its close button or Escape, for `.interactiveDismissDisabled(_:)`. Chromes that cannot
    /// stop a close ignore it.
    public func setInteractiveDismissDisabled(_ disabled: Bool, for sheet: AnyObject) {}

    /// No subtitle line: chromes without one ignore `.navigationSubtitle`.
    public func setSubtitle(_ subtitle: String) {}
}

/// The look of a text field.
public enum TextFieldStyleKind: Sendable, Equatable {
    /// The platform default.
    case automatic
    /// A field with a rounded border.
    case roundedBorder
    /// No border.
    case plain
}
