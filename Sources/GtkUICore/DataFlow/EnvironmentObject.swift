import OpenCombine

/// An `ObservableObject` placed by an ancestor with `.environmentObject(_:)`.
///
/// Any descendant can read it without intermediate views passing it along; the view
/// re-renders when the object changes. If no ancestor placed an object of this type, the
/// view shows an error in place of its body and GtkUI reports the type, the view and its
/// path, and how to fix it.
///
/// ```swift
/// struct ChildChildChildView: View {
///     @EnvironmentObject var settings: MySettings
///     var body: some View {
///         Toggle("Use Face ID", isOn: $settings.isUseFaceID)
///     }
/// }
/// ```
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Where the object is found; the node's own box once the view is installed.
    var box = EnvironmentObjectBox<ObjectType>()

    /// Reads the object from the environment.
    public init() {}

    /// The object placed by an ancestor.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found: read @EnvironmentObject "
                    + "only inside body, and place one with .environmentObject(_:) on an ancestor.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

@MainActor
final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
}

extension EnvironmentObject: InstallableProperty {
    mutating func install(
        in node: CompositeNode, slot: Int, installation: inout PropertyInstallation
    ) throws(DataFlowDiagnostic) -> Bool {
        guard let object = node.environment.object(of: ObjectType.self) else {
            throw DataFlowDiagnostic(
                description: missingObjectMessage(
                    wrapper: "@EnvironmentObject", type: ObjectType.self, node: node,
                    fix: ".environmentObject(\(ObjectType.self)(…))"))
        }
        let persistent = node.slots[slot] as? EnvironmentObjectBox<ObjectType> ?? EnvironmentObjectBox()
        let previous = persistent.object
        persistent.object = object
        node.slots[slot] = persistent
        box = persistent
        installation.keepSubscription(for: object) { node.invalidator.subscribe(to: object) }
        return previous !== object
    }
}

extension EnvironmentObject: InputComparable {
    // Environment changes are detected at install time, not by comparing structs.
    func hasSameInput(as other: Any) -> Bool { true }
}

@MainActor
func missingObjectMessage(wrapper: String, type: Any.Type, node: ViewNode, fix: String) -> String {
    "No object of type \(type) found for \(wrapper) in view \(shortTypeName(node.viewType)) "
        + "(path: \(node.viewPath)). Place one on an ancestor with \(fix), "
        + "for example on the root view or the WindowGroup content."
}
