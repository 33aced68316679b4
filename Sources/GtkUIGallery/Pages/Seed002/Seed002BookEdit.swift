import Foundation  // for UUID, which SwiftUI re-exports and GtkUI does not
import GtkUI

/// Seed 002's "Monitor Changes in Observable Objects" and "Create a Two-Way Connection":
/// `BookView` passes its `@ObservedObject` book on to `BookEditView`, which observes the same
/// object and binds its `TextField` to `$book.title`.
///
/// Unchanged except the import and the namespace; the seed's first `BookView` (which shows
/// `Text(book.title)`) is kept as `TitleOnly.BookView` because both share the name. The
/// seed's `BookEditView` with `// ...` is the same type as its final one. Completed:
/// `SharedBookPage` owns one book with `@StateObject` and shows both `BookView`s on it.
enum Seed002BookEdit {
    class Book: ObservableObject {
        @Published var title = "Great Expectations"

        let identifier = UUID()  // A unique identifier that never changes.
    }

    /// The seed's first `BookView`.
    enum TitleOnly {
        struct BookView: View {
            @ObservedObject var book: Book

            var body: some View {
                Text(book.title)
            }
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

    /// Owns the one book both views observe.
    struct SharedBookPage: View {
        @StateObject var book = Book()

        var body: some View {
            VStack(spacing: 8) {
                TitleOnly.BookView(book: book)
                BookView(book: book)
            }
        }
    }

    static let page = GalleryPage(
        name: "book-edit", seed: .managingModelData, title: "@ObservedObject shared down the tree",
        explanation: """
            BookView hands its whole observed Book to BookEditView, which observes the same \
            object and binds a TextField to $book.title. Type in the field: the text above, a \
            second view observing that book, follows each keystroke, because both views watch \
            one object.
            """
    ) { SharedBookPage() }
}
