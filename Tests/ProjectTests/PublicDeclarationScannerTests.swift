import Testing

/// `PublicDeclarationScanner` finds what the compiler would make public, and only that.
@Suite("Public declaration scanner")
struct PublicDeclarationScannerTests {
    @Test("reads multi-line, nested, attributed and generic declarations and skips local and internal ones")
    func scannerReadsDeclarations() {
        let source = """
            /// A brace { and a "quote in a comment.
            @MainActor
            public struct Outer<T: Equatable>: View where T: Hashable {
                public struct Inner {}
                @MainActor public static let shared = Outer()
                private(set) public var red, green: Double
                let hidden = 1
                public init(
                    _ value: T,
                    @ViewBuilder content: () -> Content,
                    @TableColumnBuilder<T, Never> columns: () -> Columns,
                    id: KeyPath<T, Int> = \\.self,
                    label: String = "a, b) {"
                ) {
                    struct Local { public var nope: Int }
                }
                @_disfavoredOverload public func act<S: StringProtocol>(_ s: S) -> some View { Text("\\(s) }") }
                public static func + (lhs: Outer, rhs: Outer) -> Outer { lhs }
                public subscript(dynamicMember path: KeyPath<T, Int>) -> Int { 0 }
            }
            struct Internal { public var notAPI = 0 }
            extension Outer.Inner {
                public func nested(in rect: CGRect) -> Int { #"raw "}" string"# .count }
            }
            public enum Choice: Int { case a = 1, b, c }
            """
        let found = PublicDeclarationScanner.declarations(in: [("Fixture.swift", source)])
        let described = Set(
            found.map { "\($0.isStatic ? "static " : "")\($0.qualifiedName)(\($0.labels.joined(separator: ",")))" })
        #expect(
            described == [
                "Outer()", "Outer.Inner()", "static Outer.shared()", "Outer.red()", "Outer.green()",
                "Outer.init(_,content,columns,id,label)", "Outer.act(_)", "static Outer.+(_,_)",
                "Outer.subscript(dynamicMember)", "Outer.Inner.nested(in)", "Choice()", "Choice.a()", "Choice.b()",
                "Choice.c()",
            ])
        let initializer = found.first { $0.kind == .initializer }
        #expect(initializer?.hasDefault == [false, false, false, true, true])
        #expect(initializer?.accepts(labels: ["_", "content", "columns"]) == true)
        #expect(initializer?.accepts(labels: ["_", "content", "columns", "label"]) == true)
        #expect(initializer?.accepts(labels: ["content"]) == false)
        #expect(found.first { $0.name == "act" }?.attributes == ["_disfavoredOverload"])
    }
}
