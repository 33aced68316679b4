@_spi(Reflection) import Swift

/// Installs a view's dynamic properties in place, in the copy of the view its node keeps.
///
/// Each wrapper field (`@State`, `@StateObject`, `@Environment`, …) is rewritten to point at
/// the node's own persistent storage, so the body, and every closure and binding it makes,
/// reads the node's state and no other: one view value placed twice (`let c = Counter();
/// VStack { c; c }`) gets two independent states, as in SwiftUI. The fields are found once
/// per type from the runtime's field offsets, and user-defined `DynamicProperty` structs are
/// walked into, so wrappers stored inside them are installed too.
@MainActor
enum PropertyInstaller {
    /// What to do at one field of a view type.
    fileprivate enum Step {
        /// A GtkUI wrapper: connect it to the node's storage.
        case install(offset: Int, type: any InstallableProperty.Type)
        /// A struct holding wrappers (a user's `DynamicProperty`, a view modifier): walk into it,
        /// then call `update()` if it is a `DynamicProperty` of the user's.
        case nested(offset: Int, plan: Plan, update: (any DynamicProperty.Type)?)
    }

    /// The steps for one type, in declaration order (the order of the node's slots).
    final class Plan {
        fileprivate let steps: [Step]
        /// Whether the type, or a struct inside it, is a `DynamicProperty` whose `update()`
        /// must run before each body evaluation.
        let hasUpdates: Bool
        var isEmpty: Bool { steps.isEmpty }

        fileprivate init(steps: [Step]) {
            self.steps = steps
            hasUpdates = steps.contains {
                if case .nested(_, let plan, let update) = $0 { return update != nil || plan.hasUpdates }
                return false
            }
        }
    }

    private static var plans: [ObjectIdentifier: Plan] = [:]

    /// The installation plan of `type`, computed once.
    static func plan(for type: Any.Type) -> Plan {
        if let known = plans[ObjectIdentifier(type)] { return known }
        var steps: [Step] = []
        // Only value types are rewritten in place: a class's fields live in the object.
        if !(type is AnyClass) {
            _ = _forEachField(of: type) { _, offset, fieldType, kind in
                if let installable = fieldType as? any InstallableProperty.Type {
                    steps.append(.install(offset: offset, type: installable))
                } else if kind == .struct, holdsDynamicProperties(fieldType) {
                    let inner = Self.plan(for: fieldType)
                    let update = (fieldType as? any DynamicProperty.Type).flatMap { isBuiltIn($0) ? nil : $0 }
                    if !inner.isEmpty || update != nil {
                        steps.append(.nested(offset: offset, plan: inner, update: update))
                    }
                }
                return true
            }
        }
        let plan = Plan(steps: steps)
        plans[ObjectIdentifier(type)] = plan
        return plan
    }

    /// Connects every wrapper in `view` to `node`'s slots, rewriting the copy in place.
    ///
    /// - Returns: Whether a value the body depends on through the environment changed.
    static func install<V>(
        _ plan: Plan, in view: inout V, node: CompositeNode, installation: inout PropertyInstallation,
        failure: inout DataFlowDiagnostic?
    ) -> Bool {
        var slot = 0
        var changed = false
        withUnsafeMutableBytes(of: &view) { bytes in
            run(
                plan, at: bytes.baseAddress!, node: node, slot: &slot, installation: &installation, changed: &changed,
                failure: &failure)
        }
        return changed
    }

    /// Calls `update()` on the user's dynamic properties in `view`, innermost first, as SwiftUI
    /// does before evaluating a body.
    static func update<V>(_ plan: Plan, in view: inout V) {
        guard plan.hasUpdates else { return }
        withUnsafeMutableBytes(of: &view) { bytes in runUpdates(plan, at: bytes.baseAddress!) }
    }

    private static func run(
        _ plan: Plan, at base: UnsafeMutableRawPointer, node: CompositeNode, slot: inout Int,
        installation: inout PropertyInstallation, changed: inout Bool, failure: inout DataFlowDiagnostic?
    ) {
        for step in plan.steps {
            switch step {
            case .install(let offset, let type):
                if slot >= node.slots.count { node.slots.append(nil) }
                do {
                    if try installField(type, at: base + offset, node: node, slot: slot, installation: &installation) {
                        changed = true
                    }
                } catch {
                    failure = failure ?? error
                }
                slot += 1
            case .nested(let offset, let inner, _):
                run(
                    inner, at: base + offset, node: node, slot: &slot, installation: &installation, changed: &changed,
                    failure: &failure)
            }
        }
    }

    private static func runUpdates(_ plan: Plan, at base: UnsafeMutableRawPointer) {
        for case .nested(let offset, let inner, let update) in plan.steps {
            if inner.hasUpdates { runUpdates(inner, at: base + offset) }
            if let update { callUpdate(update, at: base + offset) }
        }
    }

    private static func installField<P: InstallableProperty>(
        _: P.Type, at pointer: UnsafeMutableRawPointer, node: CompositeNode, slot: Int,
        installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        try pointer.assumingMemoryBound(to: P.self).pointee.install(in: node, slot: slot, installation: &installation)
    }

    private static func callUpdate<P: DynamicProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: P.self).pointee.update()
    }

    /// Whether a struct field of a view is walked into for wrappers: a user's `DynamicProperty`,
    /// a view modifier, or a button style (whose `@Environment`s its body reads).
    private static func holdsDynamicProperties(_ type: Any.Type) -> Bool {
        type is any DynamicProperty.Type || type is any ViewModifier.Type || type is any ButtonStyle.Type
            || type is any PrimitiveButtonStyle.Type
    }

    /// GtkUI's own wrappers whose `update()` is the default no-op (Binding, Bindable, …).
    private static func isBuiltIn(_ type: any DynamicProperty.Type) -> Bool {
        type is any BuiltInDynamicProperty.Type
    }
}

/// GtkUI's own dynamic properties: their state is kept by installation, not by `update()`.
protocol BuiltInDynamicProperty {}

extension Binding: BuiltInDynamicProperty {}
extension Bindable: BuiltInDynamicProperty {}
