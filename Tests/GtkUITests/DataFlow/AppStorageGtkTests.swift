import Foundation
import GtkUI
import GtkUITesting
import Testing

/// `@AppStorage` through real GTK widgets: a switch clicked by the user is saved, and a new
/// window over a fresh store (a restart) shows the saved value.
@MainActor
@Suite("AppStorage on GTK", .serialized)
struct AppStorageGtkTests {
    struct Preferences: View {
        @AppStorage("showsPreview") var showsPreview = false
        var body: some View {
            VStack {
                Toggle("Show Preview", isOn: $showsPreview)
                Text(showsPreview ? "Preview on" : "Preview off")
            }
        }
    }

    @Test("a switch bound to @AppStorage keeps the user's choice across a restart")
    func switchSurvivesRestart() throws {
        try GtkTestHost.startGTK()
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkui-app-storage-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("app-storage.json")
        _AppStorageStore.shared = _AppStorageStore(fileURL: file)
        do {
            let host = try GtkTestHost(Preferences())
            defer { host.close() }
            #expect(host.isShown(text: "Preview off"))
            host.statistics.reset()
            host.click(try host.toggle("Show Preview"))
            #expect(host.isShown(text: "Preview on"))
            #expect(try host.toggle("Show Preview").isActive)
            #expect(host.statistics.writes(of: "Toggle.isOn") == 0, "the switch the user moved is not echoed")
        }
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["showsPreview"] as? Bool == true)

        _AppStorageStore.shared = _AppStorageStore(fileURL: file)
        let restarted = try GtkTestHost(Preferences())
        defer { restarted.close() }
        #expect(try restarted.toggle("Show Preview").isActive)
        #expect(restarted.isShown(text: "Preview on"))
    }
}
