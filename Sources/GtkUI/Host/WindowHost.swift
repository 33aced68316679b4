import CGtk
import GtkUICore

/// A GTK window showing a view graph, with a header bar that navigation and sheets drive.
///
/// The header bar shows the title (from the scene or `.navigationTitle`) and, while a page
/// is pushed, a back button named "Back" for assistive technologies; Escape and Alt+Left
/// go back too. Closing the window unmounts the views and releases every widget, handler
/// and subscription.
@MainActor
public final class WindowHost: WindowChrome {
    /// The window.
    public let window: Gtk.Window
    /// The window's header bar, for apps that add their own controls.
    public let headerBar = Gtk.HeaderBar()
    /// The view graph behind the window's content.
    public let graph: ViewGraph
    let titleLabel = Gtk.Label()
    /// `.navigationSubtitle`'s line under the title, shown in ``titleBox`` while it has text.
    let subtitleLabel = Gtk.Label()
    /// The title over the subtitle, the header bar's title widget while there is a subtitle.
    let titleBox = Gtk.Box(orientation: .vertical)
    private let backButton = Gtk.Button()
    private var backAction: (@MainActor () -> Void)?
    private var sheets: [Gtk.Window] = []
    /// What the views read as `\.scenePhase` and `\.colorScheme`.
    public let sceneState = _SceneState()
    /// Follows the window's surface (minimized or not) while it is realized.
    var surfaceObserver: Gtk.Object?
    /// Follows the desktop's text scaling factor while the window is open.
    var settingsObserver: Gtk.Object?
    /// Set while a size class update waits for the window's new size to be allocated.
    var sizeClassUpdateScheduled = false
    /// The toolbar items of the window's header bar and of each sheet's, by window.
    var headerBarToolbars: [ObjectIdentifier: HeaderBarToolbar] = [:]
    /// Runs once the window has closed (by a person or ``close()``).
    public var onClose: (@MainActor () -> Void)?

    /// Creates a window host; `window` is usually from ``Gtk/Application/makeWindow()``.
    public init(window: Gtk.Window, backend: GtkBackend, title: String) {
        self.window = window
        sceneTitle = title
        graph = ViewGraph(backend: backend)
        installStyle()
        titleLabel.addCSSClass("title")
        titleLabel.wraps = false
        headerBar.setTitleWidget(titleLabel)
        backButton.setIconName("go-previous-symbolic")
        nameBackButton(for: Localization.defaultLocale)
        backButton.isVisible = false
        backButton.connect("clicked") { [weak self] in self?.goBack() }
        headerBar.packStart(backButton)
        window.setTitlebar(headerBar)
        window.setDefaultSize(width: 520, height: 420)
        window.addShortcut("Escape|<Alt>Left") { [weak self] in self?.goBack() ?? false }
        // F10 opens the main menu, as in GNOME apps. Seen before GTK's own F10 binding, which
        // only focuses a primary menu button.
        window.addKeyController { [weak self] keyval, _, state, isDown in
            isDown && (self?.openMainMenu(keyval: keyval, modifiers: state) ?? false)
        }
        window.connectReturningBool("close-request") { [weak self] in
            self?.tearDown()
            return false
        }
        setTitle(title)
        followSceneState()
    }

    /// Shows `view` as the window's content, replacing what was shown.
    public func show<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
        var environment = environment
        environment.windowChrome = self
        environment._sceneState = sceneState
        nameBackButton(for: environment.locale)
        let root = graph.mount(view, environment: environment) as! Gtk.Widget
        root.isPageRoot = true
        (graph.backend as! GtkBackend).placePageRoot(root)
        window.setChild(root)
    }

    /// Names the back button, for assistive technologies and its tooltip, in `locale`'s language.
    private func nameBackButton(for locale: Locale) {
        let backName = Localization.translate("Back", locale: locale)
        backButton.setAccessibleLabel(backName)
        backButton.tooltip = backName
    }

    /// Uses the back button: pops the top navigation page.
    ///
    /// - Returns: Whether there was a page to go back from.
    @discardableResult
    public func goBack() -> Bool {
        guard backButton.isVisible, let backAction else { return false }
        backAction()
        return true
    }

    /// Whether the back button is shown (a page is pushed).
    public var isBackButtonVisible: Bool { backButton.isVisible }

    /// The back button widget.
    public var backButtonWidget: Gtk.Button { backButton }

    /// The title shown in the header bar.
    public var title: String { titleLabel.text }

    /// The scene's title, shown while no `.navigationTitle` names the window.
    public let sceneTitle: String

    /// Sheets presented above the window, oldest first.
    public var presentedSheets: [Gtk.Window] { sheets }

    /// Shows `title` in the header bar's title label and as the window's title, when it changed.
    public func setTitle(_ title: String) {
        guard titleLabel.text != title else { return }
        titleLabel.text = title
        window.title = title
    }

    /// Shows or hides the header bar's back button; `action` runs when it is clicked or, while it is
    /// shown, on Escape or Alt+Left (see ``goBack()``).
    public func setBackButton(visible: Bool, action: (@MainActor () -> Void)?) {
        backAction = action
        if backButton.isVisible != visible { backButton.isVisible = visible }
    }

    /// Shows `content` in a modal 360×240 window over this one; Escape or the close button closes it
    /// and calls `onDismiss`. Returns that window.
    public func presentSheet(_ content: BackendWidget, onDismiss: @escaping @MainActor () -> Void) -> AnyObject {
        presentModal(content, maximized: false, onDismiss: onDismiss)
    }

    /// Shows `content` in a modal window over this one, 360×240 or maximized (a full-screen
    /// cover); Escape or the close button closes it and calls `onDismiss`. Returns that window,
    /// which ``dismissSheet(_:)`` closes.
    func presentModal(_ content: BackendWidget, maximized: Bool, onDismiss: @escaping @MainActor () -> Void)
        -> AnyObject
    {
        let sheet = Gtk.Window()
        sheet.setTransient(for: window, modal: true)
        let sheetHeaderBar = Gtk.HeaderBar()
        // GTK's own title label would be a nameless label (read as “GtkLabel”) in an untitled
        // sheet; this one shows a navigation title and hides while there is none.
        let sheetTitle = Gtk.Label()
        sheetTitle.addCSSClass("title")
        sheetTitle.wraps = false
        sheetTitle.isVisible = false
        sheetHeaderBar.setTitleWidget(sheetTitle)
        sheet.setTitlebar(sheetHeaderBar)
        let sheetToolbar = HeaderBarToolbar(headerBar: sheetHeaderBar, backend: graph.backend as! GtkBackend)
        sheetToolbar.sheetTitleLabel = sheetTitle
        headerBarToolbars[ObjectIdentifier(sheet)] = sheetToolbar
        sheet.setDefaultSize(width: 360, height: 240)
        if maximized { sheet.maximize() }
        let widget = content as! Gtk.Widget
        widget.isPageRoot = true
        (graph.backend as! GtkBackend).placePageRoot(widget)
        sheet.setChild(widget)
        sheet.addShortcut("Escape") { [weak sheet] in
            if sheet?.isDeletable == true { sheet?.close() }
            return true
        }
        sheet.connectReturningBool("close-request") { [weak self, weak sheet] in
            // `.interactiveDismissDisabled()` inside made the sheet undeletable: it stays.
            if sheet?.isDeletable == false { return true }
            // The user closed it: tell the view first, then let GTK destroy the window.
            if let self, let sheet, let index = self.sheets.firstIndex(where: { $0 === sheet }) {
                self.sheets.remove(at: index)
                self.headerBarToolbars[ObjectIdentifier(sheet)] = nil
                sheet.disconnectAllSignals()
                // Hidden first, so the window under it counts as uncovered for focused values.
                sheet.isVisible = false
                onDismiss()
                self.sheetDidClose(sheet)
            }
            return false
        }
        sheets.append(sheet)
        followFocusedValues(in: sheet)
        sheet.present()
        return sheet
    }

    /// Hides the sheet's close button and makes Escape and the window manager's close leave
    /// it open while `disabled`.
    public func setInteractiveDismissDisabled(_ disabled: Bool, for sheet: AnyObject) {
        guard let sheet = sheet as? Gtk.Window, sheets.contains(where: { $0 === sheet }) else { return }
        if sheet.isDeletable == disabled { sheet.isDeletable = !disabled }
    }

    /// Destroys a window from ``presentSheet(_:onDismiss:)`` without calling its `onDismiss`;
    /// anything else is ignored.
    public func dismissSheet(_ sheet: AnyObject) {
        guard let sheet = sheet as? Gtk.Window, let index = sheets.firstIndex(where: { $0 === sheet }) else { return }
        sheets.remove(at: index)
        headerBarToolbars[ObjectIdentifier(sheet)] = nil
        sheet.disconnectAllSignals()
        WidgetAnimator.stopAll(in: sheet)
        sheet.setChild(nil)
        sheet.destroy()
        sheetDidClose(sheet)
    }

    /// Unmounts the views and destroys the window.
    public func close() {
        tearDown()
        window.disconnectAllSignals()
        window.destroy()
    }

    private func tearDown() {
        for sheet in sheets { dismissSheet(sheet) }
        graph.unmount()
        // Views still going out under their transitions are in the window until they end.
        WidgetAnimator.stopAll(in: window)
        stopFollowingSceneState()
        let onClose = self.onClose
        self.onClose = nil
        onClose?()
        backButton.disconnectAllSignals()
        backAction = nil
        window.removeAddedControllers()
    }

    private func installStyle() {
        guard !Self.styleInstalled else { return }
        Self.styleInstalled = true
        Gtk.StyleSheet(priority: 500).load(GtkUIStyle.css + "\n" + GtkTypeScale.css)
        Gtk.Appearance.followSystemColorScheme()
    }

    private static var styleInstalled = false
}

/// The framework's own CSS: how GtkUI's widgets look before any app style.
///
/// Its priority (500) is above the theme's, so these rules win over the theme's whatever their
/// selectors; app style sheets (600) win over them.
enum GtkUIStyle {
    static let css = """
        /* .buttonStyle(.plain), and a button whose label draws its own box (background, border): the label alone. */
        button.gtkui-plain-button { padding: 0; min-height: 0; min-width: 0; background: none; border: none; box-shadow: none; }
        button.gtkui-plain-button:focus-visible > * { outline: 2px solid alpha(@theme_selected_bg_color, 0.5); outline-offset: 1px; }
        button.gtkui-plain-button:hover > .gtkui-box { filter: brightness(1.08); }
        button.gtkui-plain-button:active > .gtkui-box { filter: brightness(0.92); }
        /* A custom ButtonStyle draws the whole button: no theme chrome, colour or dimming. */
        button.gtkui-custom-style-button { padding: 0; min-height: 0; min-width: 0; background: none; border: none; \
        box-shadow: none; color: inherit; text-shadow: none; -gtk-icon-filter: none; -gtk-icon-shadow: none; transition: none; }
        button.gtkui-custom-style-button:focus-visible > * { outline: 2px solid alpha(@theme_selected_bg_color, 0.5); outline-offset: 1px; }
        button.gtkui-custom-style-button image:disabled { -gtk-icon-filter: none; }
        /* A view that takes focus for its .accessibilityAction shows where the keyboard is, as a control does. */
        .gtkui-accessibility-element:focus-visible { outline: 2px solid alpha(@theme_selected_bg_color, 0.5); \
        outline-offset: 1px; border-radius: 4px; }
        /* A determinate ProgressView in the circular style draws in the accent colour (GTK 4.8 names it theme_selected_bg_color). */
        .gtkui-progress-ring { color: @theme_selected_bg_color; }
        /* .controlSize: padding, minimum height and font size around GNOME's regular 24 px button. */
        button.gtkui-control-mini { min-height: 16px; min-width: 12px; padding: 0 4px; font-size: 75%; }
        button.gtkui-control-small { min-height: 20px; min-width: 14px; padding: 2px 6px; font-size: 87%; }
        button.gtkui-control-large { min-height: 34px; min-width: 24px; padding: 8px 16px; }
        button.gtkui-control-extra-large { min-height: 44px; min-width: 32px; padding: 12px 22px; font-size: 118%; }
        /* .redacted(reason: .placeholder): text as a rounded block of its size. */
        label.gtkui-redacted { color: transparent; background-color: alpha(@theme_fg_color, 0.15); border-radius: 4px; }
        """
}
