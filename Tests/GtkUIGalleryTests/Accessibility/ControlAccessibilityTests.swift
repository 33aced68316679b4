import Foundation
import Testing

extension GalleryBinaryTests.AccessibilityTests {
    @Test("toggles of every style are named by their label and take focus")
    func togglesAreNamed() throws {
        let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-toggles"]).first)
        let notifications = tree.filter { $0.name == "Notifications" && $0.focusable }
        #expect(
            Set(notifications.map(\.role)) == ["check box", "push button"],
            "switch, checkbox and button styles: \(notifications.map(\.role))")
        #expect(notifications.count == 3)
        #expect(tree.contains { $0.role == "check box" && $0.name == "Italic" && $0.focusable }, "a hidden label names")
    }

    @Test("pickers are named by their title in every style, the drop-down's focusable button too")
    func pickersAreNamed() throws {
        let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-pickers"]).first)
        #expect(tree.contains { $0.role == "combo box" && $0.name == "Flavor" })
        #expect(tree.contains { $0.role == "push button" && $0.name == "Flavor" && $0.focusable })
        #expect(tree.contains { $0.role == "panel" && $0.name == "Segments" })
        #expect(tree.contains { $0.role == "check box" && $0.name == "Strawberry" && $0.focusable })
        #expect(!tree.contains { $0.name == "GtkToggleButton" }, "no control is announced by its class name")
    }

    @Test("form helpers: a labeled row names its slider, a disclosure group is named by its header")
    func formHelpersAreNamed() throws {
        let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-form-helpers"]).first)
        #expect(tree.contains { $0.role == "slider" && $0.name == "Brightness" && $0.focusable })
        #expect(tree.contains { $0.role == "push button" && $0.name == "Advanced" && $0.focusable })
        #expect(tree.contains { $0.role == "push button" && $0.name == "About" && $0.focusable })
        #expect(tree.contains { $0.role == "push button" && $0.name == "Center" && $0.focusable })
        #expect(tree.contains { $0.role == "panel" && $0.name == "Alignment" }, "a labeled control group is named")
        #expect(
            !tree.contains { $0.name.hasPrefix("Gtk") && !$0.name.contains(" ") && $0.focusable && $0.role != "list" },
            "no control is announced by its class")
    }

    @Test("a Form's row controls are named by their labels")
    func formRowsAreNamed() throws {
        let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-forms"]).first)
        let roles = tree.map { "\($0.role):\($0.name)" }
        #expect(tree.contains { $0.role == "check box" && $0.name == "Automatic Updates" && $0.focusable }, "\(roles)")
        #expect(tree.contains { $0.role == "check box" && $0.name == "Show Banners" && $0.focusable })
        #expect(tree.contains { $0.role == "combo box" && $0.name == "Check for Updates" }, "\(roles)")
        #expect(tree.contains { $0.role == "text" && $0.name == "Device Name" && $0.focusable }, "\(roles)")
        #expect(tree.contains { $0.role == "push button" && $0.name == "Increment" && $0.focusable })
    }

    @Test("text inputs are named: the field and secure field by their title, the editor by its row's label")
    func textInputsAreNamed() throws {
        let tree = try #require(try probe(["tree"], launch: ["--page", "catalog-text-input"]).first)
        let roles = tree.map { "\($0.role):\($0.name)" }
        #expect(tree.contains { $0.role == "text" && $0.name == "Email" && $0.focusable }, "\(roles)")
        #expect(tree.contains { $0.role == "password text" && $0.name == "Password" && $0.focusable })
        #expect(tree.contains { $0.role == "text" && $0.name == "Notes" && $0.focusable }, "\(roles)")
    }

    @Test("an open popover's content is in the tree, named, and leaves it when the popover closes")
    func popoverIsExposed() throws {
        let trees = try probe(
            ["press", "Help", "wait", "Got It", "tree", "press", "Got It", "tree"],
            launch: ["--page", "catalog-popovers"])
        let open = try #require(trees.first)
        let roles = open.map { "\($0.role):\($0.name)" }
        #expect(open.contains { $0.role == "push button" && $0.name == "Got It" && $0.focusable }, "\(roles)")
        #expect(open.contains { $0.name == "Popovers" }, "\(roles)")
        let closed = try #require(trees.last)
        #expect(!closed.contains { $0.name == "Got It" }, "a closed popover leaves the tree")
        #expect(closed.contains { $0.role == "push button" && $0.name == "Help" })
    }

    @Test("in edit mode each list row's edit buttons are named for screen readers")
    func listEditButtonsAreNamed() throws {
        let trees = try probe(["press", "Edit", "tree"], launch: ["--page", "catalog-list-editing"])
        let tree = try #require(trees.first)
        let roles = tree.map { "\($0.role):\($0.name)" }
        #expect(tree.filter { $0.role == "push button" && $0.name == "Delete" }.count == 4, "\(roles)")
        #expect(tree.filter { $0.role == "push button" && $0.name == "Move Down" }.count == 4, "\(roles)")
        #expect(
            tree.contains { $0.role == "push button" && $0.name == "Done" },
            "a button is named by the text it shows now, not the text it was made with")
    }
}
