import GtkUICore
import GtkUICoreTesting

// The app that random programs drive: one view per way of holding data, each reading only its
// own piece, so a reference model can say which bodies an edit must evaluate.

struct ProgramRoot: View {
    let models: ProgramModels
    @State private var clicks = 0
    @State private var draft = ""

    var body: some View {
        let _ = models.probe.record("ProgramRoot")
        NavigationView {
            VStack {
                Text(verbatim: "clicks \(clicks)")
                Button("click") { clicks += 1 }
                DraftField(draft: $draft, probe: models.probe)
                DraftPreview(draft: $draft, probe: models.probe)
                DraftExclaimer(draft: $draft, probe: models.probe)
                VolumeView(settings: models.settings, probe: models.probe)
                ProfileBadge(probe: models.probe)
                HeadlineView(library: models.library, probe: models.probe)
                HeadlineField(library: models.library, probe: models.probe)
                CounterView(counter: models.counter, probe: models.probe)
                PublishedCounterView(counter: models.published, probe: models.probe)
                BookShelf(library: models.library, probe: models.probe)
                NoteList(library: models.library, probe: models.probe)
                NavigationLink(destination: DetailPage(models: models)) { Text(verbatim: "open detail") }
            }
            .navigationTitle("Home")
        }
    }
}

/// A field bound to the root's `@State` through a `@Binding`; its body does not read the value.
struct DraftField: View {
    @Binding var draft: String
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("DraftField")
        TextField("draft", text: $draft)
    }
}

/// Reads the draft through a `@Binding`.
struct DraftPreview: View {
    @Binding var draft: String
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("DraftPreview")
        Text(verbatim: "draft [\(draft)]")
    }
}

/// Writes the draft through a `@Binding` from a button, without reading it in its body.
struct DraftExclaimer: View {
    @Binding var draft: String
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("DraftExclaimer")
        Button("exclaim") { draft += "!" }
    }
}

struct VolumeView: View {
    @ObservedObject var settings: ProgramSettings
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("VolumeView")
        Text(verbatim: "volume \(settings.volume)")
    }
}

struct ProfileBadge: View {
    @EnvironmentObject var profile: ProgramProfile
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("ProfileBadge")
        Text(verbatim: "profile \(profile.name)")
    }
}

struct HeadlineView: View {
    let library: ProgramLibrary
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("HeadlineView")
        Text(verbatim: "headline \(library.headline)")
    }
}

/// A field bound to an `@Observable` property through `@Bindable`; its body does not read it.
struct HeadlineField: View {
    @Bindable var library: ProgramLibrary
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("HeadlineField")
        TextField("headline", text: $library.headline)
    }
}

struct CounterView: View {
    let counter: LockedObservableCounter
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("CounterView")
        Text(verbatim: "counter \(counter.value)")
    }
}

struct PublishedCounterView: View {
    @ObservedObject var counter: LockedPublishedCounter
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("PublishedCounterView")
        Text(verbatim: "published \(counter.value)")
    }
}

struct BookShelf: View {
    let library: ProgramLibrary
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("BookShelf")
        VStack {
            Text(verbatim: "books \(library.books.count)")
            ForEach(library.books) { BookRow(book: $0, probe: probe) }
        }
    }
}

/// A `ForEach` row with state of its own, kept by the book's id.
struct BookRow: View {
    let book: ProgramBook
    let probe: BodyProbe
    @State private var taps = 0
    var body: some View {
        let _ = probe.record("BookRow \(book.id)")
        let label = ProgramText.book(id: book.id, title: book.title, taps: taps)
        Button(label) { taps += 1 }
    }
}

struct NoteList: View {
    let library: ProgramLibrary
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("NoteList")
        List(library.notes) { NoteRow(note: $0, probe: probe) }
    }
}

/// A lazy `List` row with state of its own, parked by the note's id when it scrolls away.
struct NoteRow: View {
    let note: ProgramNote
    let probe: BodyProbe
    @State private var taps = 0
    var body: some View {
        let _ = probe.record("NoteRow \(note.id)")
        let label = ProgramText.note(id: note.id, text: note.text, taps: taps)
        Button(label) { taps += 1 }
    }
}

/// The first pushed page: an environment object, the `@Observable` headline and its own state.
struct DetailPage: View {
    let models: ProgramModels
    @EnvironmentObject var profile: ProgramProfile
    @State private var likes = 0
    var body: some View {
        let _ = models.probe.record("DetailPage")
        let likeLabel = ProgramText.like(likes)
        VStack {
            Text(verbatim: "detail for \(profile.name)")
            Text(verbatim: "detail headline \(models.library.headline)")
            Button(likeLabel) { likes += 1 }
            NavigationLink(destination: DeepPage(counter: models.counter, probe: models.probe)) {
                Text(verbatim: "go deeper")
            }
        }
        .navigationTitle("Detail")
    }
}

/// The second pushed page: the counter that background threads write.
struct DeepPage: View {
    let counter: LockedObservableCounter
    let probe: BodyProbe
    var body: some View {
        let _ = probe.record("DeepPage")
        Text(verbatim: "deep counter \(counter.value)").navigationTitle("Deep")
    }
}

/// Labels both the views and the reference model write, so they cannot drift apart.
enum ProgramText {
    static func book(id: Int, title: String, taps: Int) -> String { "book \(id) \(title) ×\(taps)" }
    static func note(id: Int, text: String, taps: Int) -> String { "note \(id) \(text) ×\(taps)" }
    static func like(_ likes: Int) -> String { "like \(likes)" }
}
