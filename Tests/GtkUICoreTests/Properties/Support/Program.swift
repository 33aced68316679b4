import Foundation
import PropertyBased
import Synchronization

/// A random program: the seed it was drawn from and its steps.
struct Program: Sendable, CustomStringConvertible {
    /// The seed the steps were drawn from; `GTKUI_PROPERTY_SEED=<seed>` draws them again.
    let seed: UInt64
    let operations: [ProgramOperation]

    var description: String {
        let steps = operations.map(\.description).joined(separator: ", ")
        return "program from GTKUI_PROPERTY_SEED=\(seed), \(operations.count) steps: [\(steps)]"
    }

    /// Programs of `mix`'s steps, each drawn from the next seed of `seeds`.
    ///
    /// The library draws every case from a fresh system seed; to make CI's runs repeatable
    /// the first generator of the pair replaces the random stream with one seeded from
    /// `seeds`, and the steps are drawn from that stream. The steps keep the library's
    /// shrinkers: a failing program loses steps, and its positions and texts shrink.
    static func generator(_ mix: OperationMix, seeds: SeedSequence) -> Generator<Program, some SendableSequenceType> {
        let reseed = Generator<UInt64, Shrink.None<UInt64>> { rng in
            let seed = seeds.next()
            rng = Xoshiro(seed: SeedSequence.state(from: seed))
            return seed
        }
        return zip(reseed, ProgramOperation.generator(mix).array(of: 1...mix.maxSteps)).map { seed, steps in
            Program(seed: seed, operations: steps)
        }
    }
}

/// The seeds of a property's programs: the first one given, each next one mixed from the last.
final class SeedSequence: Sendable {
    private let current: Mutex<UInt64>

    init(first: UInt64) { current = Mutex(first) }

    /// The next program's seed.
    func next() -> UInt64 {
        current.withLock { seed in
            defer { seed = Self.splitMix(seed).next }
            return seed
        }
    }

    /// A generator state for `seed` (SplitMix64, so no seed gives xoshiro's all-zero state).
    static func state(from seed: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
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
struct PropertyBudget {
    let runs: Int
    let firstSeed: UInt64

    /// The budget the environment asks for, or nil when `GTKUI_PROPERTY_SEED` is not a seed.
    static func current(defaultRuns: Int, defaultSeed: UInt64) -> PropertyBudget? {
        let environment = ProcessInfo.processInfo.environment
        let runs = environment["GTKUI_PROPERTY_RUNS"].flatMap(Int.init) ?? defaultRuns
        let seed: UInt64?
        switch environment["GTKUI_PROPERTY_SEED"] {
        case "random"?: seed = UInt64.random(in: 0...UInt64.max)
        case let text?: seed = UInt64(text)
        case nil: seed = defaultSeed
        }
        return seed.map { PropertyBudget(runs: max(runs, 1), firstSeed: $0) }
    }
}
