/// What the program app must show, computed without GtkUI: the same data in plain values, and
/// for each step the bodies it must evaluate.
///
/// The rules it encodes: a change evaluates the bodies that read the changed data, each once,
/// and no other; a write that changes nothing a body read evaluates nothing and runs no pass.
/// `@Published` announces every write, equal or not; Observation's setter skips a write of an
/// equal value, but an in-place mutation (`+=`, `array[i].text = …`, `insert`) always notifies.
struct ReferenceModel {
    struct Book: Equatable {
        let id: Int
        var title: String
        var taps = 0
    }

    struct Note: Equatable {
        let id: Int
        var text: String
        var taps = 0
        /// What the note's row last showed, if it has a row.
        var rendered = RowRender.none
    }

    /// What a `List` row's node last rendered: rows keep their node (and `@State`) while their
    /// note exists, once they have been shown.
    enum RowRender: Equatable {
        /// Never shown: no node yet.
        case none
        /// Rendered with this text.
        case text(String)
        /// Perhaps shown for a moment during a move; whether it was is the diff's business.
        case unknown
    }

    /// The rows a `List` shows at once on the in-memory backend (`RecordingBackend.lazyViewportSize`).
    static let viewport = 10

    var clicks = 0
    var draft = ""
    var volume = 0
    var profile = "ann"
    var headline = "news"
    var counter = 0
    var published = 0
    var books: [Book] = []
    var notes: [Note] = []
    /// Pages pushed on the root page: 0, 1 (detail) or 2 (deep).
    var depth = 0
    var likes = 0
    private var nextID = 1

    /// Applies `operation` and says how to perform it on the app and what it must evaluate.
    mutating func apply(_ operation: ProgramOperation) -> ProgramStep {
        switch operation {
        case .clickRoot:
            clicks += 1
            return ProgramStep(.click("click"), bodies: ["ProgramRoot": 1])
        case .typeDraft(let text):
            defer { draft = text }
            let bodies = text == draft ? [:] : ["DraftPreview": 1]
            return ProgramStep(.type(placeholder: "draft", text: text), bodies: bodies)
        case .exclaim:
            draft += "!"
            return ProgramStep(.click("exclaim"), bodies: ["DraftPreview": 1])
        case .setVolume(let value):
            volume = value
            return ProgramStep(.setVolume(value), bodies: ["VolumeView": 1])
        case .setRemark(let text):
            return ProgramStep(.setRemark(text), bodies: [:])
        case .renameProfile(let name):
            profile = name
            return ProgramStep(.renameProfile(name), bodies: ["ProfileBadge": 1, "DetailPage": depth >= 1 ? 1 : 0])
        case .setHeadline(let text):
            return setHeadline(text, by: .setHeadline(text))
        case .typeHeadline(let text):
            return setHeadline(text, by: .type(placeholder: "headline", text: text))
        case .touchUnread:
            return ProgramStep(.touchUnread, bodies: [:])
        case .increment(let count):
            counter += count
            return ProgramStep(.increment(count), bodies: counterReaders)
        case .incrementInBackground(let threads, let each):
            counter += threads * each
            return ProgramStep(.incrementInBackground(threads: threads, each: each), bodies: counterReaders)
        case .publishInBackground(let threads, let each):
            published += threads * each
            // Announced from other threads, the change is rendered when delivered and once
            // more after `ViewGraph.lateChangeCheckDelay`, for a writer slower than its announcement.
            return ProgramStep(
                .publishInBackground(threads: threads, each: each), bodyRanges: ["PublishedCounterView": 1...2])
        case .insertBook, .removeBook, .moveBook, .renameBook, .tapBook:
            return applyToBooks(operation)
        case .insertNote, .removeNote, .moveNote, .editNote, .tapNote:
            return applyToNotes(operation)
        case .push:
            guard depth < 2 else { return .nothing }
            depth += 1
            if depth == 1 {
                likes = 0
                return ProgramStep(.click("open detail"), bodies: ["DetailPage": 1], isStructural: true)
            }
            return ProgramStep(.click("go deeper"), bodies: ["DeepPage": 1], isStructural: true)
        case .pop:
            guard depth > 0 else { return .nothing }
            depth -= 1
            return ProgramStep(.goBack, bodies: [:], isStructural: true)
        case .like:
            guard depth >= 1 else { return .nothing }
            defer { likes += 1 }
            return ProgramStep(.click(ProgramText.like(likes)), bodies: ["DetailPage": 1])
        }
    }

    private var counterReaders: [String: Int] { ["CounterView": 1, "DeepPage": depth == 2 ? 1 : 0] }

    private mutating func setHeadline(_ text: String, by action: ProgramAction) -> ProgramStep {
        guard text != headline else { return ProgramStep(action, bodies: [:]) }
        headline = text
        return ProgramStep(action, bodies: ["HeadlineView": 1, "DetailPage": depth >= 1 ? 1 : 0])
    }

    private mutating func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private mutating func applyToBooks(_ operation: ProgramOperation) -> ProgramStep {
        switch operation {
        case .insertBook(let at, let title):
            let index = at % (books.count + 1)
            let id = makeID()
            books.insert(Book(id: id, title: title), at: index)
            return ProgramStep(
                .insertBook(index: index, id: id, title: title), bodies: ["BookShelf": 1, "BookRow": 1],
                isStructural: true)
        case .removeBook(let at):
            guard !books.isEmpty else { return .nothing }
            let index = at % books.count
            books.remove(at: index)
            return ProgramStep(.removeBook(index: index), bodies: ["BookShelf": 1], isStructural: true)
        case .moveBook(let from, let to):
            guard books.count > 1, from % books.count != to % books.count else { return .nothing }
            let (source, destination) = (from % books.count, to % books.count)
            books = books.moving(from: source, to: destination)
            return ProgramStep(.moveBook(from: source, to: destination), bodies: ["BookShelf": 1], isStructural: true)
        case .renameBook(let at, let title):
            guard !books.isEmpty else { return .nothing }
            let index = at % books.count
            let changed = books[index].title != title
            books[index].title = title
            return ProgramStep(.renameBook(index: index, title: title), bodies: changed ? ["BookRow": 1] : [:])
        case .tapBook(let at):
            guard !books.isEmpty else { return .nothing }
            let index = at % books.count
            defer { books[index].taps += 1 }
            let book = books[index]
            return ProgramStep(
                .click(ProgramText.book(id: book.id, title: book.title, taps: book.taps)), bodies: ["BookRow": 1])
        default:
            preconditionFailure("not a book step: \(operation)")
        }
    }

    /// A note step, with the `List` rows it binds: a row's body runs when it is shown for the
    /// first time or with a note edited since, and never for a row that is up to date.
    private mutating func applyToNotes(_ operation: ProgramOperation) -> ProgramStep {
        let viewport = Self.viewport
        let shownBefore = notes.prefix(viewport).map(\.id)
        let firstHidden = notes.count > viewport ? notes[viewport].id : nil
        guard let (action, tapped) = mutateNotes(operation) else { return .nothing }
        // A move is a removal and an insertion: between the two the row below the viewport
        // may be shown for a moment.
        var bound = Set(shownBefore)
        if case .moveNote = action, let firstHidden { bound.insert(firstHidden) }
        var rows = tapped ? 1...1 : 0...0
        for index in notes.indices where index < viewport || bound.contains(notes[index].id) {
            let isShown = index < viewport
            switch notes[index].rendered {
            case .text(let text) where text == notes[index].text: continue
            case .text, .none: rows = (rows.lowerBound + (isShown ? 1 : 0))...(rows.upperBound + 1)
            case .unknown: rows = rows.lowerBound...(rows.upperBound + 1)
            }
            notes[index].rendered = isShown ? .text(notes[index].text) : .unknown
        }
        let list = tapped ? 0 : 1
        let isStructural: Bool
        switch action {
        case .insertNote, .removeNote, .moveNote: isStructural = true
        default: isStructural = false
        }
        return ProgramStep(action, bodyRanges: ["NoteList": list...list, "NoteRow": rows], isStructural: isStructural)
    }

    /// Applies a note step to ``notes``; nil when there is nothing to act on.
    private mutating func mutateNotes(_ operation: ProgramOperation) -> (ProgramAction, tapped: Bool)? {
        switch operation {
        case .insertNote(let at, let text):
            let index = at % (notes.count + 1)
            let id = makeID()
            notes.insert(Note(id: id, text: text), at: index)
            return (.insertNote(index: index, id: id, text: text), false)
        case .removeNote(let at):
            guard !notes.isEmpty else { return nil }
            let index = at % notes.count
            notes.remove(at: index)
            return (.removeNote(index: index), false)
        case .moveNote(let from, let to):
            guard notes.count > 1, from % notes.count != to % notes.count else { return nil }
            let (source, destination) = (from % notes.count, to % notes.count)
            notes = notes.moving(from: source, to: destination)
            return (.moveNote(from: source, to: destination), false)
        case .editNote(let at, let text):
            guard !notes.isEmpty else { return nil }
            let index = at % notes.count
            notes[index].text = text
            return (.editNote(index: index, text: text), false)
        case .tapNote(let at):
            let visible = min(notes.count, Self.viewport)
            guard visible > 0 else { return nil }
            let index = at % visible
            defer { notes[index].taps += 1 }
            let note = notes[index]
            return (.click(ProgramText.note(id: note.id, text: note.text, taps: note.taps)), true)
        default:
            preconditionFailure("not a note step: \(operation)")
        }
    }

    // MARK: What is shown

    /// The label texts of the top page, in order.
    var texts: [String] {
        switch depth {
        case 0:
            return [
                "clicks \(clicks)", "click", "draft [\(draft)]", "exclaim", "volume \(volume)", "profile \(profile)",
            ]
                + ["headline \(headline)", "counter \(counter)", "published \(published)", "books \(books.count)"]
                + books.map { ProgramText.book(id: $0.id, title: $0.title, taps: $0.taps) }
                + notes.prefix(Self.viewport).map { ProgramText.note(id: $0.id, text: $0.text, taps: $0.taps) }
                + ["open detail"]
        case 1:
            return ["detail for \(profile)", "detail headline \(headline)", ProgramText.like(likes), "go deeper"]
        default:
            return ["deep counter \(counter)"]
        }
    }

    /// The window title.
    var title: String { ["Home", "Detail", "Deep"][depth] }

    /// The text each field shows, by placeholder.
    var fields: [String: String] { ["draft": draft, "headline": headline] }
}
