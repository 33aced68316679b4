/// A preview declared with `#Preview`: a name, layout traits and the view it shows.
///
/// Apps do not make these themselves; `#Preview` does, and ``PreviewRegistry`` finds them.
@MainActor
public struct Preview {
    /// The traits a view preview can have.
    public enum ViewTraits: Sendable {}

    /// The name given to `#Preview`, or nil.
    public let name: String?
    /// The layout traits given to `#Preview`, first to last.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Where the preview is declared: `Module/File.swift`.
    public let fileID: String
    /// The line of the `#Preview`.
    public let line: Int
    private let makeContent: @MainActor () -> any View

    /// Made by `#Preview`: a preview named `name` with `traits`, declared at `fileID`:`line`.
    public init(
        _ name: String? = nil, _fileID fileID: String, _line line: Int,
        body: @escaping @MainActor () -> any View
    ) {
        self.init(name, traits: [], fileID: fileID, line: line, body: body)
    }

    /// Made by `#Preview`: a preview with traits.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        _fileID fileID: String, _line line: Int, body: @escaping @MainActor () -> any View
    ) {
        self.init(name, traits: [traits] + additionalTraits, fileID: fileID, line: line, body: body)
    }

    private init(
        _ name: String?, traits: [PreviewTrait<ViewTraits>], fileID: String, line: Int,
        body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.makeContent = body
    }

    /// The file the preview is declared in, without its folder: `ContentView.swift`.
    public var fileName: String { String(fileID.split(separator: "/").last ?? Substring(fileID)) }

    /// `ContentView.swift:12`: where the preview is, and a name `--preview` always accepts.
    public var location: String { "\(fileName):\(line)" }

    /// The layout the last layout trait asks for.
    public var layout: PreviewTrait<ViewTraits>.Layout {
        traits.reduce(.default) { layout, trait in trait.layout ?? layout }
    }

    /// Builds the previewed view, with the layout its traits ask for applied.
    public func makeView() -> AnyView {
        let view = AnyView(erasing: makeContent()) ?? AnyView(EmptyView())
        if case .fixed(let width, let height) = layout {
            return AnyView(view.frame(width: width, height: height))
        }
        return view
    }

    /// The window that shows this preview when an app starts with `--preview`: titled with the
    /// preview's name, sized as its layout trait says.
    public func windowDescription(title: String) -> WindowDescription {
        var window = WindowDescription(title: title, content: makeView())
        // A preview opens the same way every time, not at the size the last one was left at.
        window.restorationBehavior = .disabled
        switch layout {
        case .default:
            break
        case .sizeThatFits:
            window.resizability = .contentSize
        case .fixed:
            window.resizability = .contentSize
        }
        return window
    }
}

/// A trait of a preview, such as its layout: `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`.
public struct PreviewTrait<T>: Sendable {
    /// How a preview's window is sized.
    public enum Layout: Equatable, Sendable {
        /// GtkUI's default window size, resizable.
        case `default`
        /// A window just big enough for the view.
        case sizeThatFits
        /// The view at exactly this size, in a window that fits it.
        case fixed(width: Double, height: Double)
    }

    /// The layout this trait sets, or nil for a trait that is not about layout.
    public let layout: Layout?
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view in a window of GtkUI's default size.
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .default) }

    /// The view in a window just big enough for it.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }

    /// The view at exactly `width` × `height` points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }

    /// A device orientation. Desktop windows have none, so this is a hint GtkUI accepts and
    /// ignores, as SwiftUI's macOS previews do.
    public static var portrait: PreviewTrait { PreviewTrait(layout: nil) }

    /// A device orientation; accepted and ignored on the desktop (see ``portrait``).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil) }

    /// A device orientation; accepted and ignored on the desktop (see ``portrait``).
    public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil) }

    /// A device orientation; accepted and ignored on the desktop (see ``portrait``).
    public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil) }
}

/// What `#Preview` expands to: a type the registry finds at run time. Not for direct use.
@MainActor
public protocol _PreviewRegistration {
    /// The preview the macro declared.
    static func _makePreview() -> Preview
}
