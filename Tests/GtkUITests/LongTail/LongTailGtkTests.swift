import Foundation
import GtkUI
import GtkUITesting
import Testing

/// The long tail of small modifiers on real GTK: badges, redacted placeholders, a window
/// subtitle, a sheet that cannot be dismissed, the older `TextField` callbacks, colour spaces
/// and the modifiers accepted as the desktop's no-ops.
@MainActor
@Suite("Long-tail modifiers on GTK", .serialized)
struct LongTailGtkTests {
    struct Mailboxes: View {
        @State private var unread = 3
        var body: some View {
            VStack {
                Text("Inbox").badge(unread)
                Text("Drafts").badge("New")
                Text("Sent").badge(nil as Text?)
                Button("Read all") { unread = 0 }
            }
        }
    }

    @Test("a badge shows its count or label after the view; a count of 0 shows none")
    func badges() throws {
        let host = try GtkTestHost(Mailboxes())
        defer { host.close() }
        #expect(host.isShown(text: "3"))
        #expect(host.isShown(text: "New"))
        let inbox = try host.shownLabel("Inbox")
        let badge = try host.shownLabel("3")
        #expect(
            (badge.bounds(relativeTo: host.window)?.x ?? 0) > (inbox.bounds(relativeTo: host.window)?.x ?? 0),
            "the badge is after the view")
        host.click(try host.button("Read all"))
        #expect(!host.isShown(text: "3"))
        #expect(host.isShown(text: "Inbox"))
    }

    struct Loading: View {
        @State private var isLoading = true
        var body: some View {
            VStack {
                Text("Weather").unredacted()
                Text("Sunny, 21°")
                Button("Loaded") { isLoading = false }
            }
            .redacted(reason: isLoading ? .placeholder : [])
        }
    }

    @Test(".redacted(reason: .placeholder) draws text as blocks until the reason goes; .unredacted() opts out")
    func redacted() throws {
        let host = try GtkTestHost(Loading())
        defer { host.close() }
        let summary = try host.shownLabel("Sunny, 21°")
        #expect(summary.hasCSSClass("gtkui-redacted"))
        #expect(!(try host.shownLabel("Weather")).hasCSSClass("gtkui-redacted"))
        let pixels = try host.renderWindow()
        let size = summary.allocatedSize
        let middle = pixels.color(at: summary, x: Double(size.width) / 2, y: Double(size.height) / 2)
        #expect(middle.luminance > 0.6 && middle.luminance < 0.95, "a grey block, no dark glyphs: \(middle)")
        let writes = host.statistics.widgetWrites
        host.click(try host.button("Loaded"))
        #expect(!summary.hasCSSClass("gtkui-redacted"))
        #expect(host.statistics.widgetWrites - writes < 10, "only the redacted labels change")
    }

    struct Titled: View {
        @State private var count = 2
        var body: some View {
            VStack {
                Button("Read one") { count -= 1 }
            }
            .navigationTitle("Inbox")
            .navigationSubtitle(count == 0 ? "" : "\(count) unread")
        }
    }

    @Test(".navigationSubtitle shows a second line under the window's title")
    func subtitle() throws {
        let host = try GtkTestHost(Titled())
        defer { host.close() }
        #expect(host.windowHost.title == "Inbox")
        #expect(host.windowHost.subtitle == "2 unread")
        #expect(host.label("2 unread")?.hasCSSClass("subtitle") == true, "shown in the header bar's subtitle style")
        host.click(try host.button("Read one"))
        #expect(host.windowHost.subtitle == "1 unread")
        host.click(try host.button("Read one"))
        #expect(host.windowHost.subtitle == "")
        #expect(host.windowHost.headerBar.titleWidget?.pointer == host.label("Inbox")?.pointer, "one line again")
    }

    struct Editor: View {
        @State private var isEditing = false
        @State private var hasChanges = true
        var body: some View {
            Button("Edit") { isEditing = true }
                .sheet(isPresented: $isEditing) {
                    VStack {
                        Text(hasChanges ? "Unsaved changes" : "Saved")
                        Button("Save") { hasChanges = false }
                    }
                    .interactiveDismissDisabled(hasChanges)
                }
        }
    }

    @Test(".interactiveDismissDisabled keeps a sheet open against Escape and hides its close button")
    func undismissableSheet() throws {
        let host = try GtkTestHost(Editor())
        defer { host.close() }
        host.click(try host.button("Edit"))
        let sheet = try #require(host.sheets.first)
        #expect(!sheet.isDeletable, "no close button")
        try host.pressEscape(in: sheet)
        #expect(host.sheets.count == 1, "Escape leaves it open")
        sheet.close()
        host.waitUntilIdle()
        #expect(host.sheets.count == 1, "the window manager's close leaves it open")
        host.click(try host.button("Save"))
        #expect(sheet.isDeletable)
        try host.pressEscape(in: sheet)
        #expect(host.sheets.isEmpty)
    }

    struct Search: View {
        @State private var query = ""
        @State private var editing = false
        @State private var commits = 0
        var body: some View {
            VStack {
                TextField("Search", text: $query, onEditingChanged: { editing = $0 }, onCommit: { commits += 1 })
                TextField("Other", text: .constant(""))
                Text(editing ? "Editing" : "Not editing")
                Text("Commits \(commits)")
            }
        }
    }

    @Test("TextField's onEditingChanged follows focus and onCommit runs on Return")
    func textFieldCallbacks() throws {
        let host = try GtkTestHost(Search())
        defer { host.close() }
        // The window gives its first field focus when it opens: that is editing too.
        try host.focus(try host.field(placeholder: "Other"))
        #expect(host.isShown(text: "Not editing"))
        try host.focus(try host.field(placeholder: "Search"))
        #expect(host.isShown(text: "Editing"))
        try host.press(key: .return)
        #expect(host.isShown(text: "Commits 1"))
        try host.focus(try host.field(placeholder: "Other"))
        #expect(host.isShown(text: "Not editing"))
    }

    @Test("the desktop's no-ops leave the view as it is; scenePadding pads by 20 points as on macOS")
    func noOps() throws {
        let host = try GtkTestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("Edge").ignoresSafeArea().previewLayout(.sizeThatFits).minimumScaleFactor(0.5)
                Text("Padded").scenePadding()
                Text("Padded").padding(20)
            })
        defer { host.close() }
        #expect(host.isShown(text: "Edge"))
        let padded = host.shownLabels.filter { $0.text == "Padded" }
        try #require(padded.count == 2)
        let scene = try #require(padded[0].bounds(relativeTo: host.window))
        let twenty = try #require(padded[1].bounds(relativeTo: host.window))
        #expect(scene.x == twenty.x && scene.width == twenty.width && scene.height == twenty.height)
    }

    @Test("Color(.sRGBLinear, …) and Color(.displayP3, …) are shown in their sRGB equivalents")
    func colorSpaces() throws {
        let linear = Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(linear.red - 0.7354) < 0.001)
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0)
        #expect(p3.red == 1 && p3.green == 0 && p3.blue == 0, "outside sRGB: clipped to its red")
        let host = try GtkTestHost(linear.frame(width: 20, height: 20))
        defer { host.close() }
        let pixels = try host.renderWindow()
        let box = try #require(host.window.child)
        let shown = pixels.color(
            at: box, x: Double(box.allocatedSize.width) / 2, y: Double(box.allocatedSize.height) / 2)
        #expect(shown.isClose(to: RGBA(red: 0.735, green: 0.735, blue: 0.735), tolerance: 0.02), "\(shown)")
    }
}
