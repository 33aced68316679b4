import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.accessibilityElement(children:)` and `.accessibilityAction` on real GTK widgets: what
/// they hide and name as the content changes, the keys that run actions, and what they leave
/// behind when they go.
@MainActor
@Suite("Accessibility elements on GTK", .serialized)
struct AccessibilityElementGtkTests {
    struct Card: View {
        @State var status = "Online"
        @State var showsRole = false
        @State var other = 0
        @State var isElement = true
        @State var runs: [String] = []

        var body: some View {
            VStack {
                if isElement {
                    card.accessibilityElement(children: .combine)
                } else {
                    card
                }
                Text("Other \(other)")
                Text("Ran \(runs.joined(separator: " "))")
                Button("Change status") { status = status == "Online" ? "Away" : "Online" }
                Button("Show role") { showsRole.toggle() }
                Button("Other") { other += 1 }
                Button("Plain") { isElement.toggle() }
            }
        }

        var card: some View {
            HStack {
                Text("Ada")
                Text(status).accessibilityLabel("Status \(status)")
                if showsRole { Text("Mathematician") }
                Text("secret").accessibilityHidden(true)
            }
            .accessibilityAction { runs.append("default") }
            .accessibilityAction(.escape) { runs.append("escape") }
            .accessibilityAction(named: "Call") { runs.append("call") }
        }
    }

    /// The widget's type and texts, for messages.
    private func describe(_ widget: Gtk.Widget?) -> String {
        guard let widget else { return "nothing" }
        if let label = widget as? Gtk.Label { return label.text }
        return widget.typeName + "[" + widget.children.map { describe($0) }.joined(separator: ", ") + "]"
    }

    private func card(in host: GtkTestHost) throws -> Gtk.Widget {
        try #require(host.label("Ada")?.parent)
    }

    @Test("a combined element is named by its texts and labels, hides them, and follows changes inside it")
    func combinedNameFollowsContent() throws {
        let host = try GtkTestHost(Card())
        defer { host.close() }
        let card = try card(in: host)
        #expect(card.combinedAccessibilityName == "Ada, Status Online")
        #expect(host.label("Ada")?.isHiddenByElement == true)
        host.click(try host.button("Change status"))
        #expect(card.combinedAccessibilityName == "Ada, Status Away")
        host.click(try host.button("Show role"))
        #expect(card.combinedAccessibilityName == "Ada, Status Away, Mathematician")
        #expect(host.label("Mathematician")?.isHiddenByElement == true, "a text that appears is hidden too")
        host.click(try host.button("Show role"))
        #expect(card.combinedAccessibilityName == "Ada, Status Away")
    }

    struct Stars: View {
        @State var showsHalf = false
        @State var behavior = AccessibilityChildBehavior.ignore
        var body: some View {
            VStack {
                HStack {
                    Text("★")
                    if showsHalf { Text("½") }
                }
                .accessibilityElement(children: behavior)
                .accessibilityLabel("Rating")
                Button("Half") { showsHalf.toggle() }
                Button("Contain") { behavior = .contain }
            }
        }
    }

    @Test("an ignoring element hides a child that appears; made a container, it shows its children again")
    func ignoreHidesNewChildrenAndContainShowsThem() throws {
        let host = try GtkTestHost(Stars())
        defer { host.close() }
        #expect(host.label("★")?.isHiddenByElement == true)
        host.click(try host.button("Half"))
        #expect(host.label("½")?.isHiddenByElement == true, "a child that appears is hidden too")
        #expect(host.label("★")?.parent?.combinedAccessibilityName == nil, "an ignoring element takes no name")
        host.click(try host.button("Contain"))
        #expect(host.label("★")?.isHiddenByElement == false)
        #expect(host.label("½")?.isHiddenByElement == false)
    }

    @Test("a pass that changes nothing inside the element writes nothing to it; one that does writes once")
    func updatesOutsideWriteNothing() throws {
        let host = try GtkTestHost(Card())
        defer { host.close() }
        let cardWrites = "\(try card(in: host).typeName).accessibility"
        host.statistics.reset()
        host.click(try host.button("Other"))
        #expect(host.isShown(text: "Other 1"))
        #expect(host.statistics.writes(of: cardWrites) == 0)
        #expect(host.statistics.writes(of: "GtkLabel.accessibility") == 0)
        host.click(try host.button("Change status"))
        #expect(host.statistics.writes(of: cardWrites) == 1, "the card's combined name")
        #expect(host.statistics.writes(of: "GtkLabel.accessibility") == 1, "the status text's own label")
    }

    @Test("taking the element off shows its children again and forgets the name")
    func removingTheElementRestoresChildren() throws {
        let host = try GtkTestHost(Card())
        defer { host.close() }
        host.click(try host.button("Plain"))
        #expect(host.label("Ada")?.isHiddenByElement == false)
        #expect(try card(in: host).combinedAccessibilityName == nil)
    }

    @Test("Enter on the focused element runs its default action, Escape its escape action, the Menu key its named one")
    func keysRunTheActions() throws {
        let host = try GtkTestHost(Card())
        defer { host.close() }
        let card = try card(in: host)
        #expect(card.isFocusable, "an element with a default action takes focus")
        try host.focus(card)
        try host.pressKeys("Return")
        #expect(host.isShown(text: "Ran default"))
        try host.pressKeys("Escape")
        #expect(host.isShown(text: "Ran default escape"))
        try host.movePointerAway()
        try host.pressKeys("Menu")
        #expect(host.waitUntilMenuOpens())
        #expect(host.shownMenuItems.map(\.title) == ["Call"])
        try host.chooseMenuItem(["Call"])
        #expect(host.isShown(text: "Ran default escape call"))
    }

    @Test("an element focused from the keyboard shows a focus ring around it")
    func focusedElementShowsARing() throws {
        let host = try GtkTestHost(Card().padding(12))
        defer { host.close() }
        let card = try card(in: host)
        let height = Double(card.allocatedSize.height)
        let before = try host.renderWindow().color(at: card, x: -2.5, y: height / 2)
        try host.focus(try host.button("Change status"))
        // Back past the texts to the card: keyboard focus, which shows the ring.
        try host.pressTab(backward: true)
        try #require(host.focusedWidget?.isSameWidget(as: card) == true, "\(describe(host.focusedWidget))")
        let after = try host.renderWindow().color(at: card, x: -2.5, y: height / 2)
        #expect(before != after, "no ring drawn beside the card: \(before) → \(after)")
    }

    @Test("Tab reaches an element with actions before the controls inside it; Shift+Tab after them")
    func tabReachesTheElement() throws {
        struct Row: View {
            var body: some View {
                VStack {
                    Button("Before") {}
                    HStack {
                        Text("Row")
                        Button("Inside") {}
                    }
                    .accessibilityAction(named: "Delete") {}
                    Button("After") {}
                }
            }
        }
        let host = try GtkTestHost(Row())
        defer { host.close() }
        var forward: [String] = []
        try host.focus(try host.button("Before"))
        for _ in 0..<3 {
            try host.pressTab()
            forward.append(describe(host.focusedWidget))
        }
        #expect(forward == ["GtkBox[Row, GtkButton[Inside]]", "GtkButton[Inside]", "GtkButton[After]"])
        var backward: [String] = []
        for _ in 0..<3 {
            try host.pressTab(backward: true)
            backward.append(describe(host.focusedWidget))
        }
        #expect(backward == ["GtkButton[Inside]", "GtkBox[Row, GtkButton[Inside]]", "GtkButton[Before]"])
    }

    @Test("on a button the default action leaves Enter to the button, which runs its own action")
    func buttonKeepsItsKeys() throws {
        var ran: [String] = []
        let host = try GtkTestHost(
            Button("Send") { ran.append("button") }
                .accessibilityAction { ran.append("accessibility") })
        defer { host.close() }
        try host.focus(try host.button("Send"))
        try host.pressKeys("Return")
        #expect(ran == ["button"])
    }

    @Test("a named action joins the view's own context menu after its items")
    func namedActionJoinsTheContextMenu() throws {
        var ran: [String] = []
        let host = try GtkTestHost(
            Text("Note")
                .contextMenu { Button("Pin") { ran.append("pin") } }
                .accessibilityAction(named: "Delete") { ran.append("delete") })
        defer { host.close() }
        try host.openContextMenu(on: try #require(host.label("Note")))
        #expect(host.shownMenuItems.map(\.title) == ["Pin", "Delete"])
        try host.chooseMenuItem(["Delete"])
        try host.openContextMenu(on: try #require(host.label("Note")))
        try host.chooseMenuItem(["Pin"])
        #expect(ran == ["delete", "pin"])
    }

    @Test("an element with actions that leaves releases its handlers and wrappers")
    func leavingReleasesEverything() throws {
        try GtkTestHost.startGTK()
        try GtkTestHost(Text("warm up").accessibilityAction(named: "Warm") {}).close()
        let handlers = Gtk.liveSignalHandlerCount
        let wrappers = Gtk.Object.liveCount
        do {
            let host = try GtkTestHost(Card())
            host.click(try host.button("Change status"))
            host.click(try host.button("Plain"))
            host.click(try host.button("Plain"))
            host.close()
        }
        #expect(Gtk.liveSignalHandlerCount == handlers, "signal closures left connected")
        #expect(Gtk.Object.liveCount == wrappers, "widget wrappers (GObject references) left alive")
    }
}
