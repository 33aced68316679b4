// swift-tools-version:6.0
import PackageDescription

/// Notes: a small GNOME app for plain-text notes, written with GtkUI as any app outside the
/// framework would be: it depends on GtkUI by path and tests itself with GtkUITesting.
let package = Package(
    name: "Notes",
    dependencies: [
        .package(name: "GtkUI", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Notes",
            dependencies: [.product(name: "GtkUI", package: "GtkUI")]
        ),
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "Notes",
                .product(name: "GtkUI", package: "GtkUI"),
                .product(name: "GtkUITesting", package: "GtkUI"),
            ]
        ),
    ]
)
