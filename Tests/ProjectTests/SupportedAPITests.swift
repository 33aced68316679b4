import Foundation
import Testing

/// README.md's "What's supported" tables name exactly GtkUI's public API: nothing they claim
/// is missing, and nothing public is left out of them.
///
/// The public declarations are read from the sources (`PublicDeclarationScanner`), not from
/// `swift-symbolgraph-extract`'s output for the built modules. Scanning needs no build, so a
/// README-only change is checked without one and a stale module can never be read; it needs
/// none of the C modules' flags (GTK's include paths, three module maps) that extracting
/// GtkUI's symbol graph takes; and the whole suite runs in under half a second in a debug
/// build, where extracting the three graphs alone took a second and left 13 MB of JSON to
/// decode. When written, both found the same public declarations, apart from what this test
/// does not ask rows for anyway: protocol requirements, synthesized `init(rawValue:)`s and
/// underscored names.
@Suite("What's supported")
struct SupportedAPITests {
    private static let section = "README.md, section \"What's supported\""
    private static let rulesFile = "Tests/ProjectTests/SupportedAPIRules.swift"

    private static func declarations() throws -> [PublicDeclaration] {
        let root = ExternalTool.packageRoot
        var files: [(path: String, source: String)] = []
        for folder in SupportedAPIRules.sourceFolders {
            let enumerator = FileManager.default.enumerator(atPath: root.appending(path: folder).path)
            while let file = enumerator?.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let path = "\(folder)/\(file)"
                files.append((path, try String(contentsOf: root.appending(path: path), encoding: .utf8)))
            }
        }
        return PublicDeclarationScanner.declarations(in: files.sorted { $0.path < $1.path })
    }

    private static func entries() throws -> [SupportedAPIEntry] {
        let readme = try String(contentsOf: ExternalTool.packageRoot.appending(path: "README.md"), encoding: .utf8)
        return SupportedAPITable.entries(inReadme: readme)
    }

    @Test("every API the table names is declared public, with the argument labels written")
    func tableNamesOnlyPublicAPI() throws {
        let declarations = Dictionary(grouping: try Self.declarations(), by: \.qualifiedName)
        let entries = try Self.entries()
        #expect(entries.count > 100, "\(Self.section) was not found or has lost its tables")

        let problems = entries.compactMap { entry -> String? in
            let place = "README.md:\(entry.line) `\(entry.spelling)`"
            guard let name = entry.qualifiedName else {
                return "\(place): not a form this test reads. Write a type (`Text`, `@State`), a member "
                    + "(`Font.title`, `Text.bold()`), a modifier (`.padding(_:)`), an initializer "
                    + "(`Image(systemName:)`), an environment value (`\\.font`) or an operator (`Text + Text`)."
            }
            guard let candidates = declarations[name] else {
                return "\(place): GtkUI declares nothing public called \(name)."
            }
            guard let labels = entry.labels else { return nil }
            let callable = candidates.filter { $0.kind != .type && $0.kind != .property }
            if callable.contains(where: { $0.accepts(labels: labels) }) { return nil }
            let forms = Set(callable.map { "(\($0.labels.map { "\($0):" }.joined()))" }).sorted()
            return "\(place): no \(name) can be called with the labels (\(labels.map { "\($0):" }.joined())); "
                + (forms.isEmpty ? "it is not a function." : "it takes \(forms.joined(separator: ", ")).")
        }
        guard !problems.isEmpty else { return }
        Issue.record(
            """
            \(problems.count) names in the API column of \(Self.section) are not public API of GtkUI. \
            Correct the spelling, or remove what GtkUI does not implement:
            \(problems.map { "  \($0)" }.joined(separator: "\n"))
            """)
    }

    @Test("every public type, static member, modifier and environment value is named in the table")
    func everyPublicAPIHasARow() throws {
        let declarations = try Self.declarations()
        let named = Set(try Self.entries().compactMap(\.qualifiedName))
        let resultBuilders = Set(
            declarations.filter { $0.kind == .type && $0.attributes.contains("resultBuilder") }.map(\.qualifiedName))

        var missing: [String: PublicDeclaration] = [:]
        for declaration in declarations {
            guard let name = SupportedAPIRules.requiredName(for: declaration, resultBuilders: resultBuilders),
                !named.contains(name), missing[name] == nil
            else { continue }
            missing[name] = declaration
        }
        let lines = missing.sorted { $0.key < $1.key }.map { name, declaration in
            let spelling = SupportedAPIRules.suggestedSpelling(of: name, declarations: declarations)
            return "  `\(spelling)`  (\(name), \(declaration.file):\(declaration.line))"
        }
        guard !lines.isEmpty else { return }
        Issue.record(
            """
            \(missing.count) public APIs are not named in \(Self.section). If you just added them, this \
            failure is expected: add each to a row of that table in SwiftUI's spelling (a modifier once, by \
            its base name, whatever its overloads), with what it becomes on GTK and how it differs from \
            SwiftUI, marking what SwiftUI lacks **GtkUI only**. If one is plumbing rather than API, add it \
            to `plumbing` in \(Self.rulesFile) with why it is public instead.
            \(lines.joined(separator: "\n"))
            """)
    }
}
