// swift-tools-version:6.0
import PackageDescription

/// Converter: a small GNOME unit converter written with GtkUI, depending on it as any app would.
let package = Package(
    name: "Converter",
    dependencies: [
        .package(name: "GtkUI", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Converter",
            dependencies: [.product(name: "GtkUI", package: "GtkUI")]
        ),
        .testTarget(
            name: "ConverterTests",
            dependencies: [
                "Converter",
                .product(name: "GtkUI", package: "GtkUI"),
                .product(name: "GtkUITesting", package: "GtkUI"),
            ]
        ),
    ]
)
