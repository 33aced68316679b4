import Foundation
import GtkUICore
import GtkUICoreTesting
import OpenCombine
import Testing

/// `.onChange(of:)`, `.onReceive(_:)` and `Timer.publish` on the in-memory backend.
@MainActor
@Suite("Change handlers")
struct ChangeHandlerTests {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct Watcher: View {
        @State var count = 0
        let log: Log

        var body: some View {
            VStack {
                Text("Count \(count)")
                    .onChange(of: count) { old, new in log.entries.append("\(old)→\(new)") }
                    .onChange(of: count, initial: true) { log.entries.append("changed") }
                    .onChange(of: count) { new in log.entries.append("new \(new)") }
                Button("Up") { count += 1 }
                Button("Same") { count += 0 }
            }
        }
    }

    @Test("onChange runs after a change with old and new values, once at first with initial, never for equal values")
    func onChange() {
        let log = Log()
        let host = CoreHost(Watcher(log: log))
        #expect(log.entries == ["changed"], "initial: true runs once when the view appears")
        host.button("Up").click()
        host.settle()
        #expect(log.entries == ["changed", "0→1", "changed", "new 1"])
        log.entries.removeAll()
        host.button("Same").click()
        host.settle()
        #expect(log.entries.isEmpty, "an equal value is no change")
    }

    struct Receiver: View {
        let subject: PassthroughSubject<Int, Never>
        @State var received: [Int] = []

        var body: some View {
            Text("Got \(received.map(String.init).joined(separator: ","))")
                .onReceive(subject) { received.append($0) }
        }
    }

    @Test("onReceive delivers each value on the main actor, from any thread, and stops when the view leaves")
    func onReceive() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = CoreHost(Receiver(subject: subject))
        subject.send(1)
        host.settle()
        #expect(host.texts.contains("Got 1"))
        let sent = UncheckedBox(subject)
        await Task.detached { sent.value.send(2) }.value
        for _ in 0..<100 where !host.texts.contains("Got 1,2") {
            try await Task.sleep(for: .milliseconds(10))
            host.settle()
        }
        #expect(host.texts.contains("Got 1,2"))
        host.unmount()
        subject.send(3)
        host.settle()
        #expect(!host.texts.contains("Got 1,2,3"))
    }

    struct Clock: View {
        let publisher: Publishers.Autoconnect<Timer.TimerPublisher>
        @State var ticks = 0

        var body: some View {
            Text("Ticks \(min(ticks, 3))").onReceive(publisher) { _ in ticks += 1 }
        }
    }

    @Test("Timer.publish(every:on:in:).autoconnect() ticks on the main queue while subscribed, and stops after")
    func timer() async throws {
        let host = CoreHost(Clock(publisher: Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()))
        for _ in 0..<200 where !host.texts.contains("Ticks 3") {
            try await Task.sleep(for: .milliseconds(5))
            host.settle()
        }
        #expect(host.texts.contains("Ticks 3"))
        host.unmount()
    }

    @Test("a connected TimerPublisher stops ticking when its connection is cancelled")
    func timerCancel() async throws {
        let publisher = Timer.publish(every: 0.005, on: .main, in: .default)
        let count = UncheckedBox(0)
        let subscription = publisher.sink { _ in count.value += 1 }
        let connection = publisher.connect()
        for _ in 0..<200 where count.value < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(count.value >= 2)
        connection.cancel()
        try await Task.sleep(for: .milliseconds(20))
        let stopped = count.value
        try await Task.sleep(for: .milliseconds(50))
        #expect(count.value == stopped)
        subscription.cancel()
    }
}

/// Carries a non-Sendable value into a detached task in a test.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
