import Foundation
import GtkUI
import GtkUIGallery
import GtkUITesting

// gtkui-leak-session: the scripted GTK session the leak check runs under valgrind
// (Tests/GtkUIGalleryTests/LeakCheck). Not a product; see `usage` below.

let usage = """
    Usage: gtkui-leak-session [--only NAME]

    Opens the gallery window and walks every entry of its sidebar: each sample pattern and
    each page is mounted, used (fields typed into, switches flipped, lists scrolled, every
    button pressed twice, sheets opened and closed, pages pushed and popped) and unmounted
    by choosing the next entry; then the window is closed and the process exits 0. It prints
    one line per entry and a summary. Without a display it starts Xvfb.

    The leak check runs it under valgrind and fails on memory definitely or indirectly lost
    from GtkUI's code:
      swift test --filter LeakCheck

    Options:
      --only NAME   Walk only this pattern (--pattern names) or page (--page names)
      -h, --help    Show this help
    """

/// One sidebar entry: what selecting it shows, and its title in the sidebar.
struct Entry {
    let selection: GallerySelection
    let title: String
}

let entries =
    SamplePattern.allCases.map { Entry(selection: .pattern($0), title: $0.title) }
    + GalleryPage.all.map { Entry(selection: .page($0.name), title: $0.title) }

func entry(named name: String) -> Entry? {
    entries.first { entry in
        switch entry.selection {
        case .pattern(let pattern): pattern.rawValue == name
        case .page(let page): page == name
        }
    }
}

@MainActor
func runSession(arguments: [String]) -> Int32 {
    var walk = entries
    switch arguments.first {
    case nil: break
    case "-h", "--help":
        print(usage)
        return 0
    case "--only" where arguments.count == 2:
        guard let only = entry(named: arguments[1]) else {
            FileHandle.standardError.write(Data("gtkui-leak-session: no pattern or page named \(arguments[1])\n".utf8))
            return 2
        }
        walk = [only]
    default:
        FileHandle.standardError.write(Data("gtkui-leak-session: unknown arguments \(arguments)\n\n\(usage)\n".utf8))
        return 2
    }
    let start = Date()
    do {
        var session = try LeakSession(first: walk[0].selection)
        for entry in walk {
            let entryStart = Date()
            try session.visit(entry.title)
            print("visited \(entry.title) " + String(format: "(%.1f s)", Date().timeIntervalSince(entryStart)))
        }
        // Choosing another entry unmounts the last page the way a person leaves it.
        if walk.count > 1 { try session.visit(walk[0].title) }
        session.close()
        let counts = session.counts
        print(
            "leak session: \(counts.pages) pages, \(counts.presses) presses, \(counts.sheets) sheets, "
                + "\(counts.pushes) pushes, \(counts.keystrokes) keystrokes, \(counts.scrolls) list scrolls in "
                + String(format: "%.1f s", Date().timeIntervalSince(start)))
        return 0
    } catch {
        FileHandle.standardError.write(Data("gtkui-leak-session: \(error)\n".utf8))
        return 1
    }
}

// The walk flips switches and types into fields, @AppStorage ones too: keep their settings file
// in a fresh folder, so the user's own is never written and every run starts from the defaults.
let configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "gtkui-leak-session-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
setenv("XDG_CONFIG_HOME", configHome.path, 1)
let status = MainActor.assumeIsolated { runSession(arguments: Array(CommandLine.arguments.dropFirst())) }
try? FileManager.default.removeItem(at: configHome)
exit(status)
