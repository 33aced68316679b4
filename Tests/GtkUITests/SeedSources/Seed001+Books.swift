// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 001, copied verbatim (indentation as the seed shows it); `import GtkUI` stands where
// `import SwiftUI` would.
// Changed: the examples from SwiftUI's documentation comment (“SwiftUIのドキュメントコメント”)
// are copied without their `/// ` prefix, so that they are code rather than comments.
import GtkUI

// Seed 001, @Binding と @Bindable てどう違う? > 参照自体の変更を追うかどうか (DeleteBookView)
enum Seed001_DeleteBook {
    // Added: the seed's `Book` is the one from SwiftUI's documentation comment below.
    typealias Book = Seed001_DocBookView.Book

struct DeleteBookView: View {
@Binding var book: Book?
var body: some View {
Button("Delete book") {
book = nil
}
}
}
}

// Seed 001, SwiftUIのドキュメントコメント: BookView updates on `title`, not on `isAvailable`
enum Seed001_DocBookView {
@Observable
class Book {
var title = "A sample book"
var isAvailable = true
}

struct ContentView: View {
@State private var book = Book()

var body: some View {
BookView(book: book)
}
}

struct BookView: View {
var book: Book

var body: some View {
Text(book.title)
}
}
}

// Seed 001, SwiftUIのドキュメントコメント: a binding to an optional reference set to nil
enum Seed001_DocDeleteBook {
    // Added: the documentation comment's `Book`.
    typealias Book = Seed001_DocBookView.Book

struct ContentView: View {
@State private var book: Book?

var body: some View {
DeleteBookView(book: $book)
.task {
book = Book()
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
}

// Seed 001, SwiftUIのドキュメントコメント: passing the object to change its properties
enum Seed001_DocBookCheckout {
    // Added: the documentation comment's `Book`.
    typealias Book = Seed001_DocBookView.Book

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
}

// Seed 001, SwiftUIのドキュメントコメント: @Bindable for a binding to one property
enum Seed001_DocBookEditor {
    // Added: the documentation comment's `Book`.
    typealias Book = Seed001_DocBookView.Book

struct ContentView: View {
@State private var book = Book()

var body: some View {
BookView(book: book)
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
}
