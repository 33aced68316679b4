import Foundation
import GtkUICore

extension GtkUIApplication {
    /// What a command line asks of the app's `#Preview`s.
    public enum PreviewRequest: Equatable, Sendable {
        /// `--list-previews`: print each preview's name and where it is declared.
        case list
        /// `--preview NAME`: open just that preview in a window.
        case show(String)
    }

    /// Finds `--list-previews`, `--preview NAME` or `--preview=NAME` among `arguments` (without
    /// the program name); nil when there is neither, so the app starts as usual.
    ///
    /// - Throws: A message for `--preview` without a name.
    public static func previewRequest(in arguments: [String]) throws(PreviewArgumentError) -> PreviewRequest? {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--list-previews" { return .list }
            if argument.hasPrefix("--preview=") { return .show(String(argument.dropFirst("--preview=".count))) }
            if argument == "--preview" {
                guard let name = remaining.popFirst(), !name.hasPrefix("--") else {
                    throw PreviewArgumentError(
                        description: "--preview needs the name of a preview; run with --list-previews for the names")
                }
                return .show(name)
            }
        }
        return nil
    }

    /// Answers `request`: prints the previews, or opens the named one in a window and runs
    /// until it closes. Returns the exit status (2 for a name no preview has, after printing
    /// the valid names).
    ///
    /// The window belongs to a GTK application of its own (`id` + `.Preview`), so a preview
    /// opens even while the app itself is running, and its `@AppStorage` values are kept apart
    /// from the app's.
    public static func runPreview(_ request: PreviewRequest, id: String) -> Int32 {
        switch request {
        case .list:
            let listing = PreviewRegistry.listing
            print(listing.isEmpty ? "(no #Preview in this program)" : listing)
            return 0
        case .show(let name):
            guard case .found(let preview) = PreviewRegistry.lookup(name) else {
                let problem = PreviewRegistry.problem(with: name) ?? "no preview named '\(name)'"
                FileHandle.standardError.write(Data("\(programName): \(problem)\n".utf8))
                return 2
            }
            return run(id: id + ".Preview", windows: { [preview.windowDescription(title: name)] })
        }
    }

    /// The program's file name, which its messages start with.
    static var programName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "gtkui").lastPathComponent
    }
}

/// A mistake in the preview options of an app's command line.
public struct PreviewArgumentError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was wrong.
    public let description: String
}
