import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `TimelineView` on the test clock: each schedule's dates, one timer at a time, frame ticks
/// for `.animation`, and nothing left armed once the view leaves.
@MainActor
@Suite("TimelineView")
struct TimelineViewTests {
    struct Clock<Schedule: TimelineSchedule>: View {
        let schedule: Schedule
        @State private var isShown = true
        var body: some View {
            VStack {
                if isShown {
                    TimelineView(schedule) { context in
                        Text("\(Int(context.date.timeIntervalSinceReferenceDate))")
                    }
                }
                Button("Remove") { isShown = false }
            }
        }
    }

    @Test("a periodic schedule shows its latest date and arms one timer for the next")
    func periodic() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let host = CoreHost(Clock(schedule: .periodic(from: start, by: 10)))
        #expect(host.texts.first == "0")
        #expect(host.backend.pendingTimerCount == 1)
        host.backend.advanceClock(by: 9)
        #expect(host.texts.first == "0")
        host.backend.advanceClock(by: 1)
        #expect(host.texts.first == "10")
        host.backend.advanceClock(by: 35)
        #expect(host.texts.first == "40")
        #expect(host.backend.pendingTimerCount == 1)
        host.button("Remove").click()
        host.settle()
        #expect(host.backend.pendingTimerCount == 0)
    }

    @Test("explicit dates: the latest passed is shown, and no timer stays after the last")
    func explicit() {
        let dates = [5.0, 7, 20].map { Date(timeIntervalSinceReferenceDate: $0) }
        let host = CoreHost(Clock(schedule: .explicit(dates)))
        #expect(host.texts.first == "0", "before the first date, the view shows now")
        host.backend.advanceClock(by: 6)
        #expect(host.texts.first == "5")
        host.backend.advanceClock(by: 20)
        #expect(host.texts.first == "20")
        #expect(host.backend.pendingTimerCount == 0)
    }

    @Test("every minute: now, then the start of each minute")
    func everyMinute() {
        let host = CoreHost(Clock(schedule: .everyMinute))
        host.backend.advanceClock(by: 30)
        #expect(host.texts.first == "0")
        host.backend.advanceClock(by: 31)
        #expect(host.texts.first == "60")
    }

    @Test(".animation follows frame ticks at most every minimumInterval; paused, no tick callback")
    func animation() {
        let host = CoreHost(Clock(schedule: .animation(minimumInterval: 2)))
        #expect(host.backend.frameTickCallbackCount == 1)
        #expect(host.backend.pendingTimerCount == 0)
        host.backend.tickFrame(advancingClockBy: 1)
        #expect(host.texts.first == "0", "too soon for the minimum interval")
        host.backend.tickFrame(advancingClockBy: 1)
        #expect(host.texts.first == "2")
        host.button("Remove").click()
        host.settle()
        #expect(host.backend.frameTickCallbackCount == 0)

        let paused = CoreHost(Clock(schedule: .animation(paused: true)))
        #expect(paused.backend.frameTickCallbackCount == 0)
    }
}
