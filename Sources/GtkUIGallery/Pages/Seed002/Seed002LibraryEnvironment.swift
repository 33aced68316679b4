import Foundation  // for UUID, which SwiftUI re-exports and GtkUI does not
import GtkUI

/// Seed 002's "Share an Object Throughout Your App": a `Library` created once with
/// `@StateObject` at the top, put in the environment with `.environmentObject(library)`, and
/// read by `LibraryView` with `@EnvironmentObject`; plus the seed's preview provider.
///
/// Changes to the seed's code:
/// - `BookReader` is an `App` in the seed; a gallery page cannot be one, so it is a `View`
///   whose body is the `WindowGroup`'s content, keeping the `@StateObject` and the
///   `.environmentObject(library)` as they are.
/// - Completed: the seed never shows `Library` or `LibraryView`'s body (`// ...`). `Library`
///   publishes a list of the seed's `Book`s; `LibraryView` counts them, shows each title
///   through `BookView` and has an "Add book" button.
enum Seed002LibraryEnvironment {
    class Book: ObservableObject {
        @Published var title = "Great Expectations"

        let identifier = UUID()  // A unique identifier that never changes.
    }

    class Library: ObservableObject {
        @Published var books = [Book()]
    }

    struct BookReader: View {
        @StateObject var library = Library()

        var body: some View {
            LibraryView()
                .environmentObject(library)
        }
    }

    struct LibraryView: View {
        @EnvironmentObject var library: Library

        var body: some View {
            VStack(spacing: 8) {
                Text(verbatim: "Books in the library: \(library.books.count)")
                ForEach(library.books, id: \.identifier) { BookView(book: $0) }
                Button("Add book") { library.books.append(Book()) }
            }
        }
    }

    struct BookView: View {
        @ObservedObject var book: Book

        var body: some View {
            Text(book.title)
        }
    }

    struct LibraryView_Previews: PreviewProvider {
        static var previews: some View {
            LibraryView()
                .environmentObject(Library())
        }
    }

    static let page = GalleryPage(
        name: "library-environment", seed: .managingModelData, title: "@EnvironmentObject from the top",
        explanation: """
            BookReader creates one Library with @StateObject and places it with \
            .environmentObject(library); LibraryView finds it with @EnvironmentObject instead \
            of being handed it. Press Add book a few times: the count keeps rising, because \
            the state object is created once however often BookReader re-renders.
            """
    ) { BookReader() }

    static let previewPage = GalleryPage(
        name: "library-preview", seed: .managingModelData, title: "A preview with its environment object",
        explanation: """
            The seed's LibraryView_Previews shows that a preview must supply the environment \
            object too: its previews are LibraryView().environmentObject(Library()). This page \
            renders those previews; Add book works as in the app.
            """
    ) { LibraryView_Previews.previews }
}
