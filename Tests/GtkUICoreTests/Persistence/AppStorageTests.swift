import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// `@AppStorage` reads and writes the application's settings file, re-rendering only the views
/// that read the key that changed, and survives a fresh store ("restart") and bad files.
@MainActor
@Suite("AppStorage", .serialized)
struct AppStorageTests {
    enum Theme: String { case light, dark }

    struct CountView: View {
        var label = "Increment"
        @AppStorage("count") var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button(label) { count += 1 }
            }
        }
    }

    struct NameView: View {
        @AppStorage("name") var name = "Anonymous"
        var body: some View { Text("name \(name)") }
    }

    struct TwoKeysView: View {
        @AppStorage("count") var count = 0
        var body: some View {
            VStack {
                CountView(label: "Increment first")
                CountView(label: "Increment second")
                NameView()
                Button("Write count") { count = 7 }
            }
        }
    }

    struct OptionsView: View {
        @AppStorage("nickname") var nickname: String?
        @AppStorage("theme") var theme: Theme = .light
        @AppStorage("accent") var accent: Theme?
        var body: some View {
            VStack {
                Text("nickname \(nickname ?? "none"), theme \(theme.rawValue), accent \(accent?.rawValue ?? "none")")
                Button("Set") {
                    nickname = "Ada"
                    theme = .dark
                    accent = .light
                }
                Button("Clear") { nickname = nil }
            }
        }
    }

    /// A store over a fresh temporary folder, made the shared store for the test.
    static func temporaryStore(contents: String? = nil) throws -> _AppStorageStore {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkui-app-storage-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("app-storage.json")
        if let contents { try Data(contents.utf8).write(to: file) }
        let store = _AppStorageStore(fileURL: file)
        _AppStorageStore.shared = store
        return store
    }

    static func storedObject(_ store: _AppStorageStore) throws -> [String: Any] {
        let data = try Data(contentsOf: store.fileURL)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("a key with no stored value reads the default, and a write is saved to the file")
    func defaultThenWrite() throws {
        let store = try Self.temporaryStore()
        let host = CoreHost(CountView())
        #expect(host.texts.contains("count 0"))
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))

        host.button("Increment").click()
        host.settle()
        #expect(host.texts.contains("count 1"))
        #expect(try Self.storedObject(store)["count"] as? Int == 1)
    }

    @Test("optional values start nil and are removed when set to nil; enums keep their raw value")
    func optionalAndRawRepresentable() throws {
        let store = try Self.temporaryStore()
        let host = CoreHost(OptionsView())
        #expect(host.texts.contains("nickname none, theme light, accent none"))

        host.button("Set").click()
        host.settle()
        #expect(host.texts.contains("nickname Ada, theme dark, accent light"))
        var stored = try Self.storedObject(store)
        #expect(stored["nickname"] as? String == "Ada")
        #expect(stored["theme"] as? String == "dark")

        host.button("Clear").click()
        host.settle()
        #expect(host.texts.contains("nickname none, theme dark, accent light"))
        stored = try Self.storedObject(store)
        #expect(stored["nickname"] == nil)
    }

    @Test("writing a key re-renders every view reading it and no view reading another key")
    func onlyReadersReEvaluate() throws {
        _ = try Self.temporaryStore()
        let host = CoreHost(TwoKeysView())
        host.statistics.reset()
        host.button("Increment first").click()
        host.settle()
        #expect(host.texts.filter { $0 == "count 1" }.count == 2)
        #expect(host.statistics.bodyEvaluations(of: CountView.self) == 2)
        #expect(host.statistics.bodyEvaluations(of: NameView.self) == 0)
        // The parent declares the key but does not read it in its body.
        #expect(host.statistics.bodyEvaluations(of: TwoKeysView.self) == 0)

        host.statistics.reset()
        host.button("Write count").click()
        host.settle()
        #expect(host.texts.filter { $0 == "count 7" }.count == 2)
        #expect(host.statistics.bodyEvaluations(of: NameView.self) == 0)
    }

    @Test("values survive a restart: a fresh store over the same file reads them")
    func survivesRestart() throws {
        let store = try Self.temporaryStore()
        let first = CoreHost(OptionsView())
        first.button("Set").click()
        first.settle()

        _AppStorageStore.shared = _AppStorageStore(fileURL: store.fileURL)
        let second = CoreHost(OptionsView())
        #expect(second.texts.contains("nickname Ada, theme dark, accent light"))
    }

    @Test("a corrupt file reads as defaults, is reported once and moved aside, never overwritten")
    func corruptFile() throws {
        let store = try Self.temporaryStore(contents: "{ \"count\": 3, oops")
        let (host, messages) = capturingDiagnostics { CoreHost(CountView()) }
        #expect(host.texts.contains("count 0"))
        #expect(messages.count == 1)
        let aside = store.fileURL.appendingPathExtension("corrupt")
        #expect(messages.first?.contains(store.fileURL.path) == true)
        #expect(messages.first?.contains(aside.path) == true)
        #expect(try String(contentsOf: aside, encoding: .utf8) == "{ \"count\": 3, oops")

        let (_, later) = capturingDiagnostics {
            host.button("Increment").click()
            host.settle()
        }
        #expect(later.isEmpty)
        #expect(try Self.storedObject(store)["count"] as? Int == 1)
        #expect(try String(contentsOf: aside, encoding: .utf8) == "{ \"count\": 3, oops")
    }

    @Test("a stored value of the wrong type reads as the default, is reported once, and keeps other keys")
    func wrongType() throws {
        let store = try Self.temporaryStore(contents: #"{"count": "many", "name": "Grace", "extra": [1, {"a": null}]}"#)
        let (host, messages) = capturingDiagnostics {
            let host = CoreHost(TwoKeysView())
            host.button("Increment first").click()
            host.settle()
            return host
        }
        #expect(host.texts.contains("name Grace"))
        #expect(host.texts.contains("count 1"))
        #expect(messages.count == 1)
        #expect(messages.first?.contains(#"AppStorage("count")"#) == true)
        #expect(messages.first?.contains("is not of type Int") == true)
        let stored = try Self.storedObject(store)
        #expect(stored["name"] as? String == "Grace")
        #expect(stored["count"] as? Int == 1)
        #expect((stored["extra"] as? [Any])?.count == 2)
    }

    @Test("an unwritable file is reported once and the values stay in memory for the session")
    func unwritableFile() throws {
        // A file where the folder should be: the folder cannot be made, whoever runs the test.
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkui-blocker-\(UUID().uuidString)")
        try Data().write(to: blocker)
        _AppStorageStore.shared = _AppStorageStore(fileURL: blocker.appendingPathComponent("app-storage.json"))
        let host = CoreHost(CountView())
        let (_, messages) = capturingDiagnostics {
            host.button("Increment").click()
            host.settle()
            host.button("Increment").click()
            host.settle()
        }
        #expect(host.texts.contains("count 2"))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("could not save to \(blocker.path)") == true)
    }
}
