import GtkUICore
import GtkUICoreTesting

/// What a program needs of the window its app is mounted in, on the in-memory backend or on
/// real GTK widgets.
@MainActor
public protocol ProgramWindow: AnyObject {
    /// The graph holding the app's nodes.
    var graph: ViewGraph { get }
    /// The label texts of the page on top, in order, without the title and the fields'
    /// placeholders.
    var pageTexts: [String] { get }
    /// The title shown.
    var title: String { get }
    /// Whether the back button is shown.
    var isBackButtonShown: Bool { get }
    /// The text of the field with this placeholder, on any page; nil when there is none.
    func fieldText(placeholder: String) -> String?
    /// Clicks the button labelled `label`, on any page (a control on a covered page too, as
    /// code may trigger it); returns false when there is none.
    func click(_ label: String) -> Bool
    /// Replaces the text of the field with this placeholder at once, as a paste does; returns
    /// false when there is none.
    func type(_ text: String, placeholder: String) -> Bool
    /// Uses the back button.
    func goBack()
    /// Runs the main loop until nothing is pending, the late re-check after an
    /// `objectWillChange` from another thread included when `includingLateChecks`.
    func settle(includingLateChecks: Bool)
    /// Closes the window, unmounting the app.
    func close()
}

/// A ``ProgramWindow`` on the in-memory backend.
@MainActor
final class CoreProgramWindow: ProgramWindow {
    private let host: CoreHost

    init(_ models: ProgramModels) { host = CoreHost(models.app) }

    var graph: ViewGraph { host.graph }
    var pageTexts: [String] { host.texts }
    var title: String { host.chrome.title }
    var isBackButtonShown: Bool { host.chrome.isBackButtonVisible }

    func fieldText(placeholder: String) -> String? { field(placeholder)?.text }

    // The host's own finders stop the process when nothing matches; a property reports it.
    func click(_ label: String) -> Bool {
        guard let button = host.allWidgets.first(where: { $0.kind == "Label" && $0.text == label })?.enclosingButton
        else { return false }
        button.click()
        return true
    }

    func type(_ text: String, placeholder: String) -> Bool {
        guard let field = field(placeholder) else { return false }
        field.type(text)
        return true
    }

    func goBack() { host.chrome.goBack() }

    /// Runs delayed work too, whether asked or not: no real time passes on this backend.
    func settle(includingLateChecks: Bool) { host.settle(includingDelayed: true) }

    func close() { host.unmount() }

    private func field(_ placeholder: String) -> TestWidget? {
        host.allWidgets.first { $0.kind == "Entry" && $0.properties["placeholder"] as? String == placeholder }
    }
}
