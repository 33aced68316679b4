import PropertyBased
import Testing

/// Runs random programs against the program app and its reference model.
@MainActor
enum ProgramProperty {
    /// Checks `budget` programs of `mix`'s steps: after every step the app shows what the
    /// reference model says and evaluates exactly the bodies the model names, each at most once
    /// per update pass.
    ///
    /// A failing program is shrunk by the library to a short one and reported with the seed it
    /// was drawn from; `GTKUI_PROPERTY_SEED=<seed>` makes it the property's first program.
    ///
    /// - Parameters:
    ///   - mix: Which steps programs are made of, and how long they are.
    ///   - defaultSeed: The first program's seed when `GTKUI_PROPERTY_SEED` is not set.
    ///   - defaultRuns: Programs to run when `GTKUI_PROPERTY_RUNS` is not set.
    static func check(
        _ mix: OperationMix, defaultSeed: UInt64, defaultRuns: Int = 25,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        guard let budget = PropertyBudget.current(defaultRuns: defaultRuns, defaultSeed: defaultSeed) else {
            Issue.record("GTKUI_PROPERTY_SEED must be a decimal number or “random”", sourceLocation: sourceLocation)
            return
        }
        let seeds = SeedSequence(first: budget.firstSeed)
        var firstFailing: Program?
        await propertyCheck(
            count: budget.runs, input: Program.generator(mix, seeds: seeds),
            perform: { program in
                let failure = ProgramRun.failure(of: program)
                if failure != nil, firstFailing == nil { firstFailing = program }
                #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
            }, sourceLocation: sourceLocation)
        if let firstFailing {
            let name = Test.current.map { $0.name.replacingOccurrences(of: "()", with: "") } ?? "Properties"
            Issue.record(
                """
                Replay the failing program (and its shrinking) with \
                `GTKUI_PROPERTY_SEED=\(firstFailing.seed) swift test --filter \(name)`; \
                the library's `.fixedSeed` hint does not apply, as programs draw from their own seeds.
                """, sourceLocation: sourceLocation)
        }
    }
}
