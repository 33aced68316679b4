import Testing

/// Random programs of pushes, pops and edits to what the pushed pages read (an environment
/// object, an `@Observable` headline and counter, a page's own `@State`): the top page, the
/// title and the back button follow the model, a pushed page updates while it is shown, and
/// pushing again starts it with fresh state.
@MainActor
@Suite("Properties: navigation")
struct NavigationProperties {
    @Test("pushed pages follow the data they read, and popping releases their state")
    func navigationProperty() async {
        let mix = OperationMix(
            state: 0.3, objects: 1, observation: 1, background: 0.3, books: 0.2, notes: 0.2, navigation: 3)
        await ProgramProperty.check(mix, defaultSeed: 5)
    }
}
