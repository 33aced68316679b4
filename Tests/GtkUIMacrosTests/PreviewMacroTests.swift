import GtkUIMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `#Preview` expands to, checked on the syntax tree (the GTK suite checks that the
/// expansion compiles, is found at run time and shows the view).
@Suite("#Preview expansion")
struct PreviewMacroTests {
    let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    func expect(_ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = []) {
        assertMacroExpansion(
            source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
            failureHandler: { failure in
                Issue.record(
                    Comment(rawValue: failure.message),
                    sourceLocation: SourceLocation(
                        fileID: failure.location.fileID, filePath: failure.location.filePath,
                        line: failure.location.line, column: failure.location.column))
            })
    }

    @Test func aNamedPreviewBecomesAMarkedRegistrationWithABuilderBody() {
        expect(
            """
            #Preview("Empty") {
                Text("Nothing yet")
                Text("Add one")
            }
            """,
            expands: """
                @MainActor enum __macro_local_16__GtkUIPreview__fMu_: GtkUICore._PreviewRegistration {
                    @GtkUICore.ViewBuilder @MainActor static func _content() -> some GtkUICore.View {
                        Text("Nothing yet")
                        Text("Add one")
                    }
                    static func _makePreview() -> GtkUICore.Preview {
                        GtkUICore.Preview("Empty", _fileID: "TestModule/test.swift", _line: 1) {
                            _content()
                        }
                    }
                }
                """)
    }

    @Test func traitsPassThroughAndAnExplicitReturnDropsTheBuilder() {
        expect(
            """
            #Preview(traits: .sizeThatFitsLayout, .landscapeLeft) {
                let model = Model()
                return ContentView(model: model)
            }
            """,
            expands: """
                @MainActor enum __macro_local_16__GtkUIPreview__fMu_: GtkUICore._PreviewRegistration {
                    @MainActor static func _content() -> some GtkUICore.View {
                        let model = Model()
                        return ContentView(model: model)
                    }
                    static func _makePreview() -> GtkUICore.Preview {
                        GtkUICore.Preview(traits: .sizeThatFitsLayout, .landscapeLeft, _fileID: "TestModule/test.swift", _line: 1) {
                            _content()
                        }
                    }
                }
                """)
    }

    @Test func previewableVariablesBecomeTheStateOfAWrapperView() {
        expect(
            """
            #Preview {
                @Previewable @State var isOn = true
                Toggle("Wi-Fi", isOn: $isOn)
            }
            """,
            expands: """
                @MainActor enum __macro_local_16__GtkUIPreview__fMu_: GtkUICore._PreviewRegistration {
                    struct _Content: GtkUICore.View {
                        @State var isOn = true
                        @GtkUICore.ViewBuilder var body: some GtkUICore.View {
                            Toggle("Wi-Fi", isOn: $isOn)
                        }
                    }
                    @MainActor static func _content() -> some GtkUICore.View {
                        _Content()
                    }
                    static func _makePreview() -> GtkUICore.Preview {
                        GtkUICore.Preview(_fileID: "TestModule/test.swift", _line: 1) {
                            _content()
                        }
                    }
                }
                """)
    }

    @Test func aClosureWithParametersIsRejectedWithTheFix() {
        expect(
            """
            #Preview { value in
                Text("x")
            }
            """,
            expands: """
                #Preview { value in
                    Text("x")
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "#Preview's closure takes no parameters; declare @Previewable variables inside it instead",
                    line: 1, column: 12)
            ])
    }
}
