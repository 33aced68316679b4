// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 002 — Apple's “Managing Model Data in Your App”, copied verbatim. The article shows no
// import lines; `import GtkUI` stands where `import SwiftUI` would.
import GtkUI

// Seed 002, Make Model Data Observable: an observable object
enum Seed002_ObservableBook {
class Book: ObservableObject {
}
}

// Seed 002, Make Model Data Observable: a published property
enum Seed002_PublishedBook {
class Book: ObservableObject {
    @Published var title = "Great Expectations"
}
}

// Seed 002, Make Model Data Observable: an unpublished identifier
enum Seed002_BookWithIdentifier {
class Book: ObservableObject {
    @Published var title = "Great Expectations"


    let identifier = UUID() // A unique identifier that never changes.
}
}

// Seed 002, Monitor Changes in Observable Objects: BookView shows the title
enum Seed002_BookView {
    // Added: the article's Book, from the section above.
    typealias Book = Seed002_BookWithIdentifier.Book

struct BookView: View {
    @ObservedObject var book: Book
    
    var body: some View {
        Text(book.title)
    }
}
}

// Seed 002, Monitor Changes in Observable Objects: passing the whole object to a child
enum Seed002_PassObjectToChild {
    // Added: the article's Book, from the section above.
    typealias Book = Seed002_BookWithIdentifier.Book

struct BookView: View {
    @ObservedObject var book: Book
    
    var body: some View {
        BookEditView(book: book)
    }
}


struct BookEditView: View {
    @ObservedObject var book: Book


    // ...

    // Added: the article elides BookEditView's body (“// ...”); it shows the title.
    var body: some View { Text(book.title) }
}
}

// Seed 002, Instantiate a Model Object in a View: LibraryView creates its Book as a state object
enum Seed002_LibraryView {
    // Added: the article's Book and BookView, from the sections above.
    typealias Book = Seed002_BookWithIdentifier.Book
    typealias BookView = Seed002_BookView.BookView

struct LibraryView: View {
    @StateObject var book = Book()
    
    var body: some View {
        BookView(book: book)
    }
}

    // Added: the article shows this VStack on its own; here it is a view's body.
    struct TwoLibraries: View {
        var body: some View {
VStack {
    LibraryView()
    LibraryView()
}
        }
    }
}

// Seed 002, Instantiate a Model Object in a View: a state object in the App
enum Seed002_BookReaderStateObject {
    // Added: the article never defines Library; a minimal observable collection of books.
    final class Library: ObservableObject {
        @Published var books = [Seed002_BookWithIdentifier.Book()]
    }

// Changed: `@main` removed — a test target cannot have an entry point; the App struct is kept.
struct BookReader: App {
    @StateObject var library = Library()


    // ...

    // Added: the article elides the body (“// ...”); one window showing the library's size.
    var body: some Scene {
        WindowGroup { Text("\(library.books.count) books") }
    }
}
}

// Seed 002, Share an Object Throughout Your App: the library in the environment
enum Seed002_BookReaderEnvironment {
    // Added: the Library from the section above and the article's BookView.
    typealias Library = Seed002_BookReaderStateObject.Library
    typealias BookView = Seed002_BookView.BookView

// Changed: `@main` removed — a test target cannot have an entry point; the App struct is kept.
struct BookReader: App {
    @StateObject var library = Library()
    
    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(library)
        }
    }
}

struct LibraryView: View {
    @EnvironmentObject var library: Library
    
    // ...

    // Added: the article elides the body (“// ...”); it lists the library's books.
    var body: some View {
        ForEach(library.books, id: \.identifier) { BookView(book: $0) }
    }
}

struct LibraryView_Previews: PreviewProvider {
    static var previews: some View {
        LibraryView()
            .environmentObject(Library())
    }
}
}

// Seed 002, Create a Two-Way Connection Using Bindings: BookEditView edits the title
enum Seed002_BookEditView {
    // Added: the article's Book, from the sections above.
    typealias Book = Seed002_BookWithIdentifier.Book

struct BookEditView: View {
    @ObservedObject var book: Book
    
    var body: some View {
        TextField("Title", text: $book.title)
    }
}
}
