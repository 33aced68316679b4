import PropertyBased
import Testing

/// Runs random programs and reports a failing one with the seed that replays it.
@MainActor
public enum PropertyRunner {
    /// Checks the budget's programs: `failure` runs each one and says what went wrong, if
    /// anything.
    ///
    /// A failing program is shrunk by the library to a short one and reported with the seed it
    /// was drawn from; `GTKUI_PROPERTY_SEED=<seed>` makes it the property's first program.
    ///
    /// - Parameters:
    ///   - generator: Makes the program generator from the budget's seeds.
    ///   - defaultSeed: The first program's seed when `GTKUI_PROPERTY_SEED` is not set.
    ///   - defaultRuns: Programs to run when `GTKUI_PROPERTY_RUNS` is not set.
    ///   - share: The part of `GTKUI_PROPERTY_RUNS` to run (see ``PropertyBudget``).
    ///   - sourceLocation: Where failures are reported.
    ///   - failure: Runs a program; returns what differed from the expectation, or nil.
    public static func check<Step, Shrinks: SendableSequenceType>(
        _ generator: (SeedSequence) -> Generator<RandomProgram<Step>, Shrinks>, defaultSeed: UInt64,
        defaultRuns: Int, share: Double = 1, sourceLocation: SourceLocation = #_sourceLocation,
        failure: (RandomProgram<Step>) -> String?
    ) async {
        guard let budget = PropertyBudget.current(defaultRuns: defaultRuns, defaultSeed: defaultSeed, share: share)
        else {
            Issue.record("GTKUI_PROPERTY_SEED must be a decimal number or “random”", sourceLocation: sourceLocation)
            return
        }
        var firstFailing: RandomProgram<Step>?
        await propertyCheck(
            count: budget.runs, input: generator(SeedSequence(first: budget.firstSeed)),
            perform: { program in
                let problem = failure(program)
                if problem != nil, firstFailing == nil { firstFailing = program }
                #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
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

/// Runs random programs against the program app and its reference model.
@MainActor
enum ProgramProperty {
    /// Checks programs of `mix`'s steps: after every step the app shows what the reference
    /// model says and evaluates exactly the bodies the model names, each at most once per
    /// update pass.
    ///
    /// - Parameters:
    ///   - mix: Which steps programs are made of, and how long they are.
    ///   - defaultSeed: The first program's seed when `GTKUI_PROPERTY_SEED` is not set.
    ///   - defaultRuns: Programs to run when `GTKUI_PROPERTY_RUNS` is not set.
    static func check(
        _ mix: OperationMix, defaultSeed: UInt64, defaultRuns: Int = 25,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await PropertyRunner.check(
            { Program.generator(mix, seeds: $0) }, defaultSeed: defaultSeed, defaultRuns: defaultRuns,
            sourceLocation: sourceLocation, failure: ProgramRun.failure(of:))
    }
}
