import Testing

/// Random programs over every property wrapper at once, on the main thread: after each step
/// the app shows what a reference model of the same program shows, and the update evaluated
/// exactly the bodies that read what changed, each at most once per pass.
@MainActor
@Suite("Properties: data flow")
struct DataFlowProperties {
    @Test("every wrapper: the screen follows the model, and only the readers of a change re-render")
    func everyWrapperProperty() async {
        await ProgramProperty.check(.mainThread, defaultSeed: 1)
    }

    @Test("@State, @Binding, @ObservedObject and @EnvironmentObject edits with navigation")
    func valueAndObjectProperty() async {
        let mix = OperationMix(observation: 0.3, books: 0.3, notes: 0.3)
        await ProgramProperty.check(mix, defaultSeed: 2)
    }
}
