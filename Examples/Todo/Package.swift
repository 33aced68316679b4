// swift-tools-version:6.0
import PackageDescription

/// Todo: a small GNOME to-do list written with GtkUI, depending on it as any app would.
let package = Package(
    name: "Todo",
    dependencies: [
        .package(name: "GtkUI", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Todo",
            dependencies: [.product(name: "GtkUI", package: "GtkUI")]
        ),
        .testTarget(
            name: "TodoTests",
            dependencies: [
                "Todo",
                .product(name: "GtkUI", package: "GtkUI"),
                .product(name: "GtkUITesting", package: "GtkUI"),
            ]
        ),
    ]
)
