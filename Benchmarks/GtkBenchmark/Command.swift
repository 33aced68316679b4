/// What the command line asks for.
enum Command: Equatable {
    /// The whole benchmark on tables of `rows` rows, each time the median of `runs` runs.
    case benchmark(rows: Int, runs: Int)
    /// Internal: prints one side's resident memory per row for `rows` rows, for a parent
    /// process that wants a number no other window has touched.
    case residentMemory(side: Side, rows: Int)
    /// One operation (the first whose name contains the text) on one side, and nothing else:
    /// for running under `perf record`.
    case profile(side: Side, operation: String, rows: Int, runs: Int)
    case help
    case invalid

    static let usage = """
        usage: gtkui-benchmark-gtk [ROWS [RUNS]]   (defaults: 1000 rows, 10 runs; ROWS at least 10)
               gtkui-benchmark-gtk --profile c|gtkui|list OPERATION [ROWS [RUNS]]
          Times js-framework-benchmark's operations on GtkUI and on the same app written in C
          against GTK; "create many" uses 10 × ROWS rows. Starts Xvfb when DISPLAY is unset.
          --profile times only the first operation whose name contains OPERATION ("append",
          "swap", "one label"…), on one side, for profilers.
        """

    /// The apps the benchmark can build.
    enum Side: String, CaseIterable {
        case c
        case gtkui
        case list
    }

    init(_ arguments: [String]) {
        if arguments.contains("-h") || arguments.contains("--help") {
            self = .help
        } else if arguments.first == "--rss" {
            guard arguments.count == 3, let side = Side(rawValue: arguments[1]), let rows = Int(arguments[2]), rows > 0
            else {
                self = .invalid
                return
            }
            self = .residentMemory(side: side, rows: rows)
        } else if arguments.first == "--profile" {
            guard arguments.count >= 3, let side = Side(rawValue: arguments[1]),
                let (rows, runs) = Self.sizes(arguments.dropFirst(3))
            else {
                self = .invalid
                return
            }
            self = .profile(side: side, operation: arguments[2], rows: rows, runs: runs)
        } else {
            guard let (rows, runs) = Self.sizes(arguments[...]) else {
                self = .invalid
                return
            }
            self = .benchmark(rows: rows, runs: runs)
        }
    }

    /// `[ROWS [RUNS]]` with their defaults, or nil when they are not two numbers in range.
    private static func sizes(_ arguments: ArraySlice<String>) -> (rows: Int, runs: Int)? {
        let numbers = arguments.compactMap { Int($0) }
        guard numbers.count == arguments.count, numbers.count <= 2 else { return nil }
        let rows = numbers.first ?? 1000
        let runs = numbers.dropFirst().first ?? 10
        return rows >= 10 && runs >= 1 ? (rows, runs) : nil
    }
}
