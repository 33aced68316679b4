import Foundation

/// A type of file or data, as `UniformTypeIdentifiers` names them on Apple's systems (which
/// Linux lacks), with the filename extensions and MIME types GTK's file choosers filter by.
///
/// The common types are built in (`.plainText`, `.json`, `.png`, `.pdf`, `.image`, `.folder`,
/// …); `UTType(filenameExtension:)` and `UTType(mimeType:)` make one from a tag, and
/// `UTType(exportedAs:conformingTo:)` declares an app's own type — with no Info.plist on Linux,
/// give it its extension through `UTType(filenameExtension:conformingTo:)` instead when a file
/// chooser should filter by it.
///
/// ```swift
/// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .json]) { result in … }
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    let extensions: [String]
    let mimeTypes: [String]
    let parents: [String]
    let summary: String?

    init(identifier: String, extensions: [String], mimeTypes: [String], parents: [String], summary: String?) {
        self.identifier = identifier
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.parents = parents
        self.summary = summary
    }

    /// The built-in type with `identifier`, or nil for an unknown identifier.
    public init?(_ identifier: String) {
        guard let known = UTType.registry[identifier] else { return nil }
        self = known
    }

    /// The type of files ending in `.filenameExtension`: a built-in type conforming to
    /// `supertype` when one has that extension, otherwise a dynamic type conforming to it.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let tag = filenameExtension.lowercased()
        guard !tag.isEmpty, !tag.contains("/") else { return nil }
        if let known = UTType.registry.values.sorted(by: { $0.identifier < $1.identifier })
            .first(where: { $0.extensions.contains(tag) && $0.conforms(to: supertype) })
        {
            self = known
            return
        }
        self.init(
            identifier: "dyn.ext.\(tag)", extensions: [tag], mimeTypes: [], parents: [supertype.identifier],
            summary: nil)
    }

    /// The type with MIME type `mimeType`: a built-in type conforming to `supertype` when one has
    /// it, otherwise a dynamic type conforming to it.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let tag = mimeType.lowercased()
        guard tag.contains("/") else { return nil }
        if let known = UTType.registry.values.sorted(by: { $0.identifier < $1.identifier })
            .first(where: { $0.mimeTypes.contains(tag) && $0.conforms(to: supertype) })
        {
            self = known
            return
        }
        self.init(
            identifier: "dyn.mime.\(tag)", extensions: [], mimeTypes: [tag], parents: [supertype.identifier],
            summary: nil)
    }

    /// An app's own type, conforming to `parentType` (`.data` when nil). It has no filename
    /// extension on Linux (there is no Info.plist to declare one).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self =
            UTType.registry[identifier]
            ?? UTType(
                identifier: identifier, extensions: [], mimeTypes: [],
                parents: [(parentType ?? .data).identifier], summary: nil)
    }

    /// Another app's type this app uses, conforming to `parentType` (`.data` when nil).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The extension a file of this type is saved with, such as `txt`.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The MIME type of this type, such as `text/plain`.
    public var preferredMIMEType: String? { mimeTypes.first { !$0.hasSuffix("/*") } }
    /// A description for people, such as “Plain Text”.
    public var localizedDescription: String? { summary }
    /// Whether the type was made from a tag rather than declared.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the type is one of the built-in declarations.
    public var isDeclared: Bool { UTType.registry[identifier] != nil }
    /// Whether the type is in the `public.` domain.
    public var isPublicType: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, directly or not (not including itself).
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType.registry[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether this type is `type` or one of its subtypes (`.png` conforms to `.image`).
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    /// Types are the same when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
