/// One timed operation: what to set up before the clock starts, and what to time.
struct Operation {
    let name: String
    let setUp: @MainActor (BenchmarkApp) -> Void
    /// The change to time; the second argument is the run's number, for changes that must
    /// differ from one run to the next.
    let action: @MainActor (BenchmarkApp, Int) -> Void

    init(
        _ name: String, setUp: @escaping @MainActor (BenchmarkApp) -> Void,
        action: @escaping @MainActor (BenchmarkApp, Int) -> Void
    ) {
        self.name = name
        self.setUp = setUp
        self.action = action
    }

    /// js-framework-benchmark's nine operations on tables of `rows` rows (ten times as many
    /// for "create many").
    static func jsFrameworkBenchmark(rows: Int) -> [Operation] {
        let withRows: @MainActor (BenchmarkApp) -> Void = { $0.create(rows) }
        let empty: @MainActor (BenchmarkApp) -> Void = { $0.clear() }
        return [
            Operation("create \(grouped(rows)) rows", setUp: empty) { app, _ in app.create(rows) },
            Operation("replace all \(grouped(rows)) rows", setUp: withRows) { app, _ in app.create(rows) },
            Operation("update every 10th row", setUp: withRows) { app, _ in app.updateEveryTenth() },
            Operation("select row", setUp: withRows) { app, _ in app.select(at: 1) },
            Operation("swap rows 2 and \(rows - 1)", setUp: withRows) { app, _ in app.swapRows(1, rows - 2) },
            Operation("remove row", setUp: withRows) { app, _ in app.remove(at: 3) },
            manyRows(rows * 10),
            appendRows(rows),
            clearRows(rows),
        ]
    }

    static func manyRows(_ count: Int) -> Operation {
        Operation("create \(grouped(count)) rows", setUp: { $0.clear() }) { app, _ in app.create(count) }
    }

    static func appendRows(_ count: Int) -> Operation {
        Operation("append \(grouped(count)) rows to \(grouped(count))", setUp: { $0.create(count) }) { app, _ in
            app.append(count)
        }
    }

    static func clearRows(_ count: Int) -> Operation {
        Operation("clear \(grouped(count)) rows", setUp: { $0.create(count) }) { app, _ in app.clear() }
    }

    /// Changes one row's label in a table of `count` rows.
    static func singleRowUpdate(rows count: Int) -> Operation {
        Operation(
            "one label in \(grouped(count)) rows",
            setUp: { if $0.rowCount != count { $0.create(count) } }
        ) { app, run in app.setLabel(at: count / 2, to: "edited \(run)") }
    }
}

/// `n` with thousands separators: 10,000.
func grouped(_ n: Int) -> String {
    let digits = String(n)
    var result = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}
