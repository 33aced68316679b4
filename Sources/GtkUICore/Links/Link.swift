import Foundation

/// A control that opens a URL, drawn as a GNOME link (a `GtkLinkButton`).
///
/// Clicking it — or Enter or Space while it has focus — calls the environment's
/// ``EnvironmentValues/openURL`` action, which opens the URL with the desktop's handler unless
/// a view above handles it. Its label names it for screen readers, which announce it as a link.
///
/// ```swift
/// Link("GNOME Website", destination: URL(string: "https://www.gnome.org")!)
/// Link(destination: helpURL) {
///     Label("Help", systemImage: "questionmark.circle")
/// }
/// ```
public struct Link<Label: View>: View, PrimitiveView {
    /// Links are primitive.
    public typealias Body = Never
    let destination: URL
    let label: Label

    /// Creates a link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { LinkNode(graph: graph) }
}

extension Link where Label == Text {
    /// Creates a link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A ``Link`` without its label's type.
@MainActor
protocol LinkRepresentable {
    var linkDestination: URL { get }
    var linkLabel: any View { get }
}

extension Link: LinkRepresentable, ButtonRepresentable {
    var linkDestination: URL { destination }
    var linkLabel: any View { label }
    // The node opens the destination itself, through the environment's action.
    var performAction: @MainActor () -> Void { {} }
    var labelView: any View { label }
    var buttonAccessibleName: String? { nil }
    var buttonRole: ButtonRole? { nil }
}

/// Renders a ``Link``: a button of the backend's link kind that opens the destination through
/// the environment's ``OpenURLAction`` when activated.
@MainActor
final class LinkNode: ButtonNode {
    private var destination: URL?

    override func makeContainer() -> BackendWidget {
        guard let links = graph.backend as? any LinkBackend else { return super.makeContainer() }
        return links.makeLink { [weak self] in self?.activate() }
    }

    override func activate() {
        guard let destination else { return }
        environment.openURL(destination)
    }

    override func configure(_ container: BackendWidget, with view: any View) {
        super.configure(container, with: view)
        let destination = (view as! LinkRepresentable).linkDestination
        self.destination = destination
        (graph.backend as? any LinkBackend)?.updateLink(container, destination: destination)
    }
}
