import Foundation
import Testing

/// The CMake build beside SwiftPM: its source lists match the folders, and it builds,
/// installs and runs the gallery.
@Suite("CMake build")
struct CMakeBuildTests {
    static let appID = "io.github.gtkui.Gallery"

    @Test("each module's CMakeLists.txt lists exactly the .swift files in its folder")
    func sourceListsMatchTheFolders() async throws {
        let script = ExternalTool.packageRoot.appending(path: "Scripts/sync-cmake-sources")
        let result = try await ExternalTool.run(script.path, ["--check"])
        #expect(
            result.status == 0, "Run Scripts/sync-cmake-sources to update the lists.\n\(result)")
    }

    /// Configures into a fresh build folder, builds, installs under a temporary prefix and runs
    /// the installed binary.
    ///
    /// A full build is the slowest test here, so it runs two jobs to leave room for the others.
    /// It is skipped only where CMake or Ninja is not installed: SwiftPM alone can build and
    /// test everything else.
    @Test(
        "CMake + Ninja builds, installs and runs the gallery",
        .enabled(
            if: ExternalTool.isInstalled("cmake") && ExternalTool.isInstalled("ninja"),
            "needs cmake and ninja (Debian packages cmake and ninja-build)"),
        .timeLimit(.minutes(15)))
    func buildInstallAndRun() async throws {
        let work = FileManager.default.temporaryDirectory.appending(
            path: "gtkui-cmake-\(UUID().uuidString)")
        let build = work.appending(path: "build")
        let prefix = work.appending(path: "prefix")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        try await step(
            "cmake",
            [
                "-G", "Ninja", "-S", ExternalTool.packageRoot.path, "-B", build.path,
                "-DCMAKE_BUILD_TYPE=Debug", "-DCMAKE_INSTALL_PREFIX=\(prefix.path)",
                // swiftc would otherwise run one frontend job per core inside each Ninja job.
                "-DCMAKE_Swift_NUM_THREADS=2",
            ],
            timeout: .seconds(300))
        try await step("cmake", ["--build", build.path, "--parallel", "2"], timeout: .seconds(720))
        // A second build must succeed without work: an output CMake declares but never writes
        // makes Ninja rebuild every time, and Swift's incremental rebuilds have failed there.
        try await step("cmake", ["--build", build.path, "--parallel", "2"], timeout: .seconds(300))
        try await step("cmake", ["--install", build.path])

        for path in Self.installedFiles() {
            #expect(
                FileManager.default.fileExists(atPath: prefix.appending(path: path).path),
                "\(path) is not installed under the prefix")
        }
        let binary = prefix.appending(path: "bin/gtkui-gallery")
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "bin/gtkui-gallery is not executable")
        let help = try await ExternalTool.run(binary.path, ["--help"], timeout: .seconds(60))
        #expect(help.status == 0, "\(help)")
        // The #Preview macro expanded through the CMake-built plugin, and the run time found
        // the previews in the installed binary.
        let previews = try await ExternalTool.run(binary.path, ["--list-previews"], timeout: .seconds(60))
        #expect(previews.status == 0 && previews.output.contains("Status badges"), "\(previews)")
    }

    /// The files `cmake --install` must produce, relative to the prefix: the app, its desktop
    /// integration, the Catalog's sample images and one catalogue per `Resources/locale/*.po`.
    static func installedFiles() -> [String] {
        let locale = ExternalTool.packageRoot.appending(path: "Resources/locale")
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: locale.path)) ?? [])
            .filter { $0.hasSuffix(".po") }
            .map { String($0.dropLast(".po".count)) }
        return [
            "bin/gtkui-gallery",
            "share/applications/\(appID).desktop",
            "share/metainfo/\(appID).metainfo.xml",
            "share/icons/hicolor/scalable/apps/\(appID).svg",
            "share/icons/hicolor/symbolic/apps/\(appID)-symbolic.svg",
            "share/gtkui-gallery/style.css",
            "share/gtkui-gallery/images/landscape.png",
            "share/gtkui-gallery/images/portrait.jpg",
            "share/gtkui-gallery/images/badge.svg",
        ] + languages.sorted().map { "share/locale/\($0)/LC_MESSAGES/gtkui-gallery.mo" }
    }

    /// Runs one build step and stops the test with the step's transcript if it fails.
    @discardableResult
    private func step(_ tool: String, _ arguments: [String], timeout: Duration = .seconds(120))
        async throws
        -> ExternalTool.Result
    {
        let result = try await ExternalTool.run(tool, arguments, timeout: timeout)
        try #require(result.status == 0 && !result.timedOut, "\(result)")
        return result
    }
}
