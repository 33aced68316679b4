import SwiftTypeDiscovery

/// The previews the program declares with `#Preview`, found at run time.
///
/// `#Preview` leaves a marked type in the binary; the registry finds every such type in the
/// loaded images' Swift type metadata, once, so previews in any module linked into the app
/// are listed without registering them by hand.
///
/// Each preview has a name that `--preview` accepts: the name given to `#Preview`, or for an
/// unnamed one the file's base name (`ContentView`), with `:LINE` added when the file has
/// several unnamed previews. `File.swift:LINE` always works too.
@MainActor
public enum PreviewRegistry {
    /// Every preview, ordered by file and line.
    public static var all: [Preview] {
        if let found { return found }
        let discovered = discover()
        found = discovered
        return discovered
    }
    private static var found: [Preview]?

    /// The name `--preview` knows `preview` by (see the type's description).
    public static func name(of preview: Preview) -> String {
        if let name = preview.name { return name }
        let base = baseName(preview.fileName)
        let unnamedInFile = all.filter { $0.name == nil && $0.fileID == preview.fileID }.count
        return unnamedInFile > 1 ? "\(base):\(preview.line)" : base
    }

    /// What looking a preview up by name found.
    public enum Lookup {
        /// The one preview with that name.
        case found(Preview)
        /// No preview has that name.
        case unknown
        /// Several previews have that name; their `File.swift:LINE` locations tell them apart.
        case ambiguous([Preview])
    }

    /// The preview called `name` (see the type's description for the names).
    public static func lookup(_ name: String) -> Lookup {
        let matches = all.filter { self.name(of: $0) == name || $0.location == name }
        switch matches.count {
        case 0: return .unknown
        case 1: return .found(matches[0])
        default: return .ambiguous(matches)
        }
    }

    /// The text `--list-previews` prints: one preview a line, its name then where it is.
    public static var listing: String {
        let names = all.map(name(of:))
        let width = names.map(\.count).max() ?? 0
        return zip(names, all).map { name, preview in
            name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + preview.fileID + ":\(preview.line)"
        }.joined(separator: "\n")
    }

    /// What to print when `--preview` names no single preview: why, and the valid names.
    ///
    /// An overlong `name` is shortened, so a pasted mistake cannot flood the terminal.
    public static func problem(with name: String) -> String? {
        let shown = name.count > 60 ? name.prefix(60) + "…" : Substring(name)
        switch lookup(name) {
        case .found:
            return nil
        case .ambiguous(let previews):
            return "several previews are named '\(shown)'; pick one by location: "
                + previews.map(\.location).joined(separator: ", ")
        case .unknown:
            let names = all.map(self.name(of:))
            let valid =
                names.isEmpty ? "this program declares no #Preview" : "previews: " + names.joined(separator: ", ")
            return "no preview named '\(shown)'; \(valid)"
        }
    }

    private static func baseName(_ fileName: String) -> String {
        fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    }

    private static func discover() -> [Preview] {
        final class Collected { var types: [Any.Type] = [] }
        let collected = Collected()
        let context = Unmanaged.passRetained(collected)
        defer { context.release() }
        gtkui_discover_types(
            "__GtkUIPreview__",
            { metadata, context in
                guard let metadata, let context else { return }
                let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
                collected.types.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, context.toOpaque())
        return collected.types.compactMap { ($0 as? any _PreviewRegistration.Type)?._makePreview() }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }
}
