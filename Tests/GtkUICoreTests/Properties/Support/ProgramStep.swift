/// What the driver does to the app for one step, with positions resolved by the reference model.
enum ProgramAction: Equatable {
    case none
    /// Clicks the button whose label reads this text.
    case click(String)
    /// Types into the field with this placeholder, replacing its text.
    case type(placeholder: String, text: String)
    case setVolume(Int)
    case setRemark(String)
    case renameProfile(String)
    case setHeadline(String)
    case touchUnread
    case increment(Int)
    case incrementInBackground(threads: Int, each: Int)
    case publishInBackground(threads: Int, each: Int)
    case insertBook(index: Int, id: Int, title: String)
    case removeBook(index: Int)
    case moveBook(from: Int, to: Int)
    case renameBook(index: Int, title: String)
    case insertNote(index: Int, id: Int, text: String)
    case removeNote(index: Int)
    case moveNote(from: Int, to: Int)
    case editNote(index: Int, text: String)
    case goBack
}

/// One step as the reference model sees it: the action, and the work it must cause.
struct ProgramStep {
    let action: ProgramAction
    /// Body evaluations each view type must have in the settle after the action; types not
    /// named must have none.
    let bodies: [String: ClosedRange<Int>]
    /// Whether the step inserts, removes, moves or pushes and pops views; an edit that is not
    /// must restructure nothing.
    let isStructural: Bool

    init(_ action: ProgramAction, bodies: [String: Int], isStructural: Bool = false) {
        self.init(action, bodyRanges: bodies.mapValues { $0...$0 }, isStructural: isStructural)
    }

    init(_ action: ProgramAction, bodyRanges: [String: ClosedRange<Int>], isStructural: Bool = false) {
        self.action = action
        self.bodies = bodyRanges.filter { $0.value != 0...0 }
        self.isStructural = isStructural
    }

    /// A step with nothing to act on.
    static let nothing = ProgramStep(.none, bodies: [:])

    /// Whether the step changes nothing any body read: then no update pass may run and no
    /// widget may be written.
    var changesNothingRead: Bool { bodies.isEmpty && !isStructural }
}

extension Array {
    /// The array with the element at `source` moved to `destination`, as one new value (so
    /// an `@Observable` array property announces one change).
    func moving(from source: Int, to destination: Int) -> [Element] {
        var moved = self
        moved.insert(moved.remove(at: source), at: destination)
        return moved
    }
}
