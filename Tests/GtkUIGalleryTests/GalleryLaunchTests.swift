import Foundation
import GtkUITesting
import Testing

@testable import GtkUIGallery

extension GalleryBinaryTests {
    /// Launches the real `gtkui-gallery` binary on the headless display, as a user would.
    @Suite("gtkui-gallery launch", .serialized)
    struct GalleryLaunchTests {
        @Test("opens a window titled Sample, stays up, and closes cleanly on SIGTERM")
        func opensAndClosesCleanly() throws {
            try HeadlessDisplay.ensure()
            let gallery = try GalleryBinaryTests.startGallery(["--pattern", "environment-object"], captureOutput: true)
            let titled = Self.waitForWindow(titled: "Sample")
            #expect(titled, "no window titled Sample appeared")
            usleep(500_000)
            #expect(gallery.isRunning, "the gallery quit on its own")
            gallery.send(SIGTERM)
            let status = gallery.wait()
            let output = gallery.readAll()
            #expect(status == 0, "exit status \(status): \(output)")
            #expect(!output.contains("CRITICAL"), "GTK criticals: \(output)")
            #expect(!output.contains("WARNING"), "GTK warnings: \(output)")
        }

        @Test("Ctrl+Q closes the windows and quits with 0, as GNOME apps do")
        func controlQQuits() throws {
            try HeadlessDisplay.ensure()
            let gallery = try GalleryBinaryTests.startGallery(["--pattern", "environment-object"], captureOutput: true)
            // Only the gallery's window: in-process tests on the same display have windows
            // titled Sample too.
            let (found, _) = try ChildProcess(
                "/usr/bin/xdotool",
                [
                    "search", "--sync", "--all", "--pid", String(gallery.pid), "--name", "^Sample$", "windowfocus",
                    "--sync",
                    "key", "ctrl+q",
                ],
                captureOutput: true, mergeErrors: true
            ).finish(within: 30)
            // The keys go up even when xdotool does not get to release them: the app quits on the
            // press, and xdotool exits on the X error its vanished window raises. Keys left down
            // on the shared display would quit every gallery the next tests start, with status 0.
            _ = try ChildProcess("/usr/bin/xdotool", ["keyup", "ctrl+q"]).finish(within: 10)
            let held = GalleryBinaryTests.heldKeys()
            #expect(held.isEmpty, "keys left down: \(held)")
            try #require(found != 137, "no window titled Sample of the gallery's appeared in 30 s")
            for _ in 0..<100 where gallery.isRunning { usleep(100_000) }
            let quit = !gallery.isRunning
            if !quit { gallery.send(SIGTERM) }
            let status = gallery.wait()
            #expect(quit, "the gallery was still running 10 s after Ctrl+Q")
            #expect(status == 0, "exit status \(status): \(gallery.readAll())")
        }

        @Test("left alone, the running app's main loop sleeps")
        func idleAppSleeps() throws {
            // A display and no accessibility bus of its own: other suites move the shared
            // display's pointer and talk on its accessibility bus, which would wake the app.
            let server = try ChildProcess(
                "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                captureOutput: true)
            defer {
                server.send(SIGTERM)
                _ = server.wait()
            }
            let display = ":" + (try #require(server.readLine(), "Xvfb reported no display number"))
            let environment = GalleryBinaryTests.childEnvironment(["DISPLAY": display, "GTK_A11Y": "none"])
            let gallery = try GalleryBinaryTests.startGallery(
                ["--page", "person-row"], environment: environment, captureOutput: true)
            defer {
                gallery.send(SIGTERM)
                _ = gallery.wait()
            }
            let titled = Self.waitForWindow(titled: "PersonRow: var vs @ObservedObject", on: display)
            try #require(titled, "no window titled after the page appeared")
            // Startup work settles first: fonts, the first frames, and the sidebar scrolled to the
            // page, whose overlay scrollbar GTK fades out a second or two later.
            sleep(4)
            let before = try Self.mainThreadWakeups(of: gallery.pid)
            sleep(2)
            let wakeups = try Self.mainThreadWakeups(of: gallery.pid) - before
            // An idle GLib main loop sleeps in poll(); a timer or an always-ready source at
            // 2 Hz or more would wake it at least 4 times.
            #expect(wakeups <= 2, "the idle app's main thread woke \(wakeups) times in 2 s")
        }

        /// Waits up to thirty seconds for a window titled `title` on `display` (the test's own
        /// when nil), as xwininfo lists it: under the full suite's load a start can take over ten.
        static func waitForWindow(titled title: String, on display: String? = nil) -> Bool {
            let arguments = (display.map { ["-display", $0] } ?? []) + ["-root", "-tree"]
            for _ in 0..<300 {
                usleep(100_000)
                let tree = try? ChildProcess("/usr/bin/xwininfo", arguments, captureOutput: true).finish(within: 10)
                    .output
                if tree?.contains("\"\(title)\"") == true { return true }
            }
            return false
        }

        /// How often a process's main thread has gone to sleep waiting for something (each
        /// wake-up of an idle main loop ends in one), from `/proc/PID/task/PID/status`.
        static func mainThreadWakeups(of pid: pid_t) throws -> Int {
            let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
            return try #require(Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
        }

        @Test("--help prints usage and exits 0 without a display")
        func helpWorksWithoutDisplay() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(["--help"], environment: ["DISPLAY": nil])
            #expect(status == 0)
            #expect(output.contains("USAGE: gtkui-gallery"))
            for option in [
                "--pattern <name>", "--page <name>", "--preview <name>", "--screenshot <file>", "--list-pages",
            ] {
                #expect(output.contains(option), "\(option) is not in the help")
            }
        }

        @Test("a mistyped option prints the usage and exits 2")
        func typoPrintsUsage() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(
                ["--pgae", "catalog-text"], environment: ["DISPLAY": nil])
            #expect(status == 2)
            #expect(output.hasPrefix("gtkui-gallery: error: Unknown option '--pgae'"), "\(output)")
            #expect(output.contains("Usage: gtkui-gallery"))
        }

        @Test("asking for a pattern and a page at once is refused")
        func conflictingSelectionsFail() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(
                ["--pattern=state", "--page", "catalog-text"], environment: ["DISPLAY": nil])
            #expect(status == 2)
            #expect(output.contains("choose one of --pattern, --page and --preview"), "\(output)")
        }

        @Test("an unknown pattern lists the valid names and exits non-zero")
        func unknownPatternFails() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(["--pattern", "stat"])
            #expect(status == 2)
            #expect(output.contains("unknown pattern 'stat'"))
            #expect(output.contains("state, binding, observed-object, environment-object, state-object, observation"))
        }

        @Test("--list-pages prints every page's name and title, one a line")
        func listPages() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(["--list-pages"], environment: ["DISPLAY": nil])
            #expect(status == 0)
            let lines = output.split(separator: "\n")
            #expect(lines.count == GalleryPage.all.count)
            for (line, page) in zip(lines, GalleryPage.all) {
                #expect(line.hasPrefix(page.name + " "))
                #expect(line.hasSuffix(page.title))
            }
        }

        @Test("--page opens that page: its explanation is drawn in the screenshot run")
        func pageOpensFromCommandLine() throws {
            try HeadlessDisplay.ensure()
            let page = try #require(GalleryPage.all.first)
            let shot = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-page-\(page.name).png").path
            try? FileManager.default.removeItem(atPath: shot)
            let (status, output) = try GalleryBinaryTests.launchGallery(["--page", page.name, "--screenshot", shot])
            #expect(status == 0, "\(output)")
            #expect(FileManager.default.fileExists(atPath: shot))
            #expect(!output.contains("CRITICAL") && !output.contains("WARNING"), "\(output)")
        }

        @Test("in the app, the page's .task runs and the window is still laid out and drawn")
        func deleteBookInTheApp() throws {
            try HeadlessDisplay.ensure()
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("delete-book-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            // Main-queue work (the .task) once left GLib's dispatch source always ready, which
            // starved GTK's layout: the window never got a size to take a screenshot of.
            let gallery = try GalleryBinaryTests.startGallery(
                ["--page", "delete-book", "--screenshot", path], captureOutput: true)
            // A starved main loop never handles SIGTERM either; end a hung app so the test fails.
            let (status, output) = gallery.finish(within: 30)
            #expect(status == 0)
            #expect(output.contains("Saved \(path)"), "\(output)")
        }

        @Test("an unknown page says how to list the names and exits non-zero")
        func unknownPageFails() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(["--page", "no-such-page"])
            #expect(status == 2)
            #expect(output.contains("unknown page 'no-such-page'"))
            #expect(output.contains("--list-pages"))
        }

        @Test("without a display the app says so and exits non-zero")
        func noDisplayFails() throws {
            let (status, output) = try GalleryBinaryTests.launchGallery(
                [], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
            #expect(status == 1)
            #expect(output.contains("neither DISPLAY nor WAYLAND_DISPLAY is set"))
        }

    }
}
