extension View {
    /// Keeps the person from closing the sheet this view is in while `isDisabled` is true: the
    /// sheet's close button goes and Escape does nothing, so only the content's own buttons
    /// (calling `dismiss()` or changing the binding) close it.
    ///
    /// ```swift
    /// .sheet(isPresented: $isEditing) {
    ///     EditorView(draft: $draft)
    ///         .interactiveDismissDisabled(draft.hasChanges)
    /// }
    /// ```
    ///
    /// It acts on sheets; full-screen covers and popovers close as before.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true)
        -> ModifiedContent<Self, _InteractiveDismissDisabledModifier>
    {
        modifier(_InteractiveDismissDisabledModifier(isDisabled: isDisabled))
    }
}

/// `.interactiveDismissDisabled(_:)`: whether the enclosing sheet may be closed by the user.
public struct _InteractiveDismissDisabledModifier: ViewModifier, PrimitiveModifier {
    /// Applied by the view graph.
    public typealias Body = Never
    let isDisabled: Bool
    func makeNode(in graph: ViewGraph) -> ViewNode { InteractiveDismissNode(graph: graph) }
}

/// What the views in one sheet ask of its closing: the sheet may not be closed by the user
/// while any `.interactiveDismissDisabled(true)` inside it is shown.
@MainActor
final class SheetDismissControl {
    private var disablers: Set<ObjectIdentifier> = []
    /// Runs when ``isDisabled`` changes.
    var onChange: (@MainActor (Bool) -> Void)?

    /// Whether the user may not close the sheet.
    var isDisabled: Bool { !disablers.isEmpty }

    func set(_ disabled: Bool, by node: AnyObject) {
        let before = isDisabled
        if disabled { disablers.insert(ObjectIdentifier(node)) } else { disablers.remove(ObjectIdentifier(node)) }
        if isDisabled != before { onChange?(isDisabled) }
    }
}

private struct SheetDismissControlKey: EnvironmentKey {
    static let defaultValue = WeakReference<SheetDismissControl>(nil)
}

extension EnvironmentValues {
    /// The sheet the views are in, which `.interactiveDismissDisabled` asks to stay open.
    var sheetDismissControl: SheetDismissControl? {
        get { self[SheetDismissControlKey.self].value }
        set { self[SheetDismissControlKey.self] = WeakReference(newValue) }
    }
}

@MainActor
final class InteractiveDismissNode: ModifierNode<_InteractiveDismissDisabledModifier> {
    private weak var control: SheetDismissControl?

    override func didUpdate(isFirst: Bool) {
        guard let modifier else { return }
        if isFirst {
            control = environment.sheetDismissControl
            if control == nil {
                Diagnostics.emitOnce(
                    ".interactiveDismissDisabled(_:) is on a view that is not in a sheet, so it has nothing to keep "
                        + "open. Put it on the sheet's content, inside .sheet { … }.")
            }
        }
        control?.set(modifier.isDisabled, by: self)
    }

    override func unmount() {
        control?.set(false, by: self)
        super.unmount()
    }
}
