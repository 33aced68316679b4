import PropertyBased

/// One step of a random program: an edit a user or the app makes, and the settle after it.
///
/// Positions are taken modulo the list's length when the step runs, so every program is valid
/// whatever the shrinker removes from it; a step with nothing to act on (removing from an empty
/// list, popping the root page) does nothing. The GTK suite runs programs of the same steps
/// on real widgets.
public enum ProgramOperation: Equatable, Sendable, CustomStringConvertible {
    /// Clicks the root's button: `@State` the root reads.
    case clickRoot
    /// Types into the draft field: a `TextField` writing the root's `@State` through a child's `@Binding`.
    case typeDraft(String)
    /// Clicks the child's button that appends "!" through its `@Binding`.
    case exclaim
    /// Sets a `@Published` property read through `@ObservedObject`.
    case setVolume(Int)
    /// Sets a property that is not `@Published`.
    case setRemark(String)
    /// Sets a `@Published` property of the `@EnvironmentObject`.
    case renameProfile(String)
    /// Sets an `@Observable` property on the main thread.
    case setHeadline(String)
    /// Types into the headline field: a `TextField` writing an `@Observable` through `@Bindable`.
    case typeHeadline(String)
    /// Changes an `@Observable` property that no view reads.
    case touchUnread
    /// Increments the `@Observable` counter on the main thread.
    case increment(Int)
    /// Increments the `@Observable` counter from background threads, then waits for them.
    case incrementInBackground(threads: Int, each: Int)
    /// Increments the `ObservableObject` counter from background threads, then waits for them.
    case publishInBackground(threads: Int, each: Int)
    /// Inserts a book into the `@Observable` array a `ForEach` shows.
    case insertBook(at: Int, title: String)
    /// Removes a book.
    case removeBook(at: Int)
    /// Moves a book.
    case moveBook(from: Int, to: Int)
    /// Sets a book's title.
    case renameBook(at: Int, title: String)
    /// Clicks a `ForEach` row's button, which counts taps in the row's `@State`.
    case tapBook(at: Int)
    /// Inserts a note into the `@Observable` array a lazy `List` shows.
    case insertNote(at: Int, text: String)
    /// Removes a note.
    case removeNote(at: Int)
    /// Moves a note.
    case moveNote(from: Int, to: Int)
    /// Sets a note's text.
    case editNote(at: Int, text: String)
    /// Clicks a visible `List` row's button, which counts taps in the row's `@State`.
    case tapNote(at: Int)
    /// Clicks the navigation link on the top page.
    case push
    /// Uses the back button.
    case pop
    /// Clicks the detail page's button, which counts likes in the page's `@State`.
    case like

    /// The step as Swift would write it, as failures report it.
    public var description: String {
        switch self {
        case .clickRoot: "clickRoot"
        case .typeDraft(let text): "typeDraft(\"\(text)\")"
        case .exclaim: "exclaim"
        case .setVolume(let volume): "setVolume(\(volume))"
        case .setRemark(let text): "setRemark(\"\(text)\")"
        case .renameProfile(let name): "renameProfile(\"\(name)\")"
        case .setHeadline(let text): "setHeadline(\"\(text)\")"
        case .typeHeadline(let text): "typeHeadline(\"\(text)\")"
        case .touchUnread: "touchUnread"
        case .increment(let count): "increment(\(count))"
        case .incrementInBackground(let threads, let each): "incrementInBackground(threads: \(threads), each: \(each))"
        case .publishInBackground(let threads, let each): "publishInBackground(threads: \(threads), each: \(each))"
        case .insertBook(let at, let title): "insertBook(at: \(at), title: \"\(title)\")"
        case .removeBook(let at): "removeBook(at: \(at))"
        case .moveBook(let from, let to): "moveBook(from: \(from), to: \(to))"
        case .renameBook(let at, let title): "renameBook(at: \(at), title: \"\(title)\")"
        case .tapBook(let at): "tapBook(at: \(at))"
        case .insertNote(let at, let text): "insertNote(at: \(at), text: \"\(text)\")"
        case .removeNote(let at): "removeNote(at: \(at))"
        case .moveNote(let from, let to): "moveNote(from: \(from), to: \(to))"
        case .editNote(let at, let text): "editNote(at: \(at), text: \"\(text)\")"
        case .tapNote(let at): "tapNote(at: \(at))"
        case .push: "push"
        case .pop: "pop"
        case .like: "like"
        }
    }
}

/// How often each kind of step appears in a property's programs (a weight of zero leaves it out).
public struct OperationMix: Sendable {
    /// `@State` and `@Binding`: clicks, typing, a child's button.
    public var state: Double
    /// `ObservableObject`s on the main thread: `@ObservedObject`, `@EnvironmentObject`.
    public var objects: Double
    /// `@Observable` on the main thread, typing through `@Bindable` included.
    public var observation: Double
    /// Writers on background threads.
    public var background: Double
    /// The `ForEach` of books.
    public var books: Double
    /// The lazy `List` of notes.
    public var notes: Double
    /// Pushes, pops and the pushed page's state.
    public var navigation: Double
    /// The longest program.
    public var maxSteps: Int

    /// A mix with these weights; background writers are left out unless asked for.
    public init(
        state: Double = 1, objects: Double = 1, observation: Double = 1, background: Double = 0, books: Double = 1,
        notes: Double = 1, navigation: Double = 1, maxSteps: Int = 24
    ) {
        self.state = state
        self.objects = objects
        self.observation = observation
        self.background = background
        self.books = books
        self.notes = notes
        self.navigation = navigation
        self.maxSteps = maxSteps
    }

    /// Every kind of step but background writers, equally often.
    public static let mainThread = OperationMix()
}

extension ProgramOperation {
    /// Draws steps with the library's generators, so a failing program's steps shrink too
    /// (positions towards 0, texts towards "").
    public static func generator(_ mix: OperationMix) -> Generator<ProgramOperation, some SendableSequenceType> {
        let text = Gen.character(in: "a"..."c").string(of: 0...2)
        let position = Gen.int(in: 0...15)
        let small = Gen.int(in: 1...3)
        return Gen.frequency(
            (mix.state, Gen.always(ProgramOperation.clickRoot)),
            (mix.state, text.map { ProgramOperation.typeDraft($0) }),
            (mix.state, Gen.always(ProgramOperation.exclaim)),
            (mix.objects, Gen.int(in: 0...3).map { ProgramOperation.setVolume($0) }),
            (mix.objects, text.map { ProgramOperation.setRemark($0) }),
            (mix.objects, text.map { ProgramOperation.renameProfile($0) }),
            (mix.observation, text.map { ProgramOperation.setHeadline($0) }),
            (mix.observation, text.map { ProgramOperation.typeHeadline($0) }),
            (mix.observation, Gen.always(ProgramOperation.touchUnread)),
            (mix.observation, small.map { ProgramOperation.increment($0) }),
            (mix.background, zip(Gen.int(in: 1...4), Gen.int(in: 1...40)).map(ProgramOperation.backgroundIncrements)),
            (mix.background, zip(Gen.int(in: 1...4), Gen.int(in: 1...40)).map(ProgramOperation.backgroundPublishes)),
            (mix.books * 2, zip(position, text).map { ProgramOperation.insertBook(at: $0, title: $1) }),
            (mix.books, position.map { ProgramOperation.removeBook(at: $0) }),
            (mix.books, zip(position, position).map { ProgramOperation.moveBook(from: $0, to: $1) }),
            (mix.books, zip(position, text).map { ProgramOperation.renameBook(at: $0, title: $1) }),
            (mix.books, position.map { ProgramOperation.tapBook(at: $0) }),
            (mix.notes * 2, zip(position, text).map { ProgramOperation.insertNote(at: $0, text: $1) }),
            (mix.notes, position.map { ProgramOperation.removeNote(at: $0) }),
            (mix.notes, zip(position, position).map { ProgramOperation.moveNote(from: $0, to: $1) }),
            (mix.notes, zip(position, text).map { ProgramOperation.editNote(at: $0, text: $1) }),
            (mix.notes, position.map { ProgramOperation.tapNote(at: $0) }),
            (mix.navigation * 2, Gen.always(ProgramOperation.push)),
            (mix.navigation, Gen.always(ProgramOperation.pop)),
            (mix.navigation, Gen.always(ProgramOperation.like)),
        )
    }

    @Sendable private static func backgroundIncrements(_ threads: Int, _ each: Int) -> ProgramOperation {
        .incrementInBackground(threads: threads, each: each)
    }

    @Sendable private static func backgroundPublishes(_ threads: Int, _ each: Int) -> ProgramOperation {
        .publishInBackground(threads: threads, each: each)
    }
}
