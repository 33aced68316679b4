/// The gallery's command line.
///
/// ```
/// gtkui-gallery [--pattern NAME | --page NAME | --preview NAME] [--screenshot FILE]
/// gtkui-gallery --list-pages | --list-previews
/// gtkui-gallery --help
/// ```
public struct GalleryOptions: Equatable, Sendable {
    /// The pattern or page shown at launch.
    public var selection = GallerySelection.pattern(.defaultPattern)
    /// When set, the window is saved to this PNG once shown, and the app exits.
    public var screenshotPath: String?
    /// When set, the window shows just this `#Preview` (checked against the registry at launch).
    public var preview: String?

    /// What the command line asked for.
    public enum Parsed: Equatable, Sendable {
        /// Run the app with these options.
        case run(GalleryOptions)
        /// Print usage and exit successfully.
        case help
        /// Print the gallery's page names and exit successfully.
        case listPages
        /// Print the names of the program's `#Preview`s and exit successfully.
        case listPreviews
    }

    /// A command-line mistake, with the message to print before the usage.
    public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
        /// What was wrong.
        public let description: String
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var options = GalleryOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "-h", "--help":
                return .help
            case "--pattern":
                let value = try value(for: name, inline: inlineValue, from: &remaining)
                guard let pattern = SamplePattern(rawValue: value) else {
                    throw UsageError(
                        description: "unknown pattern '\(shortened(value))'; valid patterns: "
                            + SamplePattern.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.selection = .pattern(pattern)
            case "--page":
                let value = try value(for: name, inline: inlineValue, from: &remaining)
                guard GalleryPage.named(value) != nil else {
                    throw UsageError(
                        description:
                            "unknown page '\(shortened(value))'; run `gtkui-gallery --list-pages` for the names")
                }
                options.selection = .page(value)
            case "--list-pages":
                return .listPages
            case "--preview":
                options.preview = try value(for: name, inline: inlineValue, from: &remaining)
            case "--list-previews":
                return .listPreviews
            case "--screenshot":
                options.screenshotPath = try value(for: name, inline: inlineValue, from: &remaining)
            default:
                throw UsageError(description: "unknown option '\(shortened(argument))'")
            }
        }
        return .run(options)
    }

    /// The usage text printed by `--help` and after mistakes.
    public static let usage = """
        Usage: gtkui-gallery [--pattern NAME | --page NAME | --preview NAME] [--screenshot FILE]
               gtkui-gallery --list-pages | --list-previews

        SwiftUI-style data flow on native GTK 4 widgets: seed 000's numeric-input sample,
        built each way the seed builds it, and every other example of the seeds as a page.

        Options:
          --pattern NAME     The sample pattern to show first (default: \(SamplePattern.defaultPattern.rawValue)):
                             \(SamplePattern.allCases.map(\.rawValue).joined(separator: ", "))
          --page NAME        Open a page of the seed gallery instead (see --list-pages)
          --list-pages       Print the names and titles of the gallery's pages
          --preview NAME     Show just this #Preview (see --list-previews)
          --list-previews    Print the names of the #Previews and where they are declared
          --screenshot FILE  Save the window to FILE (PNG) once it is shown, then exit
          -h, --help         Show this help

        The window needs a display (DISPLAY or WAYLAND_DISPLAY); without one, run it under
        `xvfb-run -a gtkui-gallery --screenshot shot.png`.
        """

    /// The text printed by `--list-pages`: one page a line, name then title.
    public static var pageList: String {
        let width = GalleryPage.all.map(\.name.count).max() ?? 0
        return GalleryPage.all.map { page in
            page.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(page.seed.title) · \(page.title)"
        }.joined(separator: "\n")
    }

    /// `value` as a message shows it: at most 60 characters, so a pasted mistake cannot flood
    /// the terminal.
    private static func shortened(_ value: String) -> String {
        value.count > 60 ? value.prefix(60) + "…" : value
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(for name: String, inline: String?, from remaining: inout ArraySlice<String>)
        throws(UsageError) -> String
    {
        if let inline { return inline }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw UsageError(description: "\(name) needs a value")
        }
        return next
    }
}
