import Foundation
import PropertyBased
import Synchronization

/// A random program: the seed its steps were drawn from, and the steps.
///
/// Shared with the GTK suite, which runs programs of its own steps on real widgets.
public struct RandomProgram<Step: Sendable & CustomStringConvertible>: Sendable, CustomStringConvertible {
    /// The seed the steps were drawn from; `GTKUI_PROPERTY_SEED=<seed>` draws them again.
    public let seed: UInt64
    /// The steps, in order.
    public let steps: [Step]

    /// Lists the seed and the steps, as a failure reports the program.
    public var description: String {
        let list = steps.map(\.description).joined(separator: ", ")
        return "program from GTKUI_PROPERTY_SEED=\(seed), \(steps.count) steps: [\(list)]"
    }

    /// Programs of one to `maxSteps` steps drawn by `step`, each from the next seed of `seeds`.
    ///
    /// The library draws every case from a fresh system seed; to make CI's runs repeatable
    /// the first generator of the pair replaces the random stream with one seeded from
    /// `seeds`, and the steps are drawn from that stream. The steps keep the library's
    /// shrinkers: a failing program loses steps, and its positions and texts shrink.
    ///
    /// - Parameters:
    ///   - step: Draws one step.
    ///   - maxSteps: The longest program.
    ///   - seeds: The programs' seeds, one per program drawn.
    /// - Returns: A generator of programs.
    public static func generator(
        steps step: Generator<Step, some SendableSequenceType>, maxSteps: Int, seeds: SeedSequence
    ) -> Generator<RandomProgram, some SendableSequenceType> {
        let reseed = Generator<UInt64, Shrink.None<UInt64>> { rng in
            let seed = seeds.next()
            rng = Xoshiro(seed: SeedSequence.state(from: seed))
            return seed
        }
        return zip(reseed, step.array(of: 1...maxSteps)).map { seed, steps in
            RandomProgram(seed: seed, steps: steps)
        }
    }
}

/// A program of the core suite's program app.
typealias Program = RandomProgram<ProgramOperation>

extension RandomProgram where Step == ProgramOperation {
    /// Programs of `mix`'s steps, each drawn from the next seed of `seeds`.
    public static func generator(
        _ mix: OperationMix, seeds: SeedSequence
    ) -> Generator<RandomProgram, some SendableSequenceType> {
        generator(steps: ProgramOperation.generator(mix), maxSteps: mix.maxSteps, seeds: seeds)
    }
}

/// The seeds of a property's programs: the first one given, each next one mixed from the last.
public final class SeedSequence: Sendable {
    private let current: Mutex<UInt64>

    /// A sequence whose first seed is `first`.
    public init(first: UInt64) { current = Mutex(first) }

    /// The next program's seed.
    public func next() -> UInt64 {
        current.withLock { seed in
            defer { seed = Self.splitMix(seed).next }
            return seed
        }
    }

    /// A generator state for `seed` (SplitMix64, so no seed gives xoshiro's all-zero state).
    public static func state(from seed: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
        let a = splitMix(seed)
        let b = splitMix(a.next)
        let c = splitMix(b.next)
        let d = splitMix(c.next)
        return (a.output, b.output, c.output, d.output)
    }

    private static func splitMix(_ state: UInt64) -> (next: UInt64, output: UInt64) {
        let next = state &+ 0x9E37_79B9_7F4A_7C15
        var z = next
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (next, z ^ (z >> 31))
    }
}

/// How many programs a property runs and from which seed, from the environment.
///
/// - `GTKUI_PROPERTY_RUNS`: programs per property (a small default keeps `swift test` fast).
/// - `GTKUI_PROPERTY_SEED`: the first program's seed, a decimal number, or `random`; without
///   it each property starts from its own fixed seed, so CI runs the same programs every time.
public struct PropertyBudget: Sendable {
    /// Programs to run.
    public let runs: Int
    /// The first program's seed.
    public let firstSeed: UInt64

    /// The budget the environment asks for, or nil when `GTKUI_PROPERTY_SEED` is not a seed.
    ///
    /// - Parameters:
    ///   - defaultRuns: Programs to run when `GTKUI_PROPERTY_RUNS` is not set.
    ///   - defaultSeed: The first seed when `GTKUI_PROPERTY_SEED` is not set.
    ///   - share: The part of `GTKUI_PROPERTY_RUNS` to run (at least one program), for
    ///     properties whose programs cost more than the core's.
    public static func current(defaultRuns: Int, defaultSeed: UInt64, share: Double = 1) -> PropertyBudget? {
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["GTKUI_PROPERTY_RUNS"].flatMap(Int.init)
        let runs = requested.map { Int(Double($0) * share) } ?? defaultRuns
        let seed: UInt64?
        switch environment["GTKUI_PROPERTY_SEED"] {
        case "random"?: seed = UInt64.random(in: 0...UInt64.max)
        case let text?: seed = UInt64(text)
        case nil: seed = defaultSeed
        }
        return seed.map { PropertyBudget(runs: max(runs, 1), firstSeed: $0) }
    }
}
