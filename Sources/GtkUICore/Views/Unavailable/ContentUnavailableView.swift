/// A page that says why there is nothing to show — no search results, no selection, an empty
/// list — drawn as GNOME's status page: a large dimmed icon above a title, a dimmed
/// description and optional actions, centred in the space it is offered.
///
/// ```swift
/// if notes.isEmpty {
///     ContentUnavailableView(
///         "No Notes", systemImage: "doc",
///         description: Text("Create one with the + button."))
/// }
/// ```
///
/// ``ContentUnavailableView/search`` and ``ContentUnavailableView/search(text:)`` are the
/// standard "No Results" page for a `.searchable` view.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates the page from a label (usually a `Label` with a title and an icon), a description
    /// and actions (usually buttons).
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The icon and title, the description and the actions in a centred column.
    public var body: some View {
        VStack(spacing: 12) {
            label.labelStyle(_ContentUnavailableLabelStyle())
            description
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            if Actions.self != EmptyView.self {
                actions.padding(.top, 12)
            }
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// Creates the page from a label and a description, without actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// Creates the page from a label alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView
where Label == GtkUICore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A localized title under the icon for an SF Symbols name (see ``SystemImageNames``), with
    /// an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A title under the icon for an SF Symbols name (see ``SystemImageNames``), with an optional
    /// description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A localized title under the image or icon called `name`, with an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A title under the image or icon called `name`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// Draws a ``ContentUnavailableView``'s label as GNOME's status page does: a 64-pixel dimmed
/// icon above a bold title.
struct _ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 64))
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            configuration.title
                .font(.title)
                .bold()
                .multilineTextAlignment(.center)
        }
    }
}
