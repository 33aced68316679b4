import Foundation
import Testing

/// The table of SF Symbols names in Docs/SystemImages.md is the one `Image(systemName:)` uses.
@Suite("System images documentation")
struct SystemImagesDocumentationTests {
    @Test("Docs/SystemImages.md lists exactly the names of SystemImageNames+Table.swift")
    func documentationMatchesTheTable() async throws {
        let script = ExternalTool.packageRoot.appending(path: "Scripts/render-system-images")
        let result = try await ExternalTool.run("/bin/bash", [script.path, "--check"])
        #expect(result.status == 0, "Run bash Scripts/render-system-images to update the documentation.\n\(result)")
    }

    @Test("every icon the table names is installed by Debian's adwaita-icon-theme")
    func iconsAreInstalled() throws {
        let table = try String(
            contentsOf: ExternalTool.packageRoot.appending(
                path: "Sources/GtkUICore/Images/SystemImageNames+Table.swift"),
            encoding: .utf8)
        let icons = Set(
            table.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: "\"")
                return parts.count == 5 ? String(parts[3]) : nil
            })
        #expect(icons.count > 100)
        let installed = Set(
            (FileManager.default.subpaths(atPath: "/usr/share/icons/Adwaita/scalable") ?? []).map {
                URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
            })
        #expect(icons.subtracting(installed).sorted() == [], "Scripts/setup installs adwaita-icon-theme")
    }
}
