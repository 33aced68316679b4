import CGtk
import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Animations on real widgets, stepped with the manual animation clock: values at chosen
/// times, the final state equal to the non-animated one, and no frame callbacks at rest.
@MainActor
@Suite("Animation", .serialized)
struct AnimationTests {
    struct Motion: View {
        @State var on = false
        var body: some View {
            VStack(spacing: 8) {
                Text("Fade").opacity(on ? 0.2 : 1)
                Text("Move").offset(x: on ? 100 : 0)
                Text("Grow").scaleEffect(on ? 2 : 1)
                Text("Turn").rotationEffect(.degrees(on ? 90 : 0))
                Text("Wide").frame(width: on ? 300 : 100)
                Text("Tint").padding(2).foregroundColor(
                    on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                Button("Animate") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                Button("Jump") { on.toggle() }
            }
        }
    }

    /// What a person sees of the five texts: opacity, and each frame in the window.
    struct Seen: Equatable {
        var opacity: Double
        var frames: [String]
        var color: [Double]
    }

    private func seen(_ host: GtkTestHost) -> Seen {
        host.waitForFrame()
        let frames = ["Move", "Grow", "Turn", "Wide"].map { text -> String in
            let label = host.label(text)!
            let widget: Gtk.Widget = text == "Wide" ? label.parent! : label
            let frame = widget.renderedFrame(in: host.window)!
            return "\(frame.x),\(frame.y) \(frame.width)x\(frame.height)"
        }
        return Seen(
            opacity: (host.label("Fade")!.drawnOpacity * 100).rounded() / 100, frames: frames,
            color: host.label("Tint")!.styleColor)
    }

    /// Runs `body` with the manual animation clock and the desktop's animations on.
    private static func steppingAnimations(in host: GtkTestHost, _ body: () throws -> Void) throws {
        host.animationClock = .manual
        defer { host.animationClock = .frameClock }
        try host.withDesktopAnimations(body)
    }

    private func frame(of text: String, in host: GtkTestHost) -> (x: Int, y: Int, width: Int, height: Int) {
        let label = host.label(text)!
        return (text == "Wide" ? label.parent! : label).renderedFrame(in: host.window)!
    }

    @Test(
        "withAnimation interpolates opacity, offset, scale, rotation, frame width and colour; stops ticking at the end")
    func interpolates() throws {
        let host = try GtkTestHost(Motion())
        defer { host.close() }
        try Self.steppingAnimations(in: host) {
            let rest = seen(host)
            host.waitForFrame()
            let move0 = frame(of: "Move", in: host)
            let grow0 = frame(of: "Grow", in: host)
            host.click(try host.button("Jump"))
            let jumped = seen(host)
            #expect(Gtk.liveTickCallbackCount == 0, "a change without animation is written at once")
            host.click(try host.button("Jump"))
            #expect(seen(host) == rest)

            host.click(try host.button("Animate"))
            #expect(Gtk.liveTickCallbackCount > 0, "animating widgets tick on their frame clock")
            host.advanceAnimations(by: 0.5)
            #expect(abs(host.label("Fade")!.drawnOpacity - 0.6) < 0.02, "halfway from 1 to 0.2")
            let move = frame(of: "Move", in: host)
            #expect(abs(move.x - (move0.x + 50)) <= 1 && move.y == move0.y, "halfway to 100 points right")
            let grow = frame(of: "Grow", in: host)
            #expect(abs(Double(grow.width) - 1.5 * Double(grow0.width)) <= 2, "scaled by 1.5 about the centre")
            #expect(abs((grow.x + grow.width / 2) - (grow0.x + grow0.width / 2)) <= 1)
            #expect(abs(frame(of: "Wide", in: host).width - 200) <= 1, "the frame is 200 wide halfway")
            let tint = host.label("Tint")!.styleColor
            #expect(abs(tint[0] - 0.5) < 0.01 && abs(tint[2] - 0.5) < 0.01, "halfway from blue to red: \(tint)")
            host.advanceAnimations(by: 0.6)
            #expect(seen(host) == jumped, "the final state equals the one written without animation")
            #expect(Gtk.liveTickCallbackCount == 0, "no frame callbacks once the animations end")
            let frames = Gtk.animationFramesProcessed
            host.waitUntilIdle()
            #expect(Gtk.animationFramesProcessed == frames, "an app at rest processes no frames")

            // Interrupted: going back halfway, then forward again, continues from where it is.
            host.click(try host.button("Animate"))
            host.advanceAnimations(by: 0.5)
            #expect(abs(host.label("Fade")!.drawnOpacity - 0.6) < 0.02)
            host.click(try host.button("Animate"))
            host.advanceAnimations(by: 0)
            #expect(abs(host.label("Fade")!.drawnOpacity - 0.6) < 0.02, "retargeted from the drawn value")
            host.advanceAnimations(by: 0.5)
            #expect(abs(host.label("Fade")!.drawnOpacity - 0.4) < 0.02, "halfway from 0.6 to 0.2")
            host.advanceAnimations(by: 0.6)
            #expect(seen(host) == jumped)
            #expect(Gtk.liveTickCallbackCount == 0)

            // On the real frame clock the animation runs to its end by itself, then stops.
            host.animationClock = .frameClock
            host.click(try host.button("Animate"))
            #expect(Gtk.liveTickCallbackCount > 0)
            let deadline = Date().addingTimeInterval(5)
            while Gtk.liveTickCallbackCount > 0, Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
            #expect(Gtk.liveTickCallbackCount == 0 && seen(host) == rest)
        }
        // Reduce motion: with the desktop's animations off, changes are written at once.
        host.click(try host.button("Animate"))
        #expect(Gtk.liveTickCallbackCount == 0)
        #expect(abs(host.label("Fade")!.drawnOpacity - 0.2) < 0.001, "the final value at once")
    }

    struct Appearing: View {
        @State var shown = false
        @State var spinnerShown = true
        @State var spinning = false
        var body: some View {
            VStack {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown { Text("Banner").transition(.move(edge: .leading)) }
                if shown { Text("Plain") }
                if spinnerShown {
                    Text("Spinner").rotationEffect(.degrees(spinning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
                }
                Button("Spin") { spinning = true }
                Button("Leave") { spinnerShown = false }
            }
        }
    }

    @Test(
        "Transitions move and fade views in and out; removed views go when theirs ends; repeatForever ticks until its view leaves"
    )
    func transitions() throws {
        let host = try GtkTestHost(Appearing())
        defer { host.close() }
        try Self.steppingAnimations(in: host) {
            host.click(try host.button("Toggle"))
            host.advanceAnimations(by: 0.5)
            let banner = host.label("Banner")!
            let box = banner.parent!
            let inBox = banner.renderedFrame(in: box)!
            #expect(abs(inBox.x + inBox.width / 2) <= 1, "halfway in from the leading edge: half its width left")
            #expect(abs(host.label("Plain")!.drawnOpacity - 0.5) < 0.02, "the default transition fades")
            host.advanceAnimations(by: 0.6)
            #expect(banner.renderedFrame(in: box)!.x == 0 && host.label("Plain")!.drawnOpacity == 1)
            #expect(Gtk.liveTickCallbackCount == 0)

            host.click(try host.button("Toggle"))
            host.advanceAnimations(by: 0.5)
            #expect(host.label("Banner") != nil && host.label("Plain") != nil, "views going out stay until the end")
            #expect(abs(host.label("Plain")!.drawnOpacity - 0.5) < 0.02)
            #expect(host.label("Banner")!.renderedFrame(in: box)!.x < -inBox.width / 3)
            host.advanceAnimations(by: 0.6)
            #expect(host.label("Banner") == nil && host.label("Plain") == nil, "then they leave the window")
            #expect(Gtk.liveTickCallbackCount == 0)

            host.click(try host.button("Spin"))
            host.advanceAnimations(by: 10.25)
            #expect(Gtk.liveTickCallbackCount == 1, "a repeatForever animation keeps ticking")
            host.click(try host.button("Leave"))
            #expect(Gtk.liveTickCallbackCount == 0, "until its view leaves")
        }
    }

    @Test("Closing the window while views go out under their transitions ends the transitions and keeps nothing")
    func closingMidTransition() throws {
        let host = try GtkTestHost(Appearing())
        try Self.steppingAnimations(in: host) {
            host.click(try host.button("Toggle"))
            host.advanceAnimations(by: 1.1)
            host.click(try host.button("Toggle"))
            host.advanceAnimations(by: 0.5)
            #expect(host.label("Banner") != nil && host.label("Plain") != nil, "halfway out")
            #expect(Gtk.animatedWidgetCount == 2)
            host.close()
            #expect(Gtk.animatedWidgetCount == 0, "no animator holds a widget of the closed window")
            #expect(Gtk.liveTickCallbackCount == 0)
        }
    }

    struct SheetWithTransitions: View {
        @State var presented = true
        var body: some View {
            Text("Main").sheet(isPresented: $presented) {
                VStack {
                    Appearing()
                    Button("Done") { presented = false }
                }
            }
        }
    }

    @Test("Dismissing a sheet while views in it go out under their transitions ends the transitions")
    func dismissingSheetMidTransition() throws {
        let host = try GtkTestHost(SheetWithTransitions())
        defer { host.close() }
        try Self.steppingAnimations(in: host) {
            #expect(host.sheets.count == 1)
            host.click(try host.button("Toggle"))
            host.advanceAnimations(by: 1.1)
            host.click(try host.button("Toggle"))
            host.advanceAnimations(by: 0.5)
            #expect(Gtk.animatedWidgetCount == 2, "Banner and Plain halfway out")
            host.click(try host.button("Done"))
            #expect(host.sheets.isEmpty)
            #expect(Gtk.animatedWidgetCount == 0)
            #expect(Gtk.liveTickCallbackCount == 0)
        }
    }

    struct Tabs: View {
        @State var tab = 0
        @State var spinning = false
        var body: some View {
            VStack {
                Button("Spin") { spinning = true }
                Button("Other tab") { tab = 1 }
                Button("First tab") { tab = 0 }
                TabView(selection: $tab) {
                    Text("Spinner").rotationEffect(.degrees(spinning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
                        .tabItem { Text("One") }.tag(0)
                    Text("Other page").tabItem { Text("Two") }.tag(1)
                }
            }
        }
    }

    @Test("An animation on a page that is not shown draws no frames until the page is shown again")
    func pausesWhileHidden() throws {
        let host = try GtkTestHost(Tabs())
        try host.withDesktopAnimations {
            host.click(try host.button("Spin"))
            #expect(Gtk.liveTickCallbackCount == 1)
            host.click(try host.button("Other tab"))
            let deadline = Date().addingTimeInterval(5)
            while Gtk.liveTickCallbackCount > 0, Date() < deadline { host.waitUntilIdle(timeout: 0.05) }
            #expect(Gtk.liveTickCallbackCount == 0, "the hidden spinner stopped asking for frames")
            let frames = Gtk.animationFramesProcessed
            host.waitForFrame()
            #expect(Gtk.animationFramesProcessed == frames)
            host.click(try host.button("First tab"))
            #expect(Gtk.liveTickCallbackCount == 1, "shown again, it spins on")
        }
        host.close()
        #expect(Gtk.liveTickCallbackCount == 0, "closing the window ends it")
    }
}
