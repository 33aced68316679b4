import GtkUI

/// Seed 001's quotation of SwiftUI's `State` documentation: `BookView` updates each time
/// `title` changes but not when `isAvailable` changes, because its body reads only `title`.
///
/// The seed's `Book`, `ContentView` and `BookView` are unchanged except that `BookView` is
/// handed a `BookViewRenders` (a plain class nothing observes) through `ContentView` and its
/// body counts its evaluations there. Completed so the claim can be tried: `ContentView` adds buttons that change
/// `title` and `isAvailable`, `AvailabilityView` (which does read `isAvailable`) to show the
/// change happened, and `RenderCountView`, which shows the count only when its Refresh
/// button re-renders it, so counting never causes a render.
enum Seed001BookTracking {
    @Observable
    class Book {
        var title = "A sample book"
        var isAvailable = true
    }

    struct ContentView: View {
        @State private var book = Book()
        let renders: BookViewRenders

        var body: some View {
            VStack(spacing: 8) {
                BookView(book: book, renders: renders)
                AvailabilityView(book: book)
                HStack {
                    Button("Change title") {
                        book.title = book.title == "A sample book" ? "Another sample book" : "A sample book"
                    }
                    Button("Toggle availability") { book.isAvailable.toggle() }
                }
                RenderCountView(renders: renders)
            }
        }
    }

    struct BookView: View {
        var book: Book
        let renders: BookViewRenders

        var body: some View {
            let _ = renders.count += 1
            Text(book.title)
        }
    }

    /// Reads `isAvailable`, so it (and not `BookView`) updates when availability changes.
    struct AvailabilityView: View {
        var book: Book

        var body: some View {
            Text(book.isAvailable ? "Available" : "Checked out")
        }
    }

    /// How many times `BookView.body` ran; deliberately not observable.
    @MainActor
    final class BookViewRenders {
        var count = 0
    }

    /// Shows the count as of the last Refresh; its own `@State` is the only thing it watches.
    struct RenderCountView: View {
        let renders: BookViewRenders
        @State private var refreshes = 0

        var body: some View {
            VStack {
                let _ = refreshes
                Text(verbatim: "BookView bodies: \(renders.count)")
                Button("Refresh") { refreshes += 1 }
            }
        }
    }

    static let page = GalleryPage(
        name: "book-tracking", seed: .observation, title: "Observation tracks what body reads",
        explanation: """
            BookView's body reads only book.title, so Observation re-renders it when the title \
            changes and not when isAvailable does. Press Toggle availability: the line below \
            changes, yet after Refresh the BookView count stays the same. Press Change title \
            and Refresh: the count goes up by one.
            """
    ) { ContentView(renders: BookViewRenders()) }
}
