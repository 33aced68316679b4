import GtkUI

/// The gallery window's content: a sidebar of patterns beside the selected one.
///
/// Each selection mounts a fresh view (`.id`), so switching patterns starts from an empty
/// field as launching with `--pattern` would.
public struct GalleryRootView: View {
    @State private var selection: SamplePattern

    /// Creates the gallery showing `pattern` first.
    public init(pattern: SamplePattern = .defaultPattern) {
        _selection = State(initialValue: pattern)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(SamplePattern.allCases) { pattern in
                    PatternButton(pattern: pattern, isSelected: pattern == selection) { selection = pattern }
                }
                Spacer()
            }
            .padding(8)
            .frame(width: 200)
            selection.makeView()
                .id(selection)
        }
    }
}

/// One entry of the pattern switcher.
struct PatternButton: View {
    let pattern: SamplePattern
    let isSelected: Bool
    let select: @MainActor () -> Void

    var body: some View {
        Button(action: select) {
            Text(verbatim: isSelected ? "▸ \(pattern.title)" : pattern.title)
        }
    }
}
