/// Reads the public declarations of Swift sources without compiling them.
///
/// Declarations are read where Swift allows them to be public: at file level and directly in a
/// type's or extension's braces, never inside a body (a function's, an accessor's, a closure's).
/// A declaration counts when it says `public` or `open` and every type it is nested in is
/// public too (a type declared in none of the scanned files, like `String`, counts as public);
/// enum cases count when their enum does. Argument labels come from the parameter list, which
/// may span lines, hold attributes (`@ViewBuilder content:`), default values and generic types
/// with commas (`KeyPath<Data.Element, ID>`).
enum PublicDeclarationScanner {
    static func declarations(in files: [(path: String, source: String)]) -> [PublicDeclaration] {
        var candidates: [(declaration: PublicDeclaration, isPublic: Bool)] = []
        for file in files {
            var walker = DeclarationWalker(tokens: SwiftTokenizer.tokens(of: file.source), file: file.path)
            walker.run()
            candidates += walker.found
        }
        // A type's own publicness and owner, to decide whether its members are reachable.
        var types: [String: (isPublic: Bool, owner: String?)] = [:]
        for candidate in candidates where candidate.declaration.kind == .type {
            let declaration = candidate.declaration
            types[declaration.qualifiedName] = (candidate.isPublic, declaration.owner)
        }
        func isReachable(_ owner: String?) -> Bool {
            guard let owner else { return true }
            guard let type = types[owner] else { return true }
            return type.isPublic && isReachable(type.owner)
        }
        return candidates.filter { candidate in
            (candidate.isPublic || candidate.declaration.kind == .enumCase) && isReachable(candidate.declaration.owner)
        }.map(\.declaration)
    }
}

/// Walks one file's tokens, keeping a stack of the braces it is inside.
private struct DeclarationWalker {
    private enum Scope {
        /// A type's or an extension's members; the name is qualified.
        case members(of: String, isEnum: Bool)
        /// A body: declarations in it are local.
        case body
    }

    private static let modifierKeywords: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "static", "final", "nonisolated",
        "mutating", "nonmutating", "override", "convenience", "required", "optional", "dynamic", "lazy", "weak",
        "unowned", "indirect", "prefix", "postfix", "infix", "consuming", "borrowing", "distributed",
    ]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor"]

    let tokens: [SwiftToken]
    let file: String
    private var index = 0
    private var scopes: [Scope] = []
    private var pendingScope: Scope?
    private var modifiers: Set<String> = []
    private var attributes: [String] = []
    private(set) var found: [(declaration: PublicDeclaration, isPublic: Bool)] = []

    init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    private func token(_ offset: Int = 0) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private var owner: String? {
        guard case .members(let name, _) = scopes.last else { return nil }
        return name
    }

    private var isInBody: Bool { scopes.contains { if case .body = $0 { true } else { false } } }

    mutating func run() {
        while let current = token() {
            if current.kind == .punctuation && current.text == "{" {
                scopes.append(pendingScope ?? .body)
                pendingScope = nil
                forgetModifiers()
                index += 1
            } else if current.kind == .punctuation && current.text == "}" {
                _ = scopes.popLast()
                forgetModifiers()
                index += 1
            } else if isInBody {
                index += 1
            } else if current.kind == .attribute {
                attributes.append(String(current.text.dropFirst()))
                index += 1
                skipAttachedParentheses()
            } else if current.kind == .identifier {
                readDeclaration(startingWith: current.text)
            } else {
                index += 1
            }
        }
    }

    private mutating func forgetModifiers() {
        modifiers = []
        attributes = []
    }

    private mutating func readDeclaration(startingWith word: String) {
        let next = token(1)
        if Self.modifierKeywords.contains(word)
            || (word == "class" && next.map { ["func", "var", "let", "subscript"].contains($0.text) } == true)
            || (word == "class" && next.map { Self.modifierKeywords.contains($0.text) } == true)
        {
            modifiers.insert(word == "class" ? "static" : word)
            index += 1
            skipAttachedParentheses()
            return
        }
        index += 1
        switch word {
        case _ where Self.typeKeywords.contains(word):
            guard let name = token()?.text else { return }
            record(.type, name: name)
            forgetModifiers()
            let qualified = owner.map { "\($0).\(name)" } ?? name
            skipToOpeningBrace()
            pendingScope = .members(of: qualified, isEnum: word == "enum")
        case "extension":
            var path = token()?.text ?? ""
            index += 1
            while token()?.text == ".", let part = token(1), part.kind == .identifier {
                path += ".\(part.text)"
                index += 2
            }
            skipToOpeningBrace()
            pendingScope = .members(of: path, isEnum: false)
        case "typealias":
            if let name = token()?.text { record(.type, name: name) }
            forgetModifiers()
        case "func":
            guard let name = token()?.text else { return }
            index += 1
            readParameters(of: .function, name: name)
        case "init":
            readParameters(of: .initializer, name: "init")
        case "subscript":
            readParameters(of: .subscriptDeclaration, name: "subscript")
        case "var", "let":
            readPropertyNames()
        case "case":
            if case .members(_, isEnum: true) = scopes.last { readCaseNames() }
        default:
            break
        }
    }

    /// Keeps a declaration with the modifiers and attributes read before it.
    private mutating func record(
        _ kind: PublicDeclaration.Kind, name: String, parameters: [(label: String, hasDefault: Bool)] = [],
        line: Int? = nil
    ) {
        let declaration = PublicDeclaration(
            kind: kind, owner: owner, name: name, isStatic: modifiers.contains("static"),
            labels: parameters.map(\.label), hasDefault: parameters.map(\.hasDefault), attributes: attributes,
            file: file, line: line ?? token()?.line ?? tokens.last?.line ?? 0)
        found.append((declaration, modifiers.contains("public") || modifiers.contains("open")))
    }

    /// Skips `(…)` written right after an attribute or modifier: `@available(…)`, `private(set)`.
    private mutating func skipAttachedParentheses() {
        guard let next = token(), next.text == "(", !next.followsSpace else { return }
        _ = readBalancedParentheses()
    }

    private mutating func skipToOpeningBrace() {
        var depth = 0
        while let current = token(), !(depth == 0 && current.text == "{") {
            if current.text == "(" || current.text == "[" { depth += 1 }
            if current.text == ")" || current.text == "]" { depth -= 1 }
            index += 1
        }
    }

    /// Reads `(…)` starting at the current token; returns the top-level comma-separated parts.
    private mutating func readBalancedParentheses() -> [[SwiftToken]] {
        var parts: [[SwiftToken]] = [[]]
        var depth = 0
        var angles = 0
        while let current = token() {
            index += 1
            if current.kind == .punctuation && current.text != "->" {
                if ["(", "[", "{"].contains(current.text) { depth += 1 }
                if [")", "]", "}"].contains(current.text) { depth -= 1 }
                angles += current.text.filter { $0 == "<" }.count - current.text.filter { $0 == ">" }.count
                if depth == 0 { break }
                if depth == 1 && angles <= 0 && current.text == "," {
                    parts.append([])
                    continue
                }
                if depth == 1 && current.text == "(" { continue }
            }
            parts[parts.count - 1].append(current)
        }
        return parts.filter { !$0.isEmpty }
    }

    private mutating func readParameters(of kind: PublicDeclaration.Kind, name: String) {
        let line = token()?.line
        let isOperator = name.first.map { !$0.isLetter && $0 != "_" } ?? false
        while let current = token(), current.text != "(", current.text != "{" { index += 1 }
        guard token()?.text == "(" else { return }
        let parameters = readBalancedParentheses().map { part -> (label: String, hasDefault: Bool) in
            var tokens = part[...]
            while let first = tokens.first, first.kind == .attribute {
                tokens = tokens.dropFirst()
                if let next = tokens.first, next.text == "(", !next.followsSpace {
                    tokens = tokens.drop { $0.text != ")" }.dropFirst()
                }
                // A generic attribute's arguments: `@TableColumnBuilder<Value, Sort> columns`.
                if let next = tokens.first, next.text.hasPrefix("<"), !next.followsSpace {
                    var angles = 0
                    while let token = tokens.first {
                        tokens = tokens.dropFirst()
                        angles += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
                        if angles <= 0 { break }
                    }
                }
            }
            // A subscript's parameter, like an operator's, has a label only when it names one
            // before its own name (`subscript(dynamicMember keyPath: …)`).
            let labelled = kind != .subscriptDeclaration || tokens.dropFirst().first?.kind == .identifier
            let label = labelled && !isOperator ? tokens.first?.text ?? "_" : "_"
            return (label, tokens.contains { $0.kind == .punctuation && $0.text == "=" })
        }
        record(kind, name: name, parameters: parameters, line: line)
        forgetModifiers()
    }

    /// `var a`, `let red, green, blue: Double`.
    private mutating func readPropertyNames() {
        while let name = token(), name.kind == .identifier {
            record(.property, name: name.text)
            guard token(1)?.text == ",", token(2)?.kind == .identifier,
                let after = token(3), [",", ":", "="].contains(after.text)
            else { break }
            index += 2
        }
        forgetModifiers()
    }

    /// `case a, b(Int), c = 3`.
    private mutating func readCaseNames() {
        guard let line = token()?.line else { return }
        while let name = token(), name.kind == .identifier {
            record(.enumCase, name: name.text)
            index += 1
            if token()?.text == "(" { _ = readBalancedParentheses() }
            while let current = token(), current.text != ",", current.text != "}", current.line == line {
                index += 1
            }
            guard token()?.text == "," else { break }
            index += 1
        }
        forgetModifiers()
    }
}
