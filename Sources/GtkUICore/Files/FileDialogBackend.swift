import Foundation

/// Shows the desktop's file chooser for `.fileImporter` and `.fileExporter`.
///
/// Design notes:
/// - The view graph turns the allowed `UTType`s into a ``FileDialogRequest``: what to choose
///   and the filename extensions and MIME types to filter by. The backend never sees the types.
/// - A person's answer comes back through `onResponse`: the chosen files, or nil when the
///   chooser was cancelled or closed. The graph then writes the binding once and runs the
///   completion (an exporter writes the document first).
/// - Closing from code (the binding set to false) goes through ``dismissFileDialog(_:)``,
///   which never reports a response.
/// - Reached through `graph.backend as? any FileDialogBackend`; a backend without it reports
///   once and shows nothing.
///
/// ```swift
/// let chooser = backend.presentFileDialog(request, over: chrome) { urls in … }
/// ```
@MainActor
public protocol FileDialogBackend: Backend {
    /// Shows a file chooser for `request`, modal over the window of `chrome` when there is one,
    /// and returns it.
    func presentFileDialog(
        _ request: FileDialogRequest, over chrome: (any WindowChrome)?,
        onResponse: @escaping @MainActor ([URL]?) -> Void
    ) -> AnyObject
    /// Closes a chooser from ``presentFileDialog(_:over:onResponse:)`` without reporting it.
    func dismissFileDialog(_ dialog: AnyObject)
}

/// What a file chooser asks for.
public struct FileDialogRequest: Hashable, Sendable {
    /// What a person chooses.
    public enum Mode: Hashable, Sendable {
        /// Existing files to open: one, or several when `multiple`.
        case open(multiple: Bool)
        /// Existing folders to open: one, or several when `multiple`.
        case openFolder(multiple: Bool)
        /// A file to save, its name proposed.
        case save(proposedName: String)
    }

    /// One filter of the chooser: the files matching any of its MIME types or extensions.
    public struct Filter: Hashable, Sendable {
        /// The name shown in the chooser's filter menu.
        public var name: String
        /// MIME types, possibly with a `*` subtype (`image/*`).
        public var mimeTypes: [String]
        /// Filename extensions without the dot.
        public var extensions: [String]
        /// Whether it matches every file (for abstract types such as `.data`).
        public var matchesAll: Bool

        /// Describes a filter.
        public init(name: String, mimeTypes: [String], extensions: [String], matchesAll: Bool = false) {
            self.name = name
            self.mimeTypes = mimeTypes
            self.extensions = extensions
            self.matchesAll = matchesAll
        }
    }

    /// What a person chooses.
    public var mode: Mode
    /// The chooser's title.
    public var title: String
    /// The filters, the first applied; empty shows every file.
    public var filters: [Filter]

    /// Describes a chooser.
    public init(mode: Mode, title: String, filters: [Filter]) {
        self.mode = mode
        self.title = title
        self.filters = filters
    }

    /// The filter for `types`: their MIME types and extensions, or every file when one of them
    /// is abstract (`.item`, `.data`, `.content`); empty when `types` is.
    public static func filters(for types: [UTType]) -> [Filter] {
        guard !types.isEmpty else { return [] }
        let name = types.map { $0.localizedDescription ?? $0.preferredFilenameExtension ?? $0.identifier }
            .joined(separator: ", ")
        let matchesAll = types.contains { $0.extensions.isEmpty && $0.mimeTypes.isEmpty }
        let mimeTypes = types.flatMap(\.mimeTypes).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let extensions = types.flatMap(\.extensions).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return [Filter(name: name, mimeTypes: mimeTypes, extensions: extensions, matchesAll: matchesAll)]
    }
}
