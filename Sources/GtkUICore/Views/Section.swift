/// A group of rows with an optional header and footer.
///
/// In a `List` (or a lazy stack or grid) the section's header becomes a header row, styled
/// as a GNOME heading and never selectable, followed by the section's rows and a footer row.
/// In a ``Form`` it is a preferences group: the header as a heading, a card with one row per
/// view and the footer as a dimmed caption. Elsewhere a section shows its header, content and
/// footer in a leading-aligned column.
///
/// ```swift
/// List {
///     Section("Fruit") {
///         ForEach(fruit) { Text($0.name) }
///     }
///     Section {
///         Text("Bread")
///     } header: {
///         Text("Bakery")
///     } footer: {
///         Text("Baked daily")
///     }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    @Environment(\.isInForm) private var isInForm

    /// Creates a section with a header and a footer.
    ///
    /// ```swift
    /// Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") }
    /// ```
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section from a header view, a footer view and its content.
    ///
    /// ```swift
    /// Section(header: Text("Header"), footer: Text("Footer")) { Text("Row") }
    /// ```
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// In a form, a form section; elsewhere the header, the content and the footer in a column.
    @ViewBuilder public var body: some View {
        if isInForm {
            FormSection(header: header, content: content, footer: footer)
        } else {
            VStack(alignment: .leading) {
                header
                content
                footer
            }
        }
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    ///
    /// ```swift
    /// Section { Text("Row") } header: { Text("Header") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section from a header view and its content.
    ///
    /// ```swift
    /// Section(header: Text("Header")) { Text("Row") }
    /// ```
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    ///
    /// ```swift
    /// Section { Text("Row") } footer: { Text("Footer") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section from a footer view and its content.
    ///
    /// ```swift
    /// Section(footer: Text("Footer")) { Text("Row") }
    /// ```
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header or footer.
    ///
    /// ```swift
    /// Section { Text("Row") }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is a localized title.
    ///
    /// ```swift
    /// Section("Fruit") { ForEach(fruit) { Text($0.name) } }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// Creates a section whose header is a title shown as it is.
    ///
    /// ```swift
    /// Section(group.name) { ForEach(group.items) { Text($0.name) } }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

/// A `Section` of any type, so a `ForEach` of sections can be recognised by its content type.
@MainActor
protocol SectionView {}

extension Section: SectionView {}

extension Section: LazyRowContent {
    func appendRows(to builder: inout RowLayoutBuilder, path: [AnyHashable]) {
        if !(header is EmptyView) { builder.appendStatic(header, role: .header, path: path + ["header"]) }
        builder.append(content, path: path + ["content"])
        if !(footer is EmptyView) { builder.appendStatic(footer, role: .footer, path: path + ["footer"]) }
    }
}
