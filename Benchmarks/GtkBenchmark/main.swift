// Times js-framework-benchmark's operations on real GTK widgets: the app written with GtkUI
// against the same app written in C with GTK alone, in one process, and prints the ratios.
// Run it optimised: `swift run -c release gtkui-benchmark-gtk`.
import Foundation

switch Command(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(Command.usage)
case .invalid:
    print(Command.usage)
    exit(2)
case .residentMemory(let side, let rows):
    try MainActor.assumeIsolated { try ResidentMemory.printPerRow(of: side, rows: rows) }
case .profile(let side, let operation, let rows, let runs):
    try MainActor.assumeIsolated {
        try Benchmark(rows: rows, runs: runs).profile(operation, on: side)
    }
case .benchmark(let rows, let runs):
    try MainActor.assumeIsolated { try Benchmark(rows: rows, runs: runs).run() }
}
