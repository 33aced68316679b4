import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

/// `@State` on an app, as SwiftUI's data-flow guides keep an app-wide `@Observable` model
/// (`@State private var library = Library()`): read while the scenes are built without the
/// "outside a view" warning, and a binding to it updates the views that read it.
@MainActor
@Suite("State on an App")
struct AppStateTests {
    @Observable
    final class Library {
        var books = ["Emma"]
    }

    struct Shelf: View {
        let library: Library
        @Binding var visits: Int
        var body: some View {
            Text("\(library.books.count) books, \(visits) visits")
            Button("Visit") { visits += 1 }
            Button("Add") { library.books.append("Persuasion") }
        }
    }

    struct LibraryApp: App {
        @State private var library = Library()
        @State private var visits = 0
        var body: some Scene {
            WindowGroup("Library") { Shelf(library: library, visits: $visits) }
        }
    }

    @Test("an app's @State is read without a warning, and views follow it through the model and a binding")
    func appState() {
        let (host, messages) = capturingDiagnostics { CoreHost(app: LibraryApp()) }
        #expect(messages.isEmpty, "\(messages)")
        #expect(host.texts.contains("1 books, 0 visits"))
        host.button("Visit").click()
        host.button("Add").click()
        host.settle()
        #expect(host.texts.contains("2 books, 1 visits"), "\(host.texts)")
    }
}
