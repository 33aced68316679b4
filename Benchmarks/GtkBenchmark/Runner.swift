import GtkBaseline
import GtkUI

/// The median time and GTK work of one operation on one side.
struct Sample {
    var milliseconds: Double
    /// The work of the last run.
    var work: WidgetWork
    /// The runs the median is of.
    var runs: Int
}

/// Times operations from the model change to the window's next painted frame.
@MainActor
struct Runner {
    let runs: Int
    /// Stops after the run that takes the operation's total time past this many milliseconds;
    /// when the warm-up run alone does, it is the one sample.
    var budget = Double.infinity

    /// Times `operation` on each app, interleaving the apps run by run after one warm-up run
    /// each, and returns each app's median.
    func measure(_ operation: Operation, on apps: [BenchmarkApp]) -> [Sample] {
        var times = Array(repeating: [Double](), count: apps.count)
        var work = Array(repeating: WidgetWork(writes: 0, created: 0), count: apps.count)
        var spent = 0.0
        for run in 0...runs {
            for (index, app) in apps.enumerated() {
                operation.setUp(app)
                settle(app)
                let (milliseconds, done) = time(app) { operation.action(app, run) }
                times[index].append(milliseconds)
                work[index] = done
                spent += milliseconds
            }
            if spent > budget { break }
            // Run 0 warms up caches and GTK's style machinery.
            if run == 0 { times = times.map { _ in [] } }
        }
        return zip(times, work).map { Sample(milliseconds: median($0), work: $1, runs: $0.count) }
    }

    /// Runs `change` and waits for the frame that shows it.
    private func time(_ app: BenchmarkApp, _ change: () -> Void) -> (Double, WidgetWork) {
        _ = app.takeWork()
        let clock = ContinuousClock()
        let start = clock.now
        change()
        // GtkUI applies the change in an update pass on the main loop, before GTK's layout
        // and paint; should a pass leave more for a later one, that frame counts too.
        repeat { baseline_wait_for_frame(app.window) } while app.hasPendingUpdates
        let elapsed = (clock.now - start).components
        return (Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15, app.takeWork())
    }

    /// Lets everything the last change started finish, paints, and waits long enough that the
    /// frame clock starts the next frame at once rather than at the next refresh.
    func settle(_ app: BenchmarkApp) {
        for _ in 0..<10 {
            var iterations = 0
            while (Gtk.MainLoop.iterate() || app.hasPendingUpdates) && iterations < 100_000 { iterations += 1 }
            baseline_wait_for_frame(app.window)
            usleep(20_000)
            if !Gtk.MainLoop.hasPendingEvents && !app.hasPendingUpdates { return }
        }
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
