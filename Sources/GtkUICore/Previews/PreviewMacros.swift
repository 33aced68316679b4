/// Declares a preview of a view: any GtkUI app started with `--preview NAME` opens just this
/// view in a window, and `--list-previews` prints the names.
///
/// ```swift
/// #Preview("Empty list") {
///     TodoList(store: TodoStore())
/// }
/// ```
///
/// An unnamed preview is listed under its file's name (`ContentView` for `ContentView.swift`),
/// with `:LINE` added when a file has several. `GtkTestHost(preview:)` mounts a preview in a
/// test. The body is a view builder, as in SwiftUI, and may declare `@Previewable` state.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with layout traits, such as `.sizeThatFitsLayout`.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Marks a variable declared in a `#Preview` body as state of the previewed view:
/// `@Previewable @State var isOn = true` gives the body a working `$isOn`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "GtkUIMacros", type: "PreviewableMacro")
