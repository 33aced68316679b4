import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `.aboutPanel` on real GTK, through the app runner's path: “About <Name>” ends the main menu,
/// choosing it opens GNOME's About dialog over the window showing what the panel says, and
/// Escape closes and destroys it.
@MainActor
@Suite("About panel on GTK", .serialized)
struct AboutPanelGtkTests {
    static let panel = AboutPanel(
        version: "1.2", comments: "Take notes quickly.", website: URL(string: "https://example.org/notes"),
        websiteLabel: "The Notes website", copyright: "© 2026 The Notes authors", license: .mit,
        developers: ["Ada Lovelace"])

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Notes") { AboutButton() }
                .aboutPanel(AboutPanelGtkTests.panel)
            Settings { Text("Notes settings") }
        }
    }

    struct AboutButton: View {
        @Environment(\.openAboutPanel) private var openAboutPanel
        var body: some View { Button("Show About") { openAboutPanel() } }
    }

    /// An app whose own “About” item replaces the standard one.
    struct OwnAboutApp: App {
        var body: some Scene {
            WindowGroup("Notes") { AboutButton() }
                .aboutPanel(AboutPanel(name: "Notes Pro"))
                .commands { CommandGroup(replacing: .appInfo) { Button("Credits") {} } }
        }
    }

    struct PlainApp: App {
        var body: some Scene { WindowGroup("Plain") { AboutButton() } }
    }

    @Test("an app with an About panel and no commands gets the main menu, ending with About <Name>; not in Preferences")
    func menuItem() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        #expect(try host.appMenuItems() == ["Preferences…", "About Notes"])
        let settings = try #require(host.appWindows?.openSettings())
        host.waitUntilIdle()
        #expect(settings.mainMenuButton == nil, "the preferences window has no main menu")
    }

    @Test("choosing About opens a modal About dialog over the window, showing what the panel says")
    func dialogShowsPanel() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        try host.chooseAppMenuItem("About Notes")
        let dialog = try #require(host.aboutDialog)
        #expect(dialog.isModal)
        #expect(dialog.transientParent?.pointer == host.window.pointer, "over the window it was chosen in")
        #expect(dialog.programName == "Notes")
        let texts = host.aboutDialogTexts
        for text in ["Notes", "1.2", "Take notes quickly.", "The Notes website", "© 2026 The Notes authors"] {
            #expect(texts.contains(text), "\(texts)")
        }
        #expect(texts.contains { $0.contains("The MIT License (MIT)") }, "the licence is named: \(texts)")
        #expect(texts.contains("Credits"), "the developers are credited on a page of their own: \(texts)")
    }

    @Test("Escape closes the About dialog and destroys it; opening it again makes a new one")
    func escapeCloses() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        let before = (Gtk.Object.liveCount, Gtk.AboutDialog.existingCount)
        try host.chooseAppMenuItem("About Notes")
        #expect(Gtk.AboutDialog.existingCount == before.1 + 1)
        try host.pressEscapeInAboutDialog()
        #expect(host.aboutDialog == nil)
        #expect(Gtk.AboutDialog.existingCount == before.1, "the dialog was destroyed, not hidden")
        #expect(Gtk.Object.liveCount == before.0, "no wrapper of the dialog is left")
        host.click(try host.button("Show About"))
        #expect(host.aboutDialogTexts.contains("1.2"))
    }

    @Test("the close button closes it; opening it while open brings the same dialog back")
    func closeButton() throws {
        let host = try GtkTestHost(app: NotesApp())
        defer { host.close() }
        host.click(try host.button("Show About"))
        let dialog = try #require(host.aboutDialog)
        #expect(host.appWindows?.openAboutPanel() === dialog)
        #expect(Gtk.AboutDialog.existingCount == 1)
        dialog.close()
        host.waitUntilIdle()
        #expect(host.aboutDialog == nil)
        #expect(Gtk.AboutDialog.existingCount == 0)
    }

    @Test("CommandGroup(replacing: .appInfo) replaces the item; openAboutPanel still opens the dialog")
    func replacedItem() throws {
        let host = try GtkTestHost(app: OwnAboutApp())
        defer { host.close() }
        #expect(try host.appMenuItems() == ["Credits"])
        host.click(try host.button("Show About"))
        #expect(host.aboutDialog?.programName == "Notes Pro")
    }

    @Test("without an About panel there is no main menu, and openAboutPanel says what to add")
    func withoutPanel() throws {
        let host = try GtkTestHost(app: PlainApp())
        defer { host.close() }
        #expect(host.windowHost.mainMenuButton == nil)
        let reports = try capturingDiagnostics { host.click(try host.button("Show About")) }.messages
        #expect(reports.contains { $0.contains("openAboutPanel()") && $0.contains(".aboutPanel(") }, "\(reports)")
        #expect(host.aboutDialog == nil)
    }

    struct DoubtfulApp: App {
        var body: some Scene {
            WindowGroup("Notes") { AboutButton() }
                .aboutPanel(AboutPanel(website: URL(string: "example.org/notes")))
            WindowGroup("Other", id: "other") { Text("Other") }
                .aboutPanel(AboutPanel(websiteLabel: "Our site"))
        }
    }

    @Test("a website without a scheme and panels on two scenes are reported; the first panel is shown")
    func doubtfulPanels() throws {
        let host = try GtkTestHost(app: DoubtfulApp())
        defer { host.close() }
        let reports = try capturingDiagnostics { host.click(try host.button("Show About")) }.messages
        #expect(reports.count == 2, "\(reports)")
        #expect(reports.contains { $0.contains("“example.org/notes” has no scheme") && $0.contains("https://") })
        #expect(reports.contains { $0.contains("several scenes") && $0.contains("the first one is shown") })
        #expect(host.aboutDialog != nil)
    }

    @Test("a standard licence maps to GTK's licence of the same name")
    func licenseTypes() {
        #expect(AboutPanel.License.gpl2._gtkLicenseIndex == 2)
        #expect(AboutPanel.License.mit._gtkLicenseIndex == 7)
        #expect(AboutPanel.License.mpl2._gtkLicenseIndex == 17)
        #expect(AboutPanel.License.custom("Mine")._gtkLicenseIndex == nil)
        #expect(AboutPanel.License.custom("Mine").customText == "Mine")
    }
}
