import GtkUI

/// Seed 001's `@Binding` example: `ContentView` keeps an optional `Book?` in `@State`
/// and hands `DeleteBookView` a binding to the reference itself, so the subview can set it
/// to `nil` (which `@Bindable` cannot do).
///
/// The seed's `ContentView` and `DeleteBookView` are unchanged except that `ContentView`
/// puts them in a `VStack` with a `Text` saying which book the state holds, so the effect of
/// the button can be seen. `Book` is the seed's `@Observable` book from the same quotation.
enum Seed001DeleteBook {
    @Observable
    class Book {
        var title = "A sample book"
        var isAvailable = true
    }

    struct ContentView: View {
        @State private var book: Book?

        var body: some View {
            VStack(spacing: 8) {
                Text(book.map { "Book: \($0.title)" } ?? "No book")
                DeleteBookView(book: $book)
                    .task {
                        book = Book()
                    }
            }
        }
    }

    struct DeleteBookView: View {
        @Binding var book: Book?

        var body: some View {
            Button("Delete book") {
                book = nil
            }
        }
    }

    static let page = GalleryPage(
        name: "delete-book", seed: .observation, title: "@Binding to an object reference",
        explanation: """
            ContentView stores an optional Book in @State and its .task puts a book there when \
            the view appears. DeleteBookView gets a @Binding to the reference, not to a \
            property, so its button can replace the whole object. Press Delete book: the state \
            becomes nil and the line above says so.
            """
    ) { ContentView() }
}
