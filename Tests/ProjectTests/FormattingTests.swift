import Foundation
import Testing

/// The tree stays as `.swift-format` describes it, including a doc comment on every public
/// declaration (the `AllPublicDeclarationsHaveDocumentation` rule).
@Suite("Formatting")
struct FormattingTests {
    @Test("swift format lint --strict finds nothing in Sources, Tests, Benchmarks and Examples")
    func lintIsClean() async throws {
        let root = ExternalTool.packageRoot.path
        let result = try await ExternalTool.run(
            "swift",
            [
                "format", "lint", "--strict", "-r", "\(root)/Sources", "\(root)/Tests", "\(root)/Benchmarks",
                "\(root)/Examples",
            ],
            timeout: .seconds(300))
        #expect(result.status == 0, "run `swift format format -i -r Sources Tests Benchmarks Examples`:\n\(result)")
    }
}
