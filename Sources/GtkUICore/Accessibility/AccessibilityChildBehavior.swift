/// How an element made with `.accessibilityElement(children:)` treats the accessibility
/// elements of the views inside it.
///
/// ```swift
/// HStack {
///     Image(systemName: "person.crop.circle")
///     VStack { Text(contact.name); Text(contact.role) }
/// }
/// .accessibilityElement(children: .combine)
/// ```
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case ignore, combine, contain }
    private let kind: Kind

    /// One element whose children are hidden from assistive technologies; it has no name
    /// unless `.accessibilityLabel` gives one.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)

    /// One element named by its children's names and texts joined in reading order, the
    /// children hidden; controls inside stay their own elements so they can still be used.
    public static let combine = AccessibilityChildBehavior(kind: .combine)

    /// A container element (a group) holding the children as its own elements, named by
    /// `.accessibilityLabel` when one is given.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}
