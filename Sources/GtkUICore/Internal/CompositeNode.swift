import Foundation

/// Renders a view with a `body`: keeps its dynamic-property storage, decides whether the body
/// must be evaluated again, and reconciles the body's result.
@MainActor
final class CompositeNode: ViewNode {
    private(set) var view: (any View)?
    private var body: (any View)?
    private var child: ViewNode?
    /// Persistent storage for the view's dynamic properties, by declaration order.
    var slots: [AnyObject?] = []
    private var installation = PropertyInstallation()
    /// A diagnostic that stops the body from being evaluated (a missing environment object).
    private var failure: DataFlowDiagnostic?

    override var hostWidgets: [BackendWidget] { child?.hostWidgets ?? [] }
    override func appendHostWidgets(to widgets: inout [BackendWidget]) { child?.appendHostWidgets(to: &widgets) }
    override var childNodes: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(_ newView: any View, environment newEnvironment: EnvironmentValues) {
        let previous = view
        let environmentChanged = newEnvironment.version != environment.version
        view = newView
        environment = newEnvironment
        let installChanged = installProperties()
        let inputsChanged = previous.map { !ViewInputs.areEqual($0, newView) } ?? true
        if isDirty || inputsChanged || installChanged || failure != nil {
            evaluateBody()
        } else if environmentChanged, let body {
            // The body's inputs are unchanged but descendants may read the new environment.
            lastUpdatedPass = graph.passCount
            let before = child?.hostWidgets
            child = reconcilingChildren { reconcile(child, with: body, environment: newEnvironment) }
            if let before, !sameWidgets(before, child?.hostWidgets) { parent?.hostWidgetsDidChange() }
        } else {
            lastUpdatedPass = graph.passCount
        }
    }

    override func rerender() {
        guard view != nil else { return }
        _ = installProperties()
        evaluateBody()
    }

    override func unmount() {
        installation.tearDown()
        slots.removeAll()
        super.unmount()
        child = nil
    }

    /// Links the view's property wrappers to this node's persistent storage, rewriting the
    /// node's copy of the view (see ``PropertyInstaller``).
    ///
    /// - Returns: Whether a value the body depends on through the environment changed.
    private func installProperties() -> Bool {
        guard let view else { return false }
        let plan = PropertyInstaller.plan(for: Swift.type(of: view))
        failure = nil
        guard !plan.isEmpty else { return false }
        installation.begin()
        func install<V: View>(_ view: V) -> (any View, Bool) {
            var copy = view
            let changed = PropertyInstaller.install(
                plan, in: &copy, node: self, installation: &installation, failure: &failure)
            return (copy, changed)
        }
        let (installed, changed) = _openExistential(view, do: install)
        self.view = installed
        installation.end()
        return changed
    }

    /// Calls `update()` on the view's own dynamic properties, as SwiftUI does before a body.
    private func updateDynamicProperties() {
        guard let view else { return }
        let plan = PropertyInstaller.plan(for: Swift.type(of: view))
        guard plan.hasUpdates else { return }
        func update<V: View>(_ view: V) -> any View {
            var copy = view
            PropertyInstaller.update(plan, in: &copy)
            return copy
        }
        self.view = _openExistential(view, do: update)
    }

    private func evaluateBody() {
        guard view != nil else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        let newBody: any View
        if let failure {
            graph.report(failure)
            newBody = DiagnosticView(message: failure.description)
        } else {
            graph.statistics.recordBodyEvaluation(of: viewType)
            // What update() reads is a dependency of the body, as it is in SwiftUI.
            newBody = trackingReads {
                updateDynamicProperties()
                return evaluate(view!)
            }
        }
        body = newBody
        let previousWidgets = child?.hostWidgets
        child = reconcilingChildren { reconcile(child, with: newBody, environment: environment) }
        if let previousWidgets, !sameWidgets(previousWidgets, child?.hostWidgets) {
            parent?.hostWidgetsDidChange()
        }
    }

    private func evaluate(_ view: any View) -> any View {
        if let provider = view as? BodyProviding { return provider.computedBody }
        return body(of: view)
    }

    private func body<V: View>(of view: V) -> any View { view.body }
}

/// What property wrappers share while one view struct is being installed.
@MainActor
struct PropertyInstallation {
    private var subscriptions: [ObjectIdentifier: AnyObject] = [:]
    private var seen: Set<ObjectIdentifier> = []

    mutating func begin() { seen.removeAll() }

    /// Keeps one subscription per observed object across installs.
    mutating func keepSubscription(for object: AnyObject, make: () -> AnyObject) {
        let id = ObjectIdentifier(object)
        seen.insert(id)
        if subscriptions[id] == nil { subscriptions[id] = make() }
    }

    /// Drops subscriptions to objects the view no longer holds.
    mutating func end() {
        for id in subscriptions.keys where !seen.contains(id) { subscriptions[id] = nil }
    }

    mutating func tearDown() { subscriptions.removeAll() }
}

/// A property wrapper that needs the graph: state storage, object subscriptions, environment.
@MainActor
protocol InstallableProperty {
    /// Points this wrapper, in the node's copy of the view, at the node's persistent slot.
    ///
    /// - Returns: Whether a value the body may depend on changed since the last install.
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool
}
