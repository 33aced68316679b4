import Foundation
import GtkBaseline

/// Prints `line` at once: `print` holds whole blocks back when writing into a pipe, and a
/// long run should show its progress.
func show(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The benchmark's printed lines.
enum Report {
    static let nameWidth = 30

    static func header(rows: Int, runs: Int) -> String {
        """
        GtkUI vs the same app in C on GTK \(String(cString: baseline_gtk_version())), \(grouped(rows)) rows, \
        median of \(runs) runs, each timed to the next painted frame
        (GtkUI's rows are a VStack in a ScrollView; the C app's a GtkBox in a GtkScrolledWindow)
        \(pad("operation"))      C ms  GtkUI ms    ratio  GtkUI writes/created  C writes/created
        """
    }

    static func operation(_ name: String, c: Sample, gtkui: Sample) -> String {
        pad(name) + milliseconds(c) + milliseconds(gtkui) + String(format: " %7.2f×", ratio(gtkui, c))
            + work(gtkui.work, width: 22) + work(c.work, width: 18)
    }

    static func geometricMean(_ ratios: [Double]) -> String {
        let mean = exp(ratios.map(log).reduce(0, +) / Double(ratios.count))
        return String(format: "geometric mean %.2f×", mean)
    }

    static func singleRowUpdate(rows: Int, c: Sample, gtkui: Sample) -> String {
        String(
            format: "single-row update at %@ rows: C %.3f ms, GtkUI %.3f ms (%.2f×)", grouped(rows),
            c.milliseconds, gtkui.milliseconds, ratio(gtkui, c))
    }

    static func residentMemory(rows: Int, perRow: [(String, Double?)]) -> String {
        "RSS per row (\(grouped(rows)) rows, one process each): "
            + perRow.map { name, bytes in
                "\(name) " + (bytes.map { String(format: "%.1f KiB", $0 / 1024) } ?? "unavailable")
            }.joined(separator: ", ")
    }

    static func listHeader() -> String {
        "GtkUI's lazy List (a GtkListView) beside the C app's GtkBox and GtkUI's VStack; "
            + "its runs stop once an operation took a minute:"
    }

    static func list(_ name: String, c: Sample, box: Sample, list: Sample) -> String {
        "  " + pad(name)
            + String(
                format: "C box %9.2f ms   VStack %9.2f ms   List %9.2f ms  ", c.milliseconds, box.milliseconds,
                list.milliseconds)
            + String(format: "%7.2f× the C box, %5.2f× the VStack", ratio(list, c), ratio(list, box))
            + "  List writes/created \(list.work.writes)/\(list.work.created)"
            + (list.runs < box.runs ? "  (\(list.runs) run\(list.runs == 1 ? "" : "s"))" : "")
    }

    static func profile(_ name: String, side: String, _ sample: Sample) -> String {
        String(format: "%.2f ms", sample.milliseconds) + " for “\(name)” on \(side), median of \(sample.runs) runs"
    }

    static func mismatch(after operation: String, _ detail: String) -> String {
        "mismatch after “\(operation)”: \(detail)"
    }

    static func ratio(_ slow: Sample, _ fast: Sample) -> Double { slow.milliseconds / fast.milliseconds }

    private static func pad(_ text: String) -> String {
        text.count >= nameWidth ? text : text + String(repeating: " ", count: nameWidth - text.count)
    }

    private static func milliseconds(_ sample: Sample) -> String { String(format: " %9.2f", sample.milliseconds) }

    private static func work(_ work: WidgetWork, width: Int) -> String {
        let text = "\(work.writes)/\(work.created)"
        return String(repeating: " ", count: max(1, width - text.count)) + text
    }
}
