// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// GtkUI: SwiftUI-style declarative views drawn with real GTK 4 widgets.
///
/// Layering (nothing below imports anything above):
/// CGtk and CGtkUI (C interop) → GtkUI's GTK backend → GtkUICore (view graph, state) → public API → app.
let package = Package(
    name: "GtkUI",
    products: [
        .library(name: "GtkUI", targets: ["GtkUI"]),
        .library(name: "GtkUITesting", targets: ["GtkUITesting"]),
        .executable(name: "gtkui-gallery", targets: ["gtkui-gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // Tests only: property-based tests of the data-flow layer (generators and shrinking).
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        // The `#Preview` macro's implementation (GtkUIMacros); any 6xx release works, so an
        // app's other macro packages can share one copy.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"700.0.0"),
        // The gallery's command line: options, validation, help and error messages as every
        // Swift command-line tool prints them.
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation`: the DocC reference of GtkUI and GtkUITesting.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // A GListModel of row positions for the lazy lists (a GObject type needs C); only the
        // GTK backend imports it, as only it imports CGtk.
        .target(name: "CGtkUI", dependencies: ["CGtk"]),
        // `#Preview` and `@Previewable` (a compiler plugin built on swift-syntax).
        .macro(
            name: "GtkUIMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            exclude: ["CMakeLists.txt"]
        ),
        // Finds the types `#Preview` leaves in the binary, through the Swift runtime's
        // metadata sections (needs C for the runtime's section walker and `swiftcall`).
        .target(name: "SwiftTypeDiscovery"),
        .target(
            name: "GtkUICore",
            dependencies: [
                "SwiftTypeDiscovery", "GtkUIMacros", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            exclude: ["CMakeLists.txt"]
        ),
        .target(
            name: "GtkUI",
            dependencies: [
                "CGtk", "CGtkUI", "GtkUICore", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            exclude: ["CMakeLists.txt"]
        ),
        .target(
            name: "GtkUICoreTesting",
            dependencies: ["GtkUICore", .product(name: "OpenCombine", package: "OpenCombine")],
            exclude: ["CMakeLists.txt"]
        ),
        .target(
            name: "GtkUITesting",
            dependencies: ["GtkUI"],
            exclude: ["CMakeLists.txt"]
        ),
        .target(
            name: "GtkUIGallery",
            dependencies: ["GtkUI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["CMakeLists.txt"]
        ),
        .executableTarget(
            name: "gtkui-gallery",
            dependencies: ["GtkUIGallery"],
            exclude: ["CMakeLists.txt"]
        ),
        // Not a product: `swift run -c release gtkui-benchmark` prints update costs and ratios.
        .executableTarget(
            name: "gtkui-benchmark",
            dependencies: ["GtkUICore", "GtkUICoreTesting", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Benchmarks/UpdateBenchmark"
        ),
        // Not a product: `swift run -c release gtkui-benchmark-gtk` times js-framework-benchmark's
        // operations on real GTK widgets, GtkUI against the C app in GtkBaseline.
        .executableTarget(
            name: "gtkui-benchmark-gtk",
            dependencies: ["GtkUI", "GtkUITesting", "GtkBaseline"],
            path: "Benchmarks/GtkBenchmark"
        ),
        // The benchmark's C side: the same app written against GTK directly, and the probes
        // (frame wait, RSS) both sides use. Its header hides GTK behind `void *`, so Swift still
        // imports CGtk only inside GtkUI.
        .target(name: "GtkBaseline", dependencies: ["CGtk"], path: "Benchmarks/GtkBaseline"),
        // Not a product: the scripted GTK session over every gallery page that the leak check
        // (GtkUIGalleryTests' LeakCheck suite) runs under valgrind.
        .executableTarget(
            name: "gtkui-leak-session",
            dependencies: ["GtkUIGallery", "GtkUITesting"],
            path: "Tests/LeakSession",
            exclude: ["valgrind.supp"]
        ),
        .testTarget(
            name: "GtkUICoreTests",
            dependencies: [
                "GtkUICore", "GtkUICoreTesting", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "GtkUITests",
            dependencies: [
                "GtkUI", "GtkUITesting", "GtkUICoreTesting",
                // The GTK variant of the data-flow properties runs on the core suite's harness.
                "GtkUICoreTests", .product(name: "PropertyBased", package: "swift-property-based"),
                // The seeds' view models say `import OpenCombine` (ported from `import Combine`).
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            // Images that `Image("name", bundle: .module)` finds, in the bundle's `Images` folder.
            resources: [.copy("Resources/Images")]
        ),
        .testTarget(
            name: "GtkUIGalleryTests",
            dependencies: ["GtkUIGallery", "GtkUITesting"],
            // Run with the system python3 against the live app; not compiled.
            exclude: ["Accessibility/atspi_probe.py", "held_keys.py"]
        ),
        .testTarget(
            name: "GtkUIMacrosTests",
            dependencies: [
                "GtkUIMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ProjectTests"),
    ]
)

// Scripts/test-thread-sanitizer runs only the core tests (the in-memory backend) under TSan. It
// sets GTKUI_CORE_ONLY=1 so that its build folder (.build/tsan) compiles just the core and what
// those tests need, not the GTK layer, the gallery and their test suites (about half of the
// compile time of a full build).
if Context.environment["GTKUI_CORE_ONLY"] == "1" {
    let core: Set = ["SwiftTypeDiscovery", "GtkUICore", "GtkUICoreTesting", "GtkUICoreTests"]
    package.targets.removeAll { !core.contains($0.name) }
    // Nor the `#Preview` macros: they need swift-syntax, which a sanitized build compiles again
    // (about 90 s on two cores), and the core tests expand none of them.
    for target in package.targets where target.name == "GtkUICore" {
        target.dependencies.removeAll {
            switch $0 {
            case .byNameItem(name: "GtkUIMacros", _), .targetItem(name: "GtkUIMacros", _): true
            default: false
            }
        }
        target.exclude.append("Previews/PreviewMacros.swift")
    }
    package.dependencies.removeAll {
        guard case .sourceControl(_, let location, _) = $0.kind else { return false }
        return location.hasSuffix("/swift-syntax")
    }
    package.products.removeAll()
}
