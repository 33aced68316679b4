import Foundation

/// A gettext `Plural-Forms` rule: which of a catalog entry's forms a count takes.
///
/// `Plural-Forms: nplurals=2; plural=(n != 1);` is parsed once into a small expression tree:
/// C's integer arithmetic, comparisons, `!`, `&&`, `||` and `?:` over `n`, which is all the
/// rules of gettext's languages use.
struct PluralRule: Sendable {
    private indirect enum Expression: Sendable {
        case count
        case constant(Int64)
        case not(Expression)
        case binary(String, Expression, Expression)
        case conditional(Expression, Expression, Expression)
    }

    private let expression: Expression
    /// How many forms the rule chooses from.
    let formCount: Int

    /// English's rule, used for catalogs without a `Plural-Forms` header: one form for 1,
    /// another for every other count.
    static let germanic = PluralRule(expression: .binary("!=", .count, .constant(1)), formCount: 2)

    private init(expression: Expression, formCount: Int) {
        self.expression = expression
        self.formCount = formCount
    }

    /// Reads the rule from a catalog header's `Plural-Forms:` line; nil when it has none or
    /// it cannot be read.
    init?(header: String) {
        guard let line = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }),
            let countRange = line.range(of: "nplurals="),
            let ruleRange = line.range(of: "plural=", options: .backwards),
            ruleRange.lowerBound != countRange.lowerBound
        else { return nil }
        let countText = line[countRange.upperBound...].prefix { $0.isNumber }
        var source = String(line[ruleRange.upperBound...])
        if let semicolon = source.firstIndex(of: ";") { source = String(source[..<semicolon]) }
        var parser = Parser(tokens: Self.tokens(of: source))
        guard let formCount = Int(countText), formCount > 0, let expression = parser.conditional(), parser.isAtEnd
        else { return nil }
        self.init(expression: expression, formCount: formCount)
    }

    /// The index of the form `count` takes, within the rule's form count.
    func formIndex(for count: Int64) -> Int {
        let index = Self.evaluate(expression, count)
        return Int(max(0, min(index, Int64(formCount - 1))))
    }

    private static func evaluate(_ expression: Expression, _ n: Int64) -> Int64 {
        switch expression {
        case .count: return n
        case .constant(let value): return value
        case .not(let operand): return evaluate(operand, n) == 0 ? 1 : 0
        case .conditional(let condition, let then, let otherwise):
            return evaluate(condition, n) != 0 ? evaluate(then, n) : evaluate(otherwise, n)
        case .binary(let op, let lhs, let rhs):
            let left = evaluate(lhs, n)
            if op == "&&" { return left != 0 && evaluate(rhs, n) != 0 ? 1 : 0 }
            if op == "||" { return left != 0 || evaluate(rhs, n) != 0 ? 1 : 0 }
            let right = evaluate(rhs, n)
            switch op {
            case "==": return left == right ? 1 : 0
            case "!=": return left != right ? 1 : 0
            case "<": return left < right ? 1 : 0
            case "<=": return left <= right ? 1 : 0
            case ">": return left > right ? 1 : 0
            case ">=": return left >= right ? 1 : 0
            case "+": return left &+ right
            case "-": return left &- right
            case "*": return left &* right
            case "/": return right == 0 ? 0 : left / right
            case "%": return right == 0 ? 0 : left % right
            default: return 0
            }
        }
    }

    private static func tokens(of source: String) -> [String] {
        var tokens: [String] = []
        var characters = source[...]
        while let first = characters.first {
            if first.isWhitespace {
                characters = characters.dropFirst()
            } else if first.isNumber {
                let number = characters.prefix { $0.isNumber }
                tokens.append(String(number))
                characters = characters.dropFirst(number.count)
            } else {
                let two = String(characters.prefix(2))
                let isPair = ["==", "!=", "<=", ">=", "&&", "||"].contains(two)
                tokens.append(isPair ? two : String(first))
                characters = characters.dropFirst(isPair ? 2 : 1)
            }
        }
        return tokens
    }

    /// A recursive-descent parser for C's precedence levels.
    private struct Parser {
        var tokens: [String]
        var position = 0

        var isAtEnd: Bool { position == tokens.count }

        private mutating func take(_ token: String) -> Bool {
            guard position < tokens.count, tokens[position] == token else { return false }
            position += 1
            return true
        }

        mutating func conditional() -> Expression? {
            guard let condition = binary(level: 0) else { return nil }
            guard take("?") else { return condition }
            guard let then = conditional(), take(":"), let otherwise = conditional() else { return nil }
            return .conditional(condition, then, otherwise)
        }

        private static let levels: [[String]] = [
            ["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"],
        ]

        private mutating func binary(level: Int) -> Expression? {
            guard level < Self.levels.count else { return unary() }
            guard var result = binary(level: level + 1) else { return nil }
            while position < tokens.count, Self.levels[level].contains(tokens[position]) {
                let op = tokens[position]
                position += 1
                guard let rhs = binary(level: level + 1) else { return nil }
                result = .binary(op, result, rhs)
            }
            return result
        }

        private mutating func unary() -> Expression? {
            if take("!") { return unary().map(Expression.not) }
            if take("(") {
                guard let inner = conditional(), take(")") else { return nil }
                return inner
            }
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            if token == "n" { return .count }
            return Int64(token).map(Expression.constant)
        }
    }
}
