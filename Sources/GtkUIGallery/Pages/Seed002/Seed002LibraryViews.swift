import Foundation  // for UUID, which SwiftUI re-exports and GtkUI does not
import GtkUI

/// Seed 002's "Instantiate a Model Object in a View": `LibraryView` creates its `Book` with
/// `@StateObject`, and two `LibraryView`s in a `VStack` own two distinct books.
///
/// Unchanged except the import and the namespace. `Book`, `BookView` and `BookEditView` are
/// the seed's from the sections before; `TwoLibraries` is the seed's `VStack` as a view.
enum Seed002LibraryViews {
    class Book: ObservableObject {
        @Published var title = "Great Expectations"

        let identifier = UUID()  // A unique identifier that never changes.
    }

    struct LibraryView: View {
        @StateObject var book = Book()

        var body: some View {
            BookView(book: book)
        }
    }

    struct BookView: View {
        @ObservedObject var book: Book

        var body: some View {
            BookEditView(book: book)
        }
    }

    struct BookEditView: View {
        @ObservedObject var book: Book

        var body: some View {
            TextField("Title", text: $book.title)
        }
    }

    struct TwoLibraries: View {
        var body: some View {
            VStack {
                LibraryView()
                LibraryView()
            }
        }
    }

    static let page = GalleryPage(
        name: "library-views", seed: .managingModelData, title: "@StateObject: one book per view",
        explanation: """
            Each LibraryView creates its Book with @StateObject, so the two LibraryViews here \
            own two different books even though they are written the same way. Edit the first \
            title: the second keeps its own, and only the first view is re-rendered.
            """
    ) { TwoLibraries() }
}
