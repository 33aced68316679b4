import Foundation
import GtkUI

/// Mounts a view in a real GTK window on a headless display and drives it as a user would.
///
/// ```swift
/// let host = try GtkTestHost(ContentView())
/// host.type("123", into: host.field(placeholder: "Enter a number"))
/// #expect(!host.isShown(text: "Please enter a number"))
/// ```
///
/// The display is started on first use (see ``HeadlessDisplay``); animations are off so each
/// step settles deterministically.
@MainActor
public final class GtkTestHost {
    /// The window and its header bar.
    public let windowHost: WindowHost
    /// The app's windows when the host runs an app (``init(app:)``), else nil.
    public let appWindows: AppWindows?
    /// The shared GTK backend used by every test host in the process.
    public static var backend: GtkBackend {
        if let shared = sharedBackend { return shared }
        let backend = GtkBackend()
        sharedBackend = backend
        return backend
    }
    private static var sharedBackend: GtkBackend?

    /// Opens a window titled `title` showing `view` and waits until it is on screen.
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(), title: String = "Sample")
        throws
    {
        try Self.startGTK()
        windowHost = WindowHost(window: Gtk.Window(), backend: Self.backend, title: title)
        appWindows = nil
        windowHost.show(view, environment: environment)
        windowHost.window.present()
        waitUntilIdle()
    }

    /// Runs `app` as GtkUI's app runner does — its launch window, with each scene's title,
    /// size and environment; `openWindow` and `openSettings` open its other scenes — and waits
    /// until the launch window is on screen. The host drives the launch window;
    /// ``appWindows`` has the others.
    ///
    /// ```swift
    /// let host = try GtkTestHost(app: NotesApp())
    /// try host.pressKeys("ctrl+comma")
    /// #expect(host.appWindows?.settingsHost != nil)
    /// ```
    public init<A: App>(app: A) throws {
        try Self.startGTK()
        app._installAppProperties()
        let windows = AppWindows(scenes: app.body._windows, backend: Self.backend, makeWindow: { Gtk.Window() })
        guard let launch = windows.openLaunchWindow() else {
            throw TestHostError("\(A.self) declares no WindowGroup, so it opens no window")
        }
        appWindows = windows
        windowHost = launch
        waitUntilIdle()
    }

    /// Starts the headless display and GTK once per process.
    public static func startGTK() throws {
        try HeadlessDisplay.ensure()
        try Gtk.initialize()
        Gtk.Settings.enablesAnimations = false
    }

    /// Counters of body evaluations and widget writes.
    public var statistics: RenderStatistics { windowHost.graph.statistics }

    /// The window.
    public var window: Gtk.Window { windowHost.window }

    // MARK: Running

    /// Runs the main loop until no update pass or GTK event is pending and the window is
    /// mapped, or until `timeout` seconds pass.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, in seconds.
    ///   - includingLateChecks: Whether to first let the graph's late re-check after an
    ///     `objectWillChange` from another thread come due (`ViewGraph.lateChangeCheckDelay`).
    public func waitUntilIdle(timeout: Double = 5, includingLateChecks: Bool = false) {
        if includingLateChecks {
            let due = Date().addingTimeInterval(ViewGraph.lateChangeCheckDelay + 0.005)
            while Date() < due {
                if !Gtk.MainLoop.iterate() { usleep(1000) }
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        var quietRounds = 0
        while Date() < deadline {
            if Gtk.MainLoop.iterate() || windowHost.graph.hasPendingUpdates {
                quietRounds = 0
                continue
            }
            let mapped =
                window.isMapped && windowHost.presentedSheets.allSatisfy(\.isMapped)
                && alertWindows.allSatisfy(\.window.isMapped)
            quietRounds += 1
            // A few quiet rounds a millisecond apart let X round trips (mapping) arrive.
            if mapped && quietRounds > 3 { return }
            usleep(1000)
        }
    }

    /// Lets work queued on the main actor run — `.task` bodies, `Task { @MainActor in … }` —
    /// then settles, as a running app's main loop would between events.
    ///
    /// A synchronous test occupies the main actor, so such jobs wait until it suspends;
    /// this suspends it a few times.
    public func waitForTasks() async {
        for _ in 0..<3 {
            await Task.yield()
            waitUntilIdle()
        }
    }

    // MARK: Finding

    /// Every widget in the window (header bar included), its sheets and its alerts, depth first.
    public var allWidgets: [Gtk.Widget] {
        ([window] + windowHost.presentedSheets + alertWindows.map(\.window)).flatMap { descendants(of: $0) }
    }

    private func descendants(of widget: Gtk.Widget) -> [Gtk.Widget] {
        [widget] + widget.children.flatMap { descendants(of: $0) }
    }

    /// `widget` and what it draws itself: its descendants, leaving out the popovers attached to
    /// it (a `.popover`'s content is not the button's label).
    private func contentWidgets(of widget: Gtk.Widget) -> [Gtk.Widget] {
        [widget] + widget.children.filter { !$0.isPopover }.flatMap { contentWidgets(of: $0) }
    }

    /// Labels on screen, in order.
    public var shownLabels: [Gtk.Label] {
        allWidgets.compactMap { $0 as? Gtk.Label }.filter(\.isMapped)
    }

    /// The text of every label on screen, in order.
    public var shownTexts: [String] { shownLabels.map(\.text).filter { !$0.isEmpty } }

    /// The label on screen showing exactly `text`, if any.
    public func label(_ text: String) -> Gtk.Label? {
        shownLabels.first { $0.text == text }
    }

    /// The label on screen inside `root` (another window of the app, a sheet) showing exactly `text`.
    public func label(_ text: String, in root: Gtk.Widget) -> Gtk.Label? {
        widgets(in: root).compactMap { $0 as? Gtk.Label }.first { $0.isMapped && $0.text == text }
    }

    /// Whether a label showing exactly `text` is on screen (mapped, on the visible page).
    public func isShown(text: String) -> Bool { label(text) != nil }

    /// The sheets presented above the window, oldest first; pass one as `in:` to look only
    /// inside it.
    public var sheets: [Gtk.Window] { windowHost.presentedSheets }

    /// `root` and everything inside it, or every widget of the window and its sheets.
    func widgets(in root: Gtk.Widget?) -> [Gtk.Widget] {
        root.map { descendants(of: $0) } ?? allWidgets
    }

    /// The text field on screen whose placeholder is `placeholder`; the first one, window
    /// before sheets, when several share it.
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder the field shows.
    ///   - root: Where to look, such as one of ``sheets``; everywhere when nil.
    public func field(placeholder: String, in root: Gtk.Widget? = nil) throws -> Gtk.Entry {
        guard let entry = fields(placeholder: placeholder, in: root).first else {
            throw TestHostError(
                "no text field with placeholder “\(placeholder)” on screen; placeholders: "
                    + widgets(in: root).compactMap { ($0 as? Gtk.Entry)?.placeholder }.joined(separator: ", "))
        }
        return entry
    }

    /// Every text field on screen whose placeholder is `placeholder`, in order, window
    /// before sheets.
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder the fields show.
    ///   - root: Where to look, such as one of ``sheets``; everywhere when nil.
    public func fields(placeholder: String, in root: Gtk.Widget? = nil) -> [Gtk.Entry] {
        widgets(in: root).compactMap { $0 as? Gtk.Entry }.filter { $0.placeholder == placeholder && $0.isMapped }
    }

    /// The button on screen whose label reads `text`.
    ///
    /// - Parameters:
    ///   - text: The text of the button's label.
    ///   - root: Where to look, such as one of ``sheets``; everywhere when nil.
    public func button(_ text: String, in root: Gtk.Widget? = nil) throws -> Gtk.Button {
        for button in widgets(in: root).compactMap({ $0 as? Gtk.Button }) where button.isMapped {
            if button.label == text || contentWidgets(of: button).contains(where: { ($0 as? Gtk.Label)?.text == text })
            {
                return button
            }
        }
        throw TestHostError("no button labelled “\(text)” on screen; texts shown: \(shownTexts)")
    }

    /// The switch on screen next to the label `text`.
    public func toggle(_ text: String) throws -> Gtk.Switch {
        for widget in allWidgets where widget.isMapped {
            let children = widget.children
            if children.contains(where: { ($0 as? Gtk.Label)?.text == text }),
                let control = children.compactMap({ $0 as? Gtk.Switch }).first
            {
                return control
            }
        }
        throw TestHostError("no toggle labelled “\(text)” on screen")
    }

    /// Widgets on screen with the accessible role `role`.
    public func widgets(role: Gtk.AccessibleRole) -> [Gtk.Widget] {
        allWidgets.filter { $0.isMapped && $0.accessibleRole == role }
    }

    // MARK: Reading

    /// The title shown in the header bar.
    public var title: String { windowHost.title }

    /// Whether the header bar's back button is shown.
    public var isBackButtonShown: Bool { windowHost.isBackButtonVisible && windowHost.backButtonWidget.isMapped }

    /// Saves the window as it looks now to a PNG file.
    public func screenshot(to path: String) throws {
        waitUntilIdle()
        try window.savePNG(to: path)
    }

    /// Closes any menu still open and the window, unmounting every view.
    public func close() {
        // An open menu keeps its pointer grab after its window closes, and later tests' clicks
        // would go to it.
        for menu in openMenus { menu.popdownIfPopover() }
        if let appWindows { appWindows.closeAll() } else { windowHost.close() }
        waitUntilIdle(timeout: 0.05)
    }
}

/// A test host lookup that found nothing; the message lists what was there.
public struct TestHostError: Error, CustomStringConvertible {
    /// What was looked for and what was found instead.
    public let description: String
    init(_ description: String) { self.description = description }
}
