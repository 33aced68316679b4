import GtkUI

/// A navigation stack driven by a `NavigationPath`: value links and buttons that append to the
/// path, a button that pops two pages at once, a page whose back button is hidden and that
/// leaves through `dismiss`, and the path's length shown on every page.
struct NavigationCatalog: View {
    /// A colour to show on its own page: a second value type on the same path.
    struct Swatch: Hashable {
        let name: String
        let color: Color
    }

    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 12) {
                Text("The path holds \(path.count) values").font(.headline)
                NavigationLink("Open chapter 1", value: 1)
                NavigationLink(value: Swatch(name: "Blue", color: .blue)) {
                    Label("Open the blue swatch", systemImage: "paintpalette")
                }
                Button("Push chapters 1, 2 and 3") { path = NavigationPath([1, 2, 3]) }
                NavigationLink {
                    LockedPage()
                } label: {
                    Text("Open a page without a back button")
                }
            }
            .padding()
            .navigationTitle("Navigation")
            .navigationDestination(for: Int.self) { chapter in
                ChapterPage(chapter: chapter, path: $path)
            }
            .navigationDestination(for: Swatch.self) { swatch in
                VStack(spacing: 12) {
                    Rectangle().fill(swatch.color).frame(width: 120, height: 80)
                    Text(swatch.name)
                }
                .navigationTitle(swatch.name)
            }
        }
    }

    struct ChapterPage: View {
        let chapter: Int
        @Binding var path: NavigationPath

        var body: some View {
            VStack(spacing: 12) {
                Text("Chapter \(chapter)").font(.title)
                Text("\(path.count) pages deep").foregroundStyle(.secondary)
                NavigationLink("Next chapter", value: chapter + 1)
                Button("Back two pages") { path.removeLast(min(2, path.count)) }
                Button("Back to the start") { path = NavigationPath() }
            }
            .navigationTitle("Chapter \(chapter)")
        }
    }

    struct LockedPage: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(spacing: 12) {
                Text("This page hides the back button.")
                Button("Done") { dismiss() }
            }
            .navigationTitle("No way back")
            .navigationBarBackButtonHidden()
        }
    }
}
