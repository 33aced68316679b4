import GtkUI

/// Seed 001's quotation: `BookView` passes the plain reference on and `BookEditorView`
/// wraps it with `@Bindable` to get `$book.title` for a `TextField`.
///
/// The seed's views are unchanged except that `ContentView` adds a `Text` of the title
/// below `BookView`, so the edit can be seen reaching the model.
enum Seed001BookEditor {
    @Observable
    class Book {
        var title = "A sample book"
        var isAvailable = true
    }

    struct ContentView: View {
        @State private var book = Book()

        var body: some View {
            VStack(spacing: 8) {
                BookView(book: book)
                Text("Title: \(book.title)")
            }
        }
    }

    struct BookView: View {
        let book: Book

        var body: some View {
            BookEditorView(book: book)
        }
    }

    struct BookEditorView: View {
        @Bindable var book: Book

        var body: some View {
            TextField("Title", text: $book.title)
        }
    }

    static let page = GalleryPage(
        name: "book-editor", seed: .observation, title: "@Bindable for a text field",
        explanation: """
            BookView hands the Book on as a plain let; BookEditorView wraps it in @Bindable so \
            $book.title is a binding for its TextField. Edit the title: the line below, which \
            reads book.title, follows every keystroke while BookView itself is not re-rendered.
            """
    ) { ContentView() }
}
