import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Update tracing (`GTKUI_DEBUG_UPDATES=1`): one line per body evaluation and per widget
/// write, the Linux answer to SwiftUI's `_printChanges()`.
@MainActor
@Suite("Update tracing")
struct RenderStatisticsTests {
    struct Counter: View {
        @State private var count = 0
        @State private var unshown = 0
        var body: some View {
            VStack {
                Text("Count is \(count)")
                Button("Count up") { count += 1 }
                Button("Touch unshown") { unshown += 1 }
            }
        }
    }

    @Test("with tracing on, a body evaluation and a widget write log one line each")
    func tracesBodyAndWrite() {
        recordingTrace { trace in
            let host = CoreHost(Counter(), logsUpdates: true)
            trace.clear()
            host.button("Count up").click()
            host.settle()
            #expect(trace.lines == ["body Counter", "set Label.text"])
        }
    }

    @Test("with tracing on, an update that evaluates nothing logs nothing")
    func quietUpdateLogsNothing() {
        recordingTrace { trace in
            let host = CoreHost(Counter(), logsUpdates: true)
            trace.clear()
            host.button("Touch unshown").click()
            host.settle()
            #expect(trace.lines.isEmpty)
        }
    }

    @Test("mounting logs one line per body and per write, matching the counters")
    func mountLinesMatchCounters() {
        recordingTrace { trace in
            let host = CoreHost(Counter(), logsUpdates: true)
            let bodies = trace.lines.filter { $0.hasPrefix("body ") }
            let writes = trace.lines.filter { $0.hasPrefix("set ") }
            #expect(bodies == ["body Counter"])
            #expect(writes.count == host.statistics.widgetWrites)
            #expect(writes.contains("set Label.text"))
            #expect(writes.contains("set VStack.spacing"))
        }
    }

    @Test("with tracing off, nothing is logged")
    func tracingOffLogsNothing() {
        recordingTrace { trace in
            let host = CoreHost(Counter(), logsUpdates: false)
            host.button("Count up").click()
            host.settle()
            #expect(trace.lines.isEmpty)
            #expect(host.statistics.bodyEvaluations == 2)
        }
    }

    @Test("GTKUI_DEBUG_UPDATES=1 turns tracing on when logsUpdates is not given")
    func environmentVariableTurnsTracingOn() {
        let saved = ProcessInfo.processInfo.environment["GTKUI_DEBUG_UPDATES"]
        defer {
            if let saved { setenv("GTKUI_DEBUG_UPDATES", saved, 1) } else { unsetenv("GTKUI_DEBUG_UPDATES") }
        }
        setenv("GTKUI_DEBUG_UPDATES", "1", 1)
        recordingTrace { trace in
            _ = CoreHost(Counter())
            #expect(trace.lines.contains("body Counter"))
        }
        unsetenv("GTKUI_DEBUG_UPDATES")
        recordingTrace { trace in
            _ = CoreHost(Counter())
            #expect(trace.lines.isEmpty)
        }
    }

    @Test("without a trace handler, lines go to stderr prefixed [GtkUI]")
    func stderrFormat() throws {
        // Capture stderr through a pipe for the duration of one log call.
        let pipe = Pipe()
        let savedStderr = dup(STDERR_FILENO)
        let savedHandler = Diagnostics.traceHandler
        Diagnostics.traceHandler = nil
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        Diagnostics.log("body Counter")
        dup2(savedStderr, STDERR_FILENO)
        close(savedStderr)
        Diagnostics.traceHandler = savedHandler
        try pipe.fileHandleForWriting.close()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(output.contains("[GtkUI] body Counter\n"))
    }
}

/// Every widget a navigation stack makes — its own, its pages' and theirs — is counted as
/// destroyed when the stack leaves the tree.
@MainActor
@Suite("Render statistics of a navigation stack")
struct NavigationStackStatisticsTests {
    struct Screen: View {
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    NavigationStack {
                        VStack {
                            Text("Root")
                            NavigationLink("Next") { Text("Pushed") }
                        }
                    }
                }
                Button("Hide") { shows = false }
            }
        }
    }

    @Test("unmounting a stack with a pushed page destroys as many widgets as it created")
    func createdEqualsDestroyed() {
        let host = CoreHost(Screen())
        host.settle()
        host.button("Next").click()
        host.settle()
        let created = host.statistics.widgetsCreated
        #expect(created > 0)
        host.unmount()
        #expect(host.statistics.widgetsDestroyed == created, "\(created) created")
    }

    @Test("an if that removes the stack destroys the stack's widgets with it")
    func removedByIf() {
        let host = CoreHost(Screen())
        host.settle()
        host.button("Next").click()
        host.settle()
        let before = host.statistics.widgetsCreated
        host.button("Hide").click()
        host.settle()
        host.unmount()
        #expect(host.statistics.widgetsDestroyed == before)
    }
}
