import GtkUI
import GtkUITesting
import Testing

/// `Form` and its `Section`s on real GTK widgets: GNOME preferences groups with a heading, a
/// card of rows and a caption.
@MainActor
@Suite("Form on GTK", .serialized)
struct FormGtkTests {
    struct Settings: View {
        @State var isOn = false
        @State var flavor = "Vanilla"
        var body: some View {
            Form {
                Text("Loose row")
                Section {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
                    }
                    LabeledContent("Version", value: "1.2")
                } header: {
                    Text("Network")
                } footer: {
                    Text("Changes apply at once.")
                }
                Section("Status") {
                    Text(isOn ? "connected" : "offline")
                }
            }
            .frame(width: 500, height: 500)
        }
    }

    @Test("sections show their heading, one card row per view and their caption; loose views form an untitled group")
    func groups() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let groups = host.formGroups
        #expect(groups.map(\.header) == [nil, "Network", "Status"])
        #expect(groups.map(\.rows.count) == [1, 3, 1])
        #expect(groups.map(\.footer) == [nil, "Changes apply at once.", nil])
        let card = groups[1].card
        #expect(card.hasCSSClass("boxed-list"))
        #expect(groups[1].rows.allSatisfy { !$0.isSelected })
    }

    @Test("a row puts the control's label on the left and the control on the right")
    func labelLeftControlRight() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let card = try #require(host.formGroups.first { $0.header == "Network" }).card
        for (title, control) in [
            ("Wi-Fi", try host.toggle("Wi-Fi") as Gtk.Widget), ("Flavor", try host.picker("Flavor")),
        ] {
            let label = try #require(host.label(title))
            let labelFrame = try #require(label.renderedFrame(in: card))
            let controlFrame = try #require(
                (control is Gtk.Switch
                    ? control : control.children.last { $0.isVisible && !($0 is Gtk.Label) } ?? control)
                    .renderedFrame(in: card))
            #expect(labelFrame.x < controlFrame.x, "\(title): the label leads")
            #expect(
                controlFrame.x + controlFrame.width > card.renderedSize.width - 40,
                "\(title): the control sits at the row's trailing edge")
        }
    }

    @Test("flipping a form row's switch writes the binding")
    func toggleInForm() throws {
        let host = try GtkTestHost(Settings())
        defer { host.close() }
        let wifi = try host.toggle("Wi-Fi")
        host.click(wifi)
        host.waitUntilIdle()
        #expect(wifi.isActive)
        #expect(host.isShown(text: "connected"))
    }

    @Test("the form is clamped to 600 pixels and centred in a wide window")
    func clamped() throws {
        struct Wide: View {
            var body: some View {
                Form { Section("Only") { Text("Row") } }.frame(width: 1000, height: 300)
            }
        }
        let host = try GtkTestHost(Wide())
        defer { host.close() }
        let card = try #require(host.formGroups.first).card
        let frame = try #require(card.renderedFrame(in: host.window))
        #expect(card.renderedSize.width <= 600)
        #expect(card.renderedSize.width >= 500)
        #expect(frame.x > 150, "the group is centred, not at the leading edge")
    }
}

/// A button alone in a form row is drawn as the row, flat and as wide as the card, as a
/// preferences button row is; it presses as any button does.
@MainActor
@Suite("Form button rows on GTK", .serialized)
struct FormButtonRowGtkTests {
    struct Account: View {
        @State var signedOut = false
        var body: some View {
            Form {
                Section {
                    Text(signedOut ? "Signed out" : "Signed in")
                    Button("Sign Out") { signedOut = true }
                }
                Section {
                    HStack {
                        Text("Beside")
                        Button("Inline") {}
                    }
                }
            }
            .frame(width: 420, height: 300)
        }
    }

    @Test("a lone button fills its row, flat; a button beside other views keeps its look")
    func buttonRow() throws {
        let host = try GtkTestHost(Account())
        defer { host.close() }
        let signOut = try host.button("Sign Out")
        #expect(signOut.hasCSSClass("flat"))
        let card = try #require(signOut.parent)
        #expect(signOut.allocatedSize.width >= card.allocatedSize.width - 24, "as wide as the row, less its margins")
        #expect(!(try host.button("Inline")).hasCSSClass("flat"))
        host.click(signOut)
        #expect(host.isShown(text: "Signed out"))
    }
}
