/// A declaration that is part of a module's public interface, read from its source.
struct PublicDeclaration: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A struct, class, enum, protocol, actor or typealias.
        case type
        case initializer
        case function
        case property
        case enumCase
        case subscriptDeclaration
    }

    var kind: Kind
    /// The qualified name of the type, protocol or extended type it belongs to (`Font.Weight`);
    /// nil at file level.
    var owner: String?
    /// The declared name; `init` for initializers, the operator for operators.
    var name: String
    var isStatic: Bool
    /// The argument labels of a function, initializer or subscript, `_` for an unlabelled one.
    var labels: [String] = []
    /// For each label, whether its parameter has a default value (so a call may leave it out).
    var hasDefault: [Bool] = []
    /// The declaration's attributes without the `@` (`resultBuilder`, `_disfavoredOverload`).
    var attributes: [String] = []
    /// Where it is, relative to the package folder, and its line.
    var file: String
    var line: Int

    /// `Owner.name`, or the bare name at file level; the key the README table is checked against.
    var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }

    /// Whether a call spelled with `labels` reaches this declaration: the labels in order, with
    /// parameters that have default values left out where the spelling skips them.
    func accepts(labels spelled: [String]) -> Bool {
        var matched = 0
        for (label, defaulted) in zip(labels, hasDefault) {
            if matched < spelled.count && spelled[matched] == label {
                matched += 1
            } else if !defaulted {
                return false
            }
        }
        return matched == spelled.count
    }
}
