import Testing

/// Random programs in which background threads write an `@Observable` counter and an
/// `ObservableObject` among main-thread edits: once the writers have finished and the main
/// loop has run (delayed work included), the screen shows every write, and only the views
/// reading the counters re-rendered.
@MainActor
@Suite("Properties: background writers")
struct BackgroundWriterProperties {
    @Test("writes from other threads are never lost, and re-render only their readers")
    func backgroundWritersProperty() async {
        let mix = OperationMix(
            state: 0.3, objects: 0.3, observation: 1, background: 3, books: 0.3, notes: 0.3, navigation: 1)
        await ProgramProperty.check(mix, defaultSeed: 3)
    }
}
