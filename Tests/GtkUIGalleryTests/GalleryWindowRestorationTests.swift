import Foundation
import GtkUITesting
import Testing

@testable import GtkUIGallery

extension GalleryBinaryTests {
    /// The real `gtkui-gallery` binary remembering its window's size across launches, in a
    /// config folder of the test's own: resized and closed, it opens at that size next time.
    @Suite("gtkui-gallery window restoration", .serialized)
    struct GalleryWindowRestorationTests {
        /// The gallery did not open its window.
        struct LaunchError: Error, CustomStringConvertible {
            let description: String
        }

        /// A fresh `XDG_CONFIG_HOME` and the gallery's window-state file in it.
        static func freshConfig() throws -> (home: URL, file: URL) {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-restore-\(UUID())")
            let folder = home.appendingPathComponent("io.github.gtkui.Gallery", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return (home, folder.appendingPathComponent("window-state.json"))
        }

        /// Launches the gallery with `home` as its config folder and waits for its window; returns
        /// the process and the window's X id and size.
        static func launch(configHome home: URL) throws -> (ChildProcess, id: String, width: Int, height: Int) {
            try HeadlessDisplay.ensure()
            // A page whose title no other window of the suite has: windows of in-process tests
            // share the display, and some are titled Sample.
            let gallery = try GalleryBinaryTests.startGallery(
                ["--page", "counter"], environment: GalleryBinaryTests.childEnvironment(["XDG_CONFIG_HOME": home.path]),
                captureOutput: true)
            for _ in 0..<300 {
                usleep(100_000)
                if let window = sampleWindow() { return (gallery, window.id, window.width, window.height) }
            }
            gallery.send(SIGTERM)
            _ = gallery.wait()
            throw LaunchError(description: "no window titled \(windowTitle) appeared: \(gallery.readAll())")
        }

        /// The title of the page the gallery is launched on.
        static let windowTitle = GalleryPage.named("counter")?.title ?? "?"

        /// The X id and size of the gallery's window, as xwininfo lists it.
        static func sampleWindow() -> (id: String, width: Int, height: Int)? {
            let tree =
                (try? ChildProcess("/usr/bin/xwininfo", ["-root", "-tree"], captureOutput: true).finish(within: 10)
                    .output)
                ?? ""
            for line in tree.split(separator: "\n") where line.contains("\"\(windowTitle)\":") {
                let words = line.split(separator: " ")
                guard let id = words.first,
                    let size = words.first(where: { $0.contains("x") && $0.contains("+") && $0.first?.isNumber == true }
                    )
                else { continue }
                let parts = size.split(separator: "+")[0].split(separator: "x").compactMap { Int($0) }
                if parts.count == 2, parts[0] > 1 { return (String(id), parts[0], parts[1]) }
            }
            return nil
        }

        /// Ends the gallery as a service manager does (SIGTERM closes its windows) and returns its output.
        static func quit(_ gallery: ChildProcess) -> String {
            gallery.send(SIGTERM)
            let status = gallery.wait()
            let output = gallery.readAll()
            #expect(status == 0, "\(output)")
            return output
        }

        @Test("resized and closed, the window opens at that size at the next launch")
        func restoresSize() throws {
            let (home, file) = try Self.freshConfig()
            defer { try? FileManager.default.removeItem(at: home) }
            let (first, id, width, height) = try Self.launch(configHome: home)
            #expect((width, height) == (980, 680), "opens at its default size the first time")
            let resize = try ChildProcess(
                // Wider than the gallery's least width (sidebar beside a 520-point explanation).
                "/usr/bin/xdotool", ["windowsize", "--sync", id, "900", "600"], captureOutput: true, mergeErrors: true)
            _ = resize.readAll()
            #expect(resize.wait() == 0)
            usleep(300_000)
            _ = Self.quit(first)
            let saved = try String(contentsOf: file, encoding: .utf8)
            #expect(saved.contains("\"width\" : 900") && saved.contains("\"height\" : 600"), "\(saved)")
            let (second, _, restoredWidth, restoredHeight) = try Self.launch(configHome: home)
            _ = Self.quit(second)
            #expect((restoredWidth, restoredHeight) == (900, 600))
        }

        @Test("a corrupt window-state file: the window opens at its default size and the app says why")
        func corruptFile() throws {
            let (home, file) = try Self.freshConfig()
            defer { try? FileManager.default.removeItem(at: home) }
            try Data("[1, 2".utf8).write(to: file)
            let (gallery, _, width, height) = try Self.launch(configHome: home)
            let output = Self.quit(gallery)
            #expect((width, height) == (980, 680))
            #expect(output.contains("is not a JSON object of window sizes"), "\(output)")
            #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt"))
        }
    }
}
