import Foundation

/// A scene that opens windows showing `content`: the app's first one at launch, others with
/// `openWindow(id:)`.
///
/// ```swift
/// WindowGroup("Notes") { ContentView() }
///     .defaultSize(width: 800, height: 600)
/// WindowGroup("Inspector", id: "inspector") { InspectorView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let id: String?
    let content: Content
    /// For `WindowGroup(for:)`: the type of value its windows present, and their content for one.
    var presentation: WindowDescription.ValuePresentation?

    /// Creates a window group whose windows show `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: "", id: nil, content: content())
    }

    /// Creates a window group titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// Creates a window group titled with a localized key (translated for the default locale).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved(for: Localization.defaultLocale), id: nil, content: content())
    }

    /// Creates a window group titled with a text.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: ControlLabelSummary(title, in: EnvironmentValues()).text, id: nil, content: content())
    }

    /// Creates a window group that `openWindow(id:)` opens by `id`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: "", id: id, content: content())
    }

    /// Creates a titled window group that `openWindow(id:)` opens by `id`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    /// Creates a window group with a localized title that `openWindow(id:)` opens by `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved(for: Localization.defaultLocale), id: id, content: content())
    }

    init(title: String, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// One window.
    public var _windows: [WindowDescription] {
        var window = WindowDescription(title: title, content: content)
        window.id = id
        window.presentation = presentation
        return [window]
    }
}

/// The app's settings, shown in a preferences window that Ctrl+, (GNOME's shortcut) or
/// `openSettings()` opens — one at a time.
///
/// ```swift
/// Settings { PreferencesView() }
/// ```
public struct Settings<Content: View>: Scene {
    let content: Content

    /// Creates the settings scene.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The preferences window, opened on request.
    public var _windows: [WindowDescription] {
        var window = WindowDescription(title: Localization.translate("Preferences"), content: content)
        window.isSettings = true
        window.defaultSize = CGSize(width: 480, height: 400)
        return [window]
    }
}

/// How a person can resize a scene's windows.
public struct WindowResizability: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, contentSize, contentMinSize }
    let kind: Kind

    /// GTK's default: resizable, no smaller than the content.
    public static let automatic = WindowResizability(kind: .automatic)
    /// Sized by the content and not resizable by a person.
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// Resizable, no smaller than the content (as `.automatic` on GTK).
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}

/// A scene with one window property changed, such as its default size.
public struct _WindowPropertyScene<Base: Scene>: Scene {
    let base: Base
    let change: @MainActor (inout WindowDescription) -> Void

    /// The base scene's windows, changed.
    public var _windows: [WindowDescription] {
        base._windows.map { window in
            var window = window
            change(&window)
            return window
        }
    }
}

extension Scene {
    /// Opens the scene's windows at `width` × `height` points; a person can still resize them.
    public func defaultSize(width: CGFloat, height: CGFloat) -> _WindowPropertyScene<Self> {
        _WindowPropertyScene(base: self) { $0.defaultSize = CGSize(width: width, height: height) }
    }

    /// Opens the scene's windows at `size`.
    public func defaultSize(_ size: CGSize) -> _WindowPropertyScene<Self> {
        defaultSize(width: size.width, height: size.height)
    }

    /// Sets how a person can resize the scene's windows.
    public func windowResizability(_ resizability: WindowResizability) -> _WindowPropertyScene<Self> {
        _WindowPropertyScene(base: self) { $0.resizability = resizability }
    }
}
