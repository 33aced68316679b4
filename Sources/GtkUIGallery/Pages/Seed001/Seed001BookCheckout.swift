import GtkUI

/// Seed 001's quotation: a subview changes an `@Observable` object's properties through a
/// plain reference, no binding needed.
///
/// Unchanged except the import and the namespace.
enum Seed001BookCheckout {
    @Observable
    class Book {
        var title = "A sample book"
        var isAvailable = true
    }

    struct ContentView: View {
        @State private var book = Book()

        var body: some View {
            BookCheckoutView(book: book)
        }
    }

    struct BookCheckoutView: View {
        var book: Book

        var body: some View {
            Button(book.isAvailable ? "Check out book" : "Return book") {
                book.isAvailable.toggle()
            }
        }
    }

    static let page = GalleryPage(
        name: "book-checkout", seed: .observation, title: "Changing an object through a reference",
        explanation: """
            BookCheckoutView receives the Book itself, not a binding, and its button toggles \
            book.isAvailable. Because its body read isAvailable, the label follows: press \
            Check out book and it becomes Return book, press again to return it.
            """
    ) { ContentView() }
}
