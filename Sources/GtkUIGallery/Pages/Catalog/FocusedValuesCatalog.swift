import GtkUI

extension FocusedValues {
    /// The text of the focused caption field on the Focused commands page, for the gallery's
    /// Text menu.
    var galleryCaption: Binding<String>? {
        get { self[GalleryCaptionKey.self] }
        set { self[GalleryCaptionKey.self] = newValue }
    }

    /// How many captions the Focused commands page shows, while it is shown.
    var galleryCaptionCount: Int? {
        get { self[GalleryCaptionCountKey.self] }
        set { self[GalleryCaptionCountKey.self] = newValue }
    }
}

private struct GalleryCaptionKey: FocusedValueKey {
    typealias Value = Binding<String>
}

private struct GalleryCaptionCountKey: FocusedValueKey {
    typealias Value = Int
}

/// How many stamps the Focused commands page has put on its captions: an `ObservableObject`
/// the page publishes with `.focusedSceneObject`, for the Text menu's Clear Stamps.
final class CaptionStamps: ObservableObject {
    @Published var count = 0
}

/// Two caption fields that publish their text while focused, and a notes field that publishes
/// nothing: the main menu's Text ▸ Make Uppercase acts on the focused caption, and is disabled
/// while the notes field (or nothing) has focus. A sheet has a caption field of its own, which
/// the menu's shortcut (Ctrl+Alt+U) acts on while the sheet is open; the page's stamp count is
/// an `ObservableObject` that Text ▸ Clear Stamps reads with `@FocusedObject`.
struct FocusedCommandsCatalog: View {
    @State private var headline = "Spring sale"
    @State private var subtitle = "Everything must go"
    @State private var notes = ""
    @State private var footnote = "Terms apply"
    @State private var editsFootnote = false
    @StateObject private var stamps = CaptionStamps()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Headline", text: $headline).focusedValue(\.galleryCaption, $headline)
            TextField("Subtitle", text: $subtitle).focusedValue(\.galleryCaption, $subtitle)
            TextField("Notes (publishes nothing)", text: $notes)
            FocusedCaptionLabel()
            HStack {
                Button("Edit Footnote…") { editsFootnote = true }
                Button("Stamp (\(stamps.count))") { stamps.count += 1 }
            }
            Text("Footnote: \(footnote)")
        }
        .focusedSceneValue(\.galleryCaptionCount, 2)
        .focusedSceneObject(stamps)
        .sheet(isPresented: $editsFootnote) {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Footnote", text: $footnote).focusedValue(\.galleryCaption, $footnote)
                Button("Done") { editsFootnote = false }
            }
            .padding()
        }
    }
}

/// What the focused caption is, read with `@FocusedValue` in a view's body.
private struct FocusedCaptionLabel: View {
    @FocusedValue(\.galleryCaption) private var caption

    var body: some View {
        Text(caption.map { "Focused caption: \($0.wrappedValue)" } ?? "No caption has focus")
            .foregroundStyle(.secondary)
    }
}

/// The main menu's Text menu: acts on the focused caption of the active window.
struct GalleryTextCommands: Commands {
    @FocusedBinding(\.galleryCaption) private var caption
    @FocusedValue(\.galleryCaptionCount) private var count
    @FocusedObject private var stamps: CaptionStamps?

    var body: some Commands {
        CommandMenu("Text") {
            Button("Make Uppercase") { caption = caption?.uppercased() }
                .keyboardShortcut("u", modifiers: [.command, .option])
                .disabled(caption == nil)
            Button("Make Lowercase") { caption = caption?.lowercased() }
                .disabled(caption == nil)
            Button("Clear Stamps") { stamps?.count = 0 }
                .disabled((stamps?.count ?? 0) == 0)
            Text(count.map { "\($0) captions on the page" } ?? "No captions here")
        }
    }
}

/// The values the environment gives about this window and the desktop, read live: resize the
/// window or change the desktop's text size to see them change.
struct WindowValuesCatalog: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            LabeledContent("Horizontal size class", value: name(of: horizontal))
            LabeledContent("Vertical size class", value: name(of: vertical))
            LabeledContent("Text size", value: String(describing: typeSize))
            LabeledContent("Display scale", value: "\(Int(displayScale))×")
            LabeledContent("Color scheme", value: String(describing: colorScheme))
            LabeledContent("Enabled", value: isEnabled ? "yes" : "no")
            if horizontal == .compact {
                VStack(alignment: .leading) { shortcuts }
            } else {
                HStack { shortcuts }
            }
        }
    }

    /// Buttons laid out in a row while the window is wide, in a column while it is narrow.
    @ViewBuilder private var shortcuts: some View {
        Button("Reply") {}
        Button("Forward") {}
        Button("Archive") {}
    }

    private func name(of sizeClass: UserInterfaceSizeClass?) -> String {
        switch sizeClass {
        case .compact: "compact"
        case .regular: "regular"
        case nil: "none"
        }
    }
}
