import Foundation  // for UUID, which SwiftUI re-exports and GtkUI does not
import GtkUI

/// Seed 002's "Make Model Data Observable": `Book` publishes `title` and keeps an
/// `identifier` that never changes, so it is not published and never triggers an update.
/// (The seed's two earlier steps, an empty `Book` and one with only `title`, are this
/// class without some of its members.)
///
/// `Book` is unchanged except the import and the namespace. Completed, since the seed only
/// says the identifier can still be displayed: `BookView` (the seed's next example) shows
/// the title, `IdentifierView` shows the identifier, and `BookIdentifierPage` owns the book
/// with `@StateObject` and edits the title with the seed's `TextField("Title", …)`.
enum Seed002BookIdentifier {
    class Book: ObservableObject {
        @Published var title = "Great Expectations"

        let identifier = UUID()  // A unique identifier that never changes.
    }

    struct BookView: View {
        @ObservedObject var book: Book

        var body: some View {
            Text(book.title)
        }
    }

    /// Shows the identifier; it is handed the value, which never changes, so it never updates.
    struct IdentifierView: View {
        let identifier: UUID

        var body: some View {
            Text(verbatim: "Identifier: \(identifier.uuidString)")
        }
    }

    struct BookIdentifierPage: View {
        @StateObject var book = Book()

        var body: some View {
            VStack(spacing: 8) {
                BookView(book: book)
                IdentifierView(identifier: book.identifier)
                TextField("Title", text: $book.title)
            }
        }
    }

    static let page = GalleryPage(
        name: "book-identifier", seed: .managingModelData, title: "Publish only what changes",
        explanation: """
            Book publishes its title with @Published but not its identifier, a let that never \
            changes after initialization. Edit the title: BookView, which observes the book, \
            shows each change, while the identifier line is never rebuilt or rewritten, \
            because nothing about the identifier can send objectWillChange.
            """
    ) { BookIdentifierPage() }
}
