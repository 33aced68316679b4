import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `#Preview("name", traits: …) { body }` into a registration type that GtkUI finds at
/// run time (`PreviewRegistry`), so that `--preview NAME` opens just that view in a window.
///
/// The expansion is one uniquely named enum whose name carries the marker
/// `__GtkUIPreview__`: the run time looks for that marker among the program's type metadata
/// records, so no list of previews has to be kept by hand. The body becomes a
/// `@ViewBuilder` function (unless it says `return`, which a builder does not allow), and
/// `@Previewable` variables become the stored properties of a small wrapper view, as in
/// SwiftUI, so `@Previewable @State var on = true` gives a working binding.
public struct PreviewMacro: DeclarationMacro {
    /// The marker the run time's discovery looks for in type names.
    static let marker = "__GtkUIPreview__"

    /// The registration enum for one `#Preview`, or an error naming what is wrong with it.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let bodyArgument = node.arguments.first { $0.label?.text == "body" }
        guard let closure = node.trailingClosure ?? bodyArgument?.expression.as(ClosureExprSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody)
            ])
        }
        if let signature = closure.signature, signature.parameterClause != nil {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(signature), message: PreviewDiagnostic.bodyTakesParameters)
            ])
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file ?? ExprSyntax(StringLiteralExprSyntax(content: "unknown"))
        let line = location?.line ?? ExprSyntax(IntegerLiteralExprSyntax(0))

        // The name and traits go to `Preview.init` as written; the body is replaced.
        var arguments = node.arguments.filter { $0.label?.text != "body" }.map { $0.trimmed }
        if !arguments.isEmpty {
            arguments[arguments.count - 1].trailingComma = .commaToken()
        }
        let passed = arguments.map { $0.description + " " }.joined()

        let (properties, statements) = split(closure.statements)
        let builder = returnsExplicitly(statements) ? "" : "@GtkUICore.ViewBuilder "
        let body = statements.map { $0.trimmed.description }.joined(separator: "\n")
        let content: String
        if properties.isEmpty {
            content = """
                \(builder)@MainActor static func _content() -> some GtkUICore.View {
                \(body)
                }
                """
        } else {
            content = """
                struct _Content: GtkUICore.View {
                \(properties.joined(separator: "\n"))
                \(builder)var body: some GtkUICore.View {
                \(body)
                }
                }
                @MainActor static func _content() -> some GtkUICore.View { _Content() }
                """
        }
        let name = context.makeUniqueName(marker)
        return [
            """
            @MainActor enum \(name): GtkUICore._PreviewRegistration {
            \(raw: content)
            static func _makePreview() -> GtkUICore.Preview {
            GtkUICore.Preview(\(raw: passed)_fileID: \(fileID), _line: \(line)) { _content() }
            }
            }
            """
        ]
    }

    /// Separates `@Previewable` variable declarations (without that attribute) from the
    /// statements that build the view.
    private static func split(_ items: CodeBlockItemListSyntax) -> ([String], [CodeBlockItemSyntax]) {
        var properties: [String] = []
        var statements: [CodeBlockItemSyntax] = []
        for item in items {
            guard var variable = item.item.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: isPreviewable)
            else {
                statements.append(item)
                continue
            }
            variable.attributes = variable.attributes.filter { !isPreviewable($0) }
            properties.append(variable.trimmed.description)
        }
        return (properties, statements)
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }

    /// Whether the body returns its view with `return`: a result builder rejects that, so such
    /// a body becomes an ordinary function.
    private static func returnsExplicitly(_ statements: [CodeBlockItemSyntax]) -> Bool {
        statements.contains { $0.item.is(ReturnStmtSyntax.self) }
    }
}

/// Does nothing by itself: `#Preview` finds variables marked `@Previewable` in its body and
/// makes them the stored properties of the view it previews.
public struct PreviewableMacro: PeerMacro {
    /// Nothing: the attribute only marks the variable for `#Preview`.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// What `#Preview` reports about a body it cannot use.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody
    case bodyTakesParameters

    var message: String {
        switch self {
        case .missingBody:
            "#Preview needs a closure that builds the view to preview: #Preview(\"Name\") { ContentView() }"
        case .bodyTakesParameters:
            "#Preview's closure takes no parameters; declare @Previewable variables inside it instead"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "GtkUIMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
