import ArgumentParser

/// The gallery's command line, parsed by swift-argument-parser:
///
/// ```
/// gtkui-gallery [--pattern <name> | --page <name> | --preview <name>] [--screenshot <file>]
/// gtkui-gallery --list-pages | --list-previews
/// ```
///
/// Parsing only reads the arguments; ``GalleryApp/main(arguments:)`` acts on them.
public struct GalleryCommand: ParsableCommand {
    /// The program's name, overview and notes, as `--help` prints them.
    public static let configuration = CommandConfiguration(
        commandName: "gtkui-gallery",
        abstract: "SwiftUI-style data flow on native GTK 4 widgets.",
        discussion: """
            Shows seed 000's numeric-input sample, built each way the seed builds it, and every \
            other example of the seeds, GtkUI's own examples and the Catalog of SwiftUI API, as \
            pages of a sidebar. Without options it opens the page shown last.

            The window needs a display (DISPLAY or WAYLAND_DISPLAY); without one, run it under \
            `xvfb-run -a gtkui-gallery --screenshot shot.png`.
            """)

    /// The `--pattern` value: the sample pattern to show first.
    @Option(
        help: ArgumentHelp(
            "The sample pattern to show first: "
                + SamplePattern.allCases.map(\.rawValue).joined(separator: ", ") + ".", valueName: "name"))
    public var pattern: String?

    /// The `--page` value: the gallery page to show first.
    @Option(help: ArgumentHelp("The gallery page to show first (see --list-pages).", valueName: "name"))
    public var page: String?

    /// The `--preview` value: the only `#Preview` to show.
    @Option(help: ArgumentHelp("Show just this #Preview (see --list-previews).", valueName: "name"))
    public var preview: String?

    /// The `--screenshot` value: where to save the window as a PNG once it is shown.
    @Option(help: ArgumentHelp("Save the window to <file> (PNG) once it is shown, then exit.", valueName: "file"))
    public var screenshot: String?

    /// `--list-pages`: print the pages' names and titles and exit.
    @Flag(help: "Print the names and titles of the gallery's pages.")
    public var listPages = false

    /// `--list-previews`: print the `#Preview`s' names and exit.
    @Flag(help: "Print the names of the #Previews and where they are declared.")
    public var listPreviews = false

    /// Creates the command with no options given.
    public init() {}

    /// Checks the values: a known pattern or page, and at most one thing to show first.
    public func validate() throws {
        if [pattern, page, preview].compactMap({ $0 }).count > 1 {
            throw ValidationError("choose one of --pattern, --page and --preview")
        }
        if let pattern, SamplePattern(rawValue: pattern) == nil {
            throw ValidationError(
                "unknown pattern '\(Self.shortened(pattern))'; valid patterns: "
                    + SamplePattern.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if let page, GalleryPage.named(page) == nil {
            throw ValidationError(
                "unknown page '\(Self.shortened(page))'; run `gtkui-gallery --list-pages` for the names")
        }
    }

    /// The pattern or page the command line asks to show first, if any.
    public var selection: GallerySelection? {
        if let pattern, let chosen = SamplePattern(rawValue: pattern) { return .pattern(chosen) }
        if let page { return GallerySelection(name: page) }
        return nil
    }

    /// The text printed by `--list-pages`: one page a line, name then title.
    public static var pageList: String {
        let width = GalleryPage.all.map(\.name.count).max() ?? 0
        return GalleryPage.all.map { page in
            page.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(page.seed.title) · \(page.title)"
        }.joined(separator: "\n")
    }

    /// What to print for a command line that did not parse, every quoted value in it at most
    /// 60 characters, so a pasted mistake cannot flood the terminal.
    static func message(for error: any Error) -> String {
        fullMessage(for: error).split(separator: "'", omittingEmptySubsequences: false).enumerated().map {
            index, piece in index.isMultiple(of: 2) ? String(piece) : shortened(String(piece))
        }.joined(separator: "'")
    }

    /// `value` as a message shows it: at most 60 characters.
    static func shortened(_ value: String) -> String {
        value.count > 60 ? value.prefix(60) + "…" : value
    }

    /// Never called: ``GalleryApp/main(arguments:)`` runs the gallery on the main actor.
    public func run() throws {}
}
