import Foundation
import GtkUI
import GtkUITesting
import Testing

/// Taps, long presses, drags and hovering with the real pointer through the X server, as a
/// person clicks, holds, drags and moves.
@MainActor
@Suite("Gestures on GTK", .serialized)
struct GestureGtkTests {
    struct Taps: View {
        @State private var single = 0
        @State private var double = 0
        @State private var point = CGPoint.zero

        var body: some View {
            VStack {
                Text("Single \(single)").padding(10).onTapGesture { single += 1 }
                Text("Double \(double)").padding(10).onTapGesture(count: 2) { double += 1 }
                Text("Where").frame(width: 100, height: 40).onTapGesture { point = $0 }
                Text("At \(Int(point.x)),\(Int(point.y))")
            }
        }
    }

    @Test("a click runs .onTapGesture; a double click runs count: 2 once and count: 1 twice")
    func taps() throws {
        let host = try GtkTestHost(Taps())
        defer { host.close() }
        try host.clickPointer(on: try host.shownLabel("Single 0"))
        #expect(host.isShown(text: "Single 1"))
        try host.clickPointer(on: try host.shownLabel("Double 0"))
        #expect(host.isShown(text: "Double 0"), "one click is not a double tap")
        try host.clickPointer(on: try host.shownLabel("Double 0"), count: 2)
        #expect(host.isShown(text: "Double 1"), "\(host.shownTexts)")
        try host.clickPointer(on: try host.shownLabel("Single 1"), count: 2)
        #expect(host.isShown(text: "Single 3"), "each click of a double click is a tap")
        try host.clickPointer(on: try host.shownLabel("Where"))
        // The middle of the 100 × 40 frame, give or take the pixel the pointer lands on.
        #expect(
            host.isShown(text: "At 50,20") || host.isShown(text: "At 50,19"),
            "the tap's location is in the view: \(host.shownTexts)")
    }

    struct Hold: View {
        @State private var held = 0
        @State private var pressing = false
        var body: some View {
            VStack {
                Text("Hold me").padding(10)
                    .onLongPressGesture(minimumDuration: 0.4) {
                        held += 1
                    } onPressingChanged: {
                        pressing = $0
                    }
                Text("Held \(held)")
                Text(pressing ? "Pressing" : "Not pressing")
            }
        }
    }

    @Test("holding the button runs .onLongPressGesture; a quick click does not")
    func longPress() throws {
        let host = try GtkTestHost(Hold())
        defer { host.close() }
        try host.clickPointer(on: try host.shownLabel("Hold me"))
        host.waitUntilIdle()
        #expect(host.isShown(text: "Held 0"), "a click is too short")
        #expect(host.isShown(text: "Not pressing"))
        try host.longPressPointer(on: try host.shownLabel("Hold me"), for: 0.8)
        #expect(host.isShown(text: "Held 1"), "\(host.shownTexts)")
        #expect(host.isShown(text: "Not pressing"), "released")
    }

    @Test("a minimum duration longer than the desktop's long-press time is waited out in full")
    func longMinimumDuration() throws {
        var held = 0
        let host = try GtkTestHost(Text("Hold long").padding(10).onLongPressGesture(minimumDuration: 1.2) { held += 1 })
        defer { host.close() }
        try host.longPressPointer(on: try host.shownLabel("Hold long"), for: 0.7)
        #expect(held == 0, "GTK's own long press (0.5 s) is not the gesture's")
        try host.longPressPointer(on: try host.shownLabel("Hold long"), for: 1.6)
        #expect(held == 1)
    }

    struct Drag: View {
        @State private var translation = CGSize.zero
        @State private var changes = 0
        @State private var ended: DragGesture.Value?
        var body: some View {
            VStack {
                Text("Handle").frame(width: 80, height: 40)
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                translation = value.translation
                                changes += 1
                            }
                            .onEnded { ended = $0 })
                Text("Moved \(Int(translation.width)),\(Int(translation.height))")
                Text(changes > 0 ? "Changed" : "Unchanged")
                if let ended {
                    Text(
                        "Ended at \(Int(ended.location.x)),\(Int(ended.location.y)) from \(Int(ended.startLocation.x))")
                }
            }
            .padding(60)
        }
    }

    @Test("dragging reports the translation as it moves, and the end location")
    func drag() throws {
        let host = try GtkTestHost(Drag())
        defer { host.close() }
        try host.clickPointer(on: try host.shownLabel("Handle"))
        #expect(host.isShown(text: "Unchanged"), "a click does not move the minimum distance")
        try host.dragPointer(on: try host.shownLabel("Handle"), by: (30, -20))
        #expect(host.isShown(text: "Changed"))
        #expect(host.isShown(text: "Moved 30,-20"), "\(host.shownTexts)")
        #expect(host.isShown(text: "Ended at 70,0 from 40"), "\(host.shownTexts)")
    }

    struct Hover: View {
        @State private var hovered = false
        @State private var changes = 0
        var body: some View {
            VStack {
                Text("Details").padding(10)
                    .onHover { isHovered in
                        hovered = isHovered
                        changes += 1
                    }
                Text(hovered ? "Hovered" : "Not hovered")
                Text("Changes \(changes)")
            }
            .padding(40)
        }
    }

    @Test("moving the pointer onto a view and away runs .onHover with true, then false")
    func hover() throws {
        let host = try GtkTestHost(Hover())
        defer { host.close() }
        try host.movePointerAway()
        #expect(host.isShown(text: "Not hovered"))
        try host.movePointer(over: try host.shownLabel("Details"))
        #expect(host.isShown(text: "Hovered"))
        try host.movePointerAway()
        #expect(host.isShown(text: "Not hovered"))
        #expect(host.isShown(text: "Changes 2"), "\(host.shownTexts)")
    }

    @Test("a view with gestures leaves no signal handler behind when its window closes")
    func noLeaks() throws {
        try GtkTestHost.startGTK()
        try GtkTestHost(Text("warm up")).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(
                VStack {
                    Taps(); Hold(); Drag(); Hover()
                })
            try host.clickPointer(on: try host.shownLabel("Single 0"))
            #expect(Gtk.liveSignalHandlerCount > handlers)
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "gesture handlers left connected")
        #expect(Gtk.Object.liveCount == wrappers, "gesture controllers left alive")
    }
}
