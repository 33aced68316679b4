import Foundation
import GtkUITesting
import Testing

extension GalleryBinaryTests {
    /// Reads the running gallery's accessibility tree over AT-SPI, as Orca would.
    @Suite(
        "Accessibility over AT-SPI", .serialized,
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi"),
            "needs python3-pyatspi (Scripts/setup installs it)"))
    struct AccessibilityTests {
        struct Node: Decodable {
            let depth: Int
            let role: String
            let name: String
            let focusable: Bool
            /// AT-SPI's `selected` state, as a screen reader reads a tab's.
            let selected: Bool
            /// The text an editable text holds; nil for other nodes.
            let text: String?
            /// The accessible description (`.accessibilityHint`, `.help`); nil when empty.
            let description: String?
            /// The names of the node's AT-SPI actions, read by the `actions` command; nil otherwise.
            let actions: [String]?
        }

        /// Runs the probe against a freshly launched gallery and returns one tree per `tree` command.
        ///
        /// - Parameter launch: The gallery's arguments: which pattern or page it opens.
        /// - Parameter language: `en` or `ja`: the gallery's language, as the desktop sets it.
        func probe(
            _ commands: [String], launch: [String] = ["--pattern", "environment-object"], language: String = "en"
        ) throws -> [[Node]] {
            try HeadlessDisplay.ensure()
            let environment = GalleryBinaryTests.childEnvironment([
                "LANG": language == "ja" ? "ja_JP.UTF-8" : "en_US.UTF-8", "LANGUAGE": language,
            ])
            let gallery = try GalleryBinaryTests.startGallery(launch, environment: environment)
            defer {
                gallery.send(SIGTERM)
                gallery.wait()
            }
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "atspi_probe.py"
            ).path
            let probe = try ChildProcess(
                "/usr/bin/python3", [script, String(gallery.pid)] + commands, captureOutput: true, mergeErrors: true)
            let output = probe.readAll()
            let status = probe.wait()
            try #require(status == 0, "probe failed: \(output)")
            return output.components(separatedBy: "---\n").dropLast().map { block in
                block.split(separator: "\n").compactMap { try? JSONDecoder().decode(Node.self, from: Data($0.utf8)) }
            }
        }

        @Test("controls are named for screen readers and reachable with Tab")
        func controlsAreNamed() throws {
            let trees = try probe(["tree"])
            let tree = try #require(trees.first)
            let field = tree.first { $0.role == "text" }
            #expect(field?.name == "Enter a number")
            #expect(field?.focusable == true)
            let button = tree.first { $0.role == "push button" && $0.name == "Check the shared value" }
            #expect(button != nil, "the navigation button is announced by its text")
            #expect(button?.focusable == true)
            #expect(tree.contains { $0.role == "label" && $0.name == "Please enter a number" })
            #expect(!tree.contains { $0.name == "GtkButton" }, "no control is announced by its class name")
        }

        @Test("the error label is an alert when it reappears, so screen readers announce it")
        func errorIsAnnounced() throws {
            let trees = try probe(["type", "Enter a number", "123", "tree", "type", "Enter a number", "12a", "tree"])
            try #require(trees.count == 2)
            #expect(!trees[0].contains { $0.name == "Please enter a number" }, "a number hides the error")
            #expect(trees[1].contains { $0.role == "alert" && $0.name == "Please enter a number" })
        }

        @Test("after navigating, the tree shows only the pushed page and a Back button")
        func onlyShownPageIsExposed() throws {
            let trees = try probe(["press", "Check the shared value", "tree"])
            let tree = try #require(trees.first)
            #expect(tree.contains { $0.role == "label" && $0.name == "The text field contains “”" })
            #expect(tree.contains { $0.role == "push button" && $0.name == "Back" })
            #expect(!tree.contains { $0.role == "text" }, "the first page's field is not exposed while hidden")
        }

        @Test("images are named for screen readers, decorative ones are skipped, icon-only buttons take the title")
        func imagesAreNamed() throws {
            let images = try #require(try probe(["tree"], launch: ["--page", "catalog-images"]).first)
            #expect(images.contains { $0.role == "image" && $0.name == "trash" })
            #expect(images.contains { $0.role == "image" && $0.name == "landscape" })
            #expect(!images.contains { $0.name == "badge" }, "the decorative picture is hidden")
            let labels = try #require(try probe(["tree"], launch: ["--page", "catalog-labels"]).first)
            #expect(labels.contains { $0.role == "push button" && $0.name == "Add" })
            #expect(labels.contains { $0.role == "push button" && $0.name == "Share" })
        }

        @Test("a ZStack's layers are all in the tree, back to front, and its buttons are reachable")
        func zStackLayersAreExposed() throws {
            let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-zstack"]).first)
            // Text in a title or headline font is a heading.
            let names = tree.filter { $0.role == "label" || $0.role == "heading" }.map(\.name)
            let inbox = try #require(names.firstIndex(of: "Inbox"), "the card's text is missing: \(names)")
            let badge = try #require(names.firstIndex(of: "3"), "the badge is missing: \(names)")
            #expect(inbox < badge, "the badge, drawn on top, comes after the card")
            #expect(names.contains("AL") && names.contains("GH"))
            let corner = tree.first { $0.role == "push button" && $0.name == "bottomTrailing" }
            #expect(corner?.focusable == true)
            #expect(!tree.contains { $0.name == "GtkOverlay" }, "a stack is announced by its class name")
        }

        @Test("a Grid's cells are read row by row; ViewThatFits exposes only the candidate it shows")
        func gridsPageIsExposed() throws {
            let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-grids"]).first)
            // Text in a title or headline font is a heading.
            let names = tree.filter { $0.role == "label" || $0.role == "heading" }.map(\.name)
            let header = try #require(names.firstIndex(of: "Qty"), "the grid's header is missing: \(names)")
            let item = try #require(names.firstIndex(of: "Notebook, squared"), "a grid cell is missing: \(names)")
            #expect(header < item, "the rows are not read in order")
            #expect(names.contains("Download the whole archive (1.2 GB)"))
            #expect(!names.contains("Download (1.2 GB)"), "a candidate ViewThatFits does not show is exposed")
            let more = tree.first { $0.role == "push button" && $0.name == "One more notebook" }
            #expect(more?.focusable == true)
        }

        @Test("sliders, progress bars and gauges are named by their labels; sliders take focus")
        func valueControlsAreNamed() throws {
            let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-sliders"]).first)
            let volume = tree.first { $0.role == "slider" && $0.name == "Volume" }
            #expect(volume != nil, "roles and names: \(tree.map { "\($0.role):\($0.name)" })")
            #expect(volume?.focusable == true)
            #expect(tree.contains { $0.role == "progress bar" && $0.name == "Volume level" })
            #expect(tree.contains { $0.role == "level bar" && $0.name == "Gauge" })
        }

        @Test("buttons are named by their title, icon-only ones too, whatever their style")
        func buttonsAreNamed() throws {
            let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-buttons"]).first)
            for name in [
                "Prominent", "Plain", "Link", "Remove", "Share", "Favourite", "Press and hold", "Save (Ctrl+S)",
            ] {
                #expect(tree.contains { $0.role == "push button" && $0.name == name && $0.focusable }, "\(name)")
            }
            #expect(!tree.contains { $0.name == "GtkButton" }, "no button is announced by its class name")
        }

        @Test("fields are named by their title: with a prompt, as value fields and growing vertically")
        func fieldsAreNamedByTitle() throws {
            let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-focus"]).first)
            let roles = tree.map { "\($0.role):\($0.name)" }
            for name in ["Name", "Quantity", "Price", "Discount", "Message"] {
                #expect(tree.contains { $0.role == "text" && $0.name == name && $0.focusable }, "\(name): \(roles)")
            }
            #expect(!tree.contains { $0.role == "text" && $0.name == "Required" }, "the prompt is not the name")
        }

        @Test("date and colour pickers are named by their labels and take focus")
        func valuePickersAreNamed() throws {
            let dates = try #require(try probe(["tree"], launch: ["--page", "catalog-date-pickers"]).first)
            // GTK names the compact button by the title and then the date it shows.
            let departure = dates.filter { $0.name == "Departure Jun 3, 2025 at 9:30\u{202F}AM" }
            #expect(
                departure.contains { $0.role == "push button" && $0.focusable },
                "roles and names: \(dates.map { "\($0.role):\($0.name)" })")
            #expect(dates.contains { $0.name == "Calendar" && $0.focusable }, "the inline calendar, label hidden")
            #expect(dates.contains { $0.role == "spin button" && $0.name == "Hour" && $0.focusable })
            #expect(dates.contains { $0.role == "spin button" && $0.name == "Minute" && $0.focusable })
            let colors = try #require(try probe(["tree"], launch: ["--page", "catalog-color-pickers"]).first)
            for name in ["Ink", "Paper"] {
                #expect(colors.contains { $0.role == "push button" && $0.name == name && $0.focusable }, "\(name)")
            }
        }

        @Test("menu buttons and links are named by their labels, and an open menu's items by their titles")
        func menusAreNamed() throws {
            let trees = try probe(["tree", "press", "View", "tree"], launch: ["--page", "catalog-menus"])
            try #require(trees.count == 2)
            let closed = trees[0]
            let names = closed.map { "\($0.role):\($0.name)" }
            for name in ["File", "View", "More"] {
                #expect(closed.contains { $0.name == name && $0.focusable }, "\(name) in \(names)")
            }
            #expect(closed.contains { $0.role == "link" && $0.name == "GNOME Website" }, "\(names)")
            let open = trees[1]
            #expect(open.contains { $0.role == "menu" && $0.name == "View" }, "the open menu is named by its button")
            let items = open.filter { $0.role.contains("menu item") }.map(\.name)
            #expect(items.contains("Show Hidden Files"), "\(open.map { "\($0.role):\($0.name)" })")
            #expect(items.contains("Date Modified"))
        }

        @Test("an open alert is a dialog named by its title, its buttons named by their labels")
        func alertIsNamed() throws {
            let trees = try probe(["press", "Delete Notes…", "tree"], launch: ["--page", "catalog-alerts"])
            let open = try #require(trees.first)
            let names = open.map { "\($0.role):\($0.name)" }
            #expect(
                open.contains { ($0.role == "alert" || $0.role == "dialog") && $0.name == "Delete all notes?" },
                "\(names)")
            for name in ["Delete", "Cancel"] {
                #expect(open.contains { $0.role == "push button" && $0.name == name && $0.focusable }, "\(name)")
            }
        }
    }
}
