import Foundation
import GtkUITesting
import Testing

@testable import GtkUI
@testable import GtkUIGallery

/// Reads this test process's own accessibility tree over AT-SPI, as a screen reader does, and
/// compares it with the widgets on screen.
///
/// The probe (`atspi_probe.py`) runs as a child process while the test keeps GTK's main loop
/// turning, so GTK answers its questions; the widget tree is read directly, so both sides
/// describe the same moment.
@MainActor
enum ScreenReaderHarness {
    typealias Node = GalleryBinaryTests.AccessibilityTests.Node

    /// The accessible tree of `host`'s window and its sheets now.
    ///
    /// Other tests of the process may have left windows behind (closed windows GTK has not
    /// finished with); the host's are the newest, so only the last top-level windows count:
    /// the host's and one per sheet.
    static func tree(of host: GtkTestHost) throws -> [Node] {
        let all = try tree()
        let starts = all.indices.filter { all[$0].depth == 1 }
        let kept = host.sheets.count + 1
        guard starts.count >= kept else { return all }
        let first = starts[starts.count - kept]
        return Array(all[first...])
    }

    /// The accessible tree of all the test process's windows now.
    static func tree() throws -> [Node] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "atspi_probe.py"
        ).path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkui-atspi-\(getpid())-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: output) }
        // Into a file: a pipe left unread while the main loop turns would fill and stall the probe.
        let probe = try ChildProcess(
            "/bin/sh",
            ["-c", "exec /usr/bin/python3 \"$0\" \"$1\" tree > \"$2\" 2>&1", script, String(getpid()), output.path])
        let deadline = Date().addingTimeInterval(60)
        while probe.isRunning, Date() < deadline {
            if !Gtk.MainLoop.iterate() { usleep(1000) }
        }
        let status = probe.wait()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard status == 0 else { throw ProbeError(description: "the AT-SPI probe failed (\(status)): \(text)") }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Node.self, from: Data($0.utf8)) }
    }

    /// The roles a person operates; each must have a name.
    static let controlRoles: Set = [
        "push button", "toggle button", "check box", "radio button", "switch", "text", "combo box", "slider",
        "spin button", "page tab", "menu item", "link",
    ]

    /// What differs between the screen and the accessible tree: each text shown on screen is
    /// read, nothing is read that is not shown, every field reads what it shows, and every
    /// control has a name. Empty when they agree.
    static func mismatches(in host: GtkTestHost, tree: [Node]) -> [String] {
        var problems: [String] = []
        let shown = shownTexts(in: host)
        // A label inside a control is read as part of it (a button's title, a drop-down's
        // items, a list's rows, a calendar's month names), shown or scrolled away.
        let readTexts = standaloneTexts(in: tree)
        if ProcessInfo.processInfo.environment["GTKUI_HARNESS_DEBUG"] != nil {
            for node in tree { print("NODE", String(repeating: " ", count: node.depth), node.role, node.name) }
        }
        let readNames = Set(tree.map(\.name)).union(tree.compactMap(\.description))
        for text in Set(shown) where !readNames.contains(text) {
            problems.append("shown but not read: “\(text)”")
        }
        let shownSet = Set(shown)
        for text in Set(readTexts) where !text.isEmpty && !shownSet.contains(text) {
            problems.append("read but not shown: “\(text)”")
        }
        let fieldTexts = host.allWidgets.compactMap { $0 as? Gtk.Entry }.filter(\.isMapped).map(\.text)
        let readFieldTexts = tree.filter { $0.role == "text" }.compactMap(\.text)
        for text in fieldTexts where !readFieldTexts.contains(text) {
            problems.append("a field shows “\(text)” but none reads it (read: \(readFieldTexts))")
        }
        for node in tree where controlRoles.contains(node.role) && node.name.isEmpty {
            problems.append("a \(node.role) has no name")
        }
        return problems
    }

    /// The roles whose labels are part of them rather than texts of their own.
    static let containerRoles: Set = controlRoles.union([
        "menu", "menu bar", "list", "list item", "table", "table cell", "tree", "calendar", "popup menu",
        "panel",
    ]).subtracting(["text", "panel"])

    /// The names of the label nodes that stand alone: not inside a control, a menu or a list.
    ///
    /// GTK 4.8's own `GtkCalendar` (a `DatePicker`'s graphical style) exposes all twelve month
    /// names of its month switcher, shown or not; that is GTK's, so its texts are left out.
    static func standaloneTexts(in tree: [Node]) -> [String] {
        var ancestors: [Node] = []
        var texts: [String] = []
        for node in tree {
            ancestors = Array(ancestors.prefix(node.depth))
            if ["label", "alert", "heading", "static"].contains(node.role),
                !ancestors.contains(where: { containerRoles.contains($0.role) || $0.name == "Calendar" })
            {
                texts.append(node.name)
            }
            ancestors.append(node)
        }
        return texts
    }

    /// The widgets whose labels are part of them.
    static let controlTypes: Set = [
        "GtkButton", "GtkToggleButton", "GtkMenuButton", "GtkDropDown", "GtkCheckButton", "GtkLinkButton",
        "GtkStackSwitcher", "GtkHeaderBar", "GtkCalendar", "GtkText", "GtkEntry", "GtkSpinButton",
        "GtkPasswordEntry", "GtkSearchEntry",
    ]

    /// The texts of the labels a person sees: mapped, inside the windows, and not the label of
    /// a button, menu button or field (those name their control instead).
    static func shownTexts(in host: GtkTestHost) -> [String] {
        var texts: [String] = []
        func visit(_ widget: Gtk.Widget, insideControl: Bool) {
            guard widget.isMapped, !widget.isPopover else { return }
            // `.accessibilityHidden(true)`, or a child of an element that ignores its children.
            if widget.isHiddenByElement || widget.existingAccessibilityLayers?.merged.isHidden == true { return }
            // A control's own labels (a button's title, a field's placeholder) are read as part
            // of it; the header bar's title is the window's, added below.
            let isControl = Self.controlTypes.contains(widget.typeName)
            if let label = widget as? Gtk.Label, !insideControl, !label.text.isEmpty {
                texts.append(label.text)
            }
            for child in widget.children { visit(child, insideControl: insideControl || isControl) }
        }
        for window in [host.window] + host.sheets { visit(window, insideControl: false) }
        // The header bar's title, which names the window too, and the subtitle under it.
        let subtitle = host.windowHost.subtitle
        return texts + [host.title] + (subtitle.isEmpty ? [] : [subtitle])
    }
}

/// The probe could not read the tree.
struct ProbeError: Error, CustomStringConvertible {
    let description: String
}
