/// What a control's label view says, for the control's accessible name and for native widgets
/// that show a row as text (a drop-down's items).
///
/// It reads the label's value without rendering it: texts, a ``Label``'s title and icon, an
/// image's name, and the children of stacks, groups, tuples and conditionals, through any
/// modifiers. A custom view's body is not evaluated.
struct ControlLabelSummary: Equatable {
    /// The words the label shows, joined with spaces; empty when it shows none.
    var text = ""
    /// The icon-theme name of the first icon the label shows, if any.
    var iconName: String?
    /// The screen-reader name of that icon, for a label that is only an icon.
    var iconDescription: String?

    /// The accessible name: the words, or the icon's name for an icon-only label.
    var accessibleName: String? {
        if !text.isEmpty { return text }
        return iconDescription
    }

    /// Summarizes `view` as shown in `environment`.
    @MainActor
    init(_ view: any View, in environment: EnvironmentValues) {
        add(view, in: environment)
    }

    @MainActor
    private mutating func add(_ view: any View, in environment: EnvironmentValues) {
        switch view {
        case let text as Text:
            append(text.styledContent(locale: environment.locale).0.plainText)
        case let image as Image:
            guard iconName == nil else { return }
            if case .icon(let name) = ImageNode.content(of: image.source) { iconName = name }
            iconDescription = ImageNode.accessibilityLabel(of: image, in: environment)
        case let label as LabelContentProviding:
            add(label.labelIcon, in: environment)
            add(label.labelTitle, in: environment)
        case let modified as ModifiedView:
            add(modified.anyContent, in: environment)
        case let tuple as TupleViewChildren:
            for child in tuple.childViews { add(child, in: environment) }
        case let conditional as ConditionalView:
            if let branch = conditional.selectedBranch.1 { add(branch, in: environment) }
        case let stack as StackRepresentable:
            add(stack.stackContent, in: environment)
        case let erased as AnyView:
            add(erased.view, in: environment)
        case let convertible as AnyViewConvertible:
            add(convertible.erased.view, in: environment)
        case let group as GroupContentProviding:
            add(group.groupContent, in: environment)
        default:
            break
        }
    }

    private mutating func append(_ words: String) {
        guard !words.isEmpty else { return }
        text = text.isEmpty ? words : text + " " + words
    }
}

/// A ``Label``'s title and icon, read without evaluating its body.
@MainActor
protocol LabelContentProviding {
    var labelTitle: any View { get }
    var labelIcon: any View { get }
}

extension Label: LabelContentProviding {
    var labelTitle: any View { title }
    var labelIcon: any View { icon }
}

/// A ``Group``'s content, read without evaluating its body.
@MainActor
protocol GroupContentProviding {
    var groupContent: any View { get }
}

extension Group: GroupContentProviding {
    var groupContent: any View { content }
}
