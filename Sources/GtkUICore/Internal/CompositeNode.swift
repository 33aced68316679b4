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
    override var childNodes: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(_ newView: any View, environment newEnvironment: EnvironmentValues) {
        let previous = view
        let environmentChanged = newEnvironment.version != environment.version
        view = newView
        environment = newEnvironment
        let installChanged = installProperties(of: newView)
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
        guard let view else { return }
        _ = installProperties(of: view)
        evaluateBody()
    }

    override func unmount() {
        installation.tearDown()
        slots.removeAll()
        super.unmount()
        child = nil
    }

    /// Links the view struct's property wrappers to this node's persistent storage.
    ///
    /// - Returns: Whether a value the body depends on through the environment changed.
    private func installProperties(of view: any View) -> Bool {
        installation.begin()
        failure = nil
        var changed = false
        var slotIndex = 0
        let type = ObjectIdentifier(Swift.type(of: view))
        if !Self.typesWithoutProperties.contains(type) {
            installFields(of: view, slotIndex: &slotIndex, changed: &changed)
            // Stored properties are fixed per type, so a type found without any never has one:
            // its re-created rows skip the reflection.
            if slotIndex == 0 { Self.typesWithoutProperties.insert(type) }
        }
        installation.end()
        return changed
    }

    /// View types with no `State`, `Binding`, `ObservedObject` or other dynamic property.
    private static var typesWithoutProperties: Set<ObjectIdentifier> = []

    private func installFields(of value: Any, slotIndex: inout Int, changed: inout Bool) {
        for field in Mirror(reflecting: value).children {
            if let property = field.value as? InstallableProperty {
                if slotIndex >= slots.count { slots.append(nil) }
                do {
                    if try property.install(in: self, slot: slotIndex, installation: &installation) {
                        changed = true
                    }
                } catch {
                    failure = failure ?? error
                }
                slotIndex += 1
            } else if field.value is DynamicProperty || field.value is any ViewModifier {
                installFields(of: field.value, slotIndex: &slotIndex, changed: &changed)
            }
        }
    }

    private func evaluateBody() {
        guard let view else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        let newBody: any View
        if let failure {
            graph.report(failure)
            newBody = DiagnosticView(message: failure.description)
        } else {
            graph.statistics.recordBodyEvaluation(of: viewType)
            newBody = trackingReads { evaluate(view) }
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
    /// Connects this wrapper instance to the node's persistent slot.
    ///
    /// - Returns: Whether a value the body may depend on changed since the last install.
    func install(in node: CompositeNode, slot: Int, installation: inout PropertyInstallation) throws(DataFlowDiagnostic)
        -> Bool
}
