/// Dismisses the presentation a view is in: pops its navigation page, or closes its sheet.
///
/// Read it from the environment and call it like a function:
///
/// ```swift
/// struct EditView: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Popping a page pushed by value also removes its value from the stack's path; closing a sheet
/// sets its `isPresented` binding to false (or its item to nil) and runs its `onDismiss`.
/// Outside any pushed page or sheet it does nothing, as in SwiftUI, and reports that once.
public struct DismissAction {
    // A reference, so views reading the same presentation's action see unchanged inputs.
    private let target: DismissTarget?

    init(_ action: (@MainActor () -> Void)?) { self.target = action.map(DismissTarget.init) }

    /// Dismisses the presentation this view is in.
    @MainActor public func callAsFunction() {
        guard let action = target?.action else {
            Diagnostics.emitOnce(
                "dismiss() was called from a view that is neither on a pushed navigation page nor in a sheet; "
                    + "nothing was dismissed.")
            return
        }
        action()
    }
}

private final class DismissTarget {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(nil) }
}

extension EnvironmentValues {
    /// Dismisses the pushed navigation page or the sheet this view is in.
    ///
    /// ```swift
    /// @Environment(\.dismiss) private var dismiss
    /// …
    /// Button("Close") { dismiss() }
    /// ```
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
