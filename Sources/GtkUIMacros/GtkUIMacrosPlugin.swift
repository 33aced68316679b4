// The entry point of the executable plugin SwiftPM builds from the swift-syntax package. The
// CMake build makes a library plugin against the toolchain's own swift-syntax instead, which
// has no SwiftCompilerPlugin module (the compiler loads the library in-process).
#if canImport(SwiftCompilerPlugin)
    import SwiftCompilerPlugin
    import SwiftSyntaxMacros

    /// The compiler plugin SwiftPM builds: the macros GtkUI declares.
    @main
    struct GtkUIMacrosPlugin: CompilerPlugin {
        let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
    }
#endif
