import Testing

/// Random programs of insertions, removals, moves, edits and taps on a `ForEach` of
/// `@Observable` books and a lazy `List` of notes, long enough to push rows out of the list's
/// viewport: rows show their element and keep their `@State` by id, and only the rows whose
/// data changed, or that are shown for the first time, re-render.
@MainActor
@Suite("Properties: lists")
struct ListProperties {
    @Test("ForEach and List rows follow the model and keep their state by id")
    func listsProperty() async {
        let mix = OperationMix(
            state: 0.2, objects: 0.2, observation: 0.2, books: 3, notes: 4, navigation: 0.2, maxSteps: 40)
        await ProgramProperty.check(mix, defaultSeed: 4)
    }
}
