import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// The window-state file: sizes saved by one store are read by the next ("restart"), a save
/// that changes nothing leaves the file alone, and a corrupt file is set aside and reported.
@MainActor
@Suite("Window state store", .serialized)
struct WindowStateStoreTests {
    static func temporaryFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-window-store-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("window-state.json")
    }

    @Test("a saved size is read back by a fresh store, per scene")
    func roundTrip() throws {
        let file = try Self.temporaryFile()
        let store = _WindowStateStore(fileURL: file)
        #expect(store.savedWindow(forScene: "main") == nil)
        store.save(.init(width: 800, height: 600, isMaximized: true), forScene: "main")
        store.save(.init(width: 300, height: 200, isMaximized: false), forScene: "inspector")
        let restarted = _WindowStateStore(fileURL: file)
        #expect(restarted.savedWindow(forScene: "main") == .init(width: 800, height: 600, isMaximized: true))
        #expect(restarted.savedWindow(forScene: "inspector") == .init(width: 300, height: 200, isMaximized: false))
    }

    @Test("saving the same size again does not write the file; an empty size is ignored")
    func unchangedIsNotWritten() throws {
        let file = try Self.temporaryFile()
        let store = _WindowStateStore(fileURL: file)
        store.save(.init(width: 0, height: 0, isMaximized: false), forScene: "main")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        store.save(.init(width: 800, height: 600, isMaximized: false), forScene: "main")
        try FileManager.default.removeItem(at: file)
        store.save(.init(width: 800, height: 600, isMaximized: false), forScene: "main")
        #expect(!FileManager.default.fileExists(atPath: file.path), "nothing changed, so nothing was written")
    }

    @Test("a corrupt file is moved aside and reported once; the next save writes a good file")
    func corrupt() throws {
        let file = try Self.temporaryFile()
        try Data("[1, 2".utf8).write(to: file)
        let store = _WindowStateStore(fileURL: file)
        let (saved, messages) = capturingDiagnostics { store.savedWindow(forScene: "main") }
        #expect(saved == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.contains(file.path + ".corrupt") == true, "\(messages)")
        store.save(.init(width: 640, height: 480, isMaximized: false), forScene: "main")
        #expect(_WindowStateStore(fileURL: file).savedWindow(forScene: "main")?.width == 640)
    }
}
