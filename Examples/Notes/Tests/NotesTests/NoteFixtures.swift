import Foundation

@testable import Notes

/// Notes with fixed texts, so each test starts from the same window.
@MainActor
enum NoteFixtures {
    static let groceries = "Groceries\nOat milk\nBread"
    static let ideas = "Ideas\nWalk to the lighthouse"
    static let meeting = "Meeting notes\nShip on Thursday"

    /// A store with three notes, Groceries first and selected.
    static func store() -> NoteStore {
        let now = Date()
        return NoteStore(notes: [
            Note(text: groceries, modified: now),
            Note(text: ideas, modified: now.addingTimeInterval(-3600)),
            Note(text: meeting, modified: now.addingTimeInterval(-7200)),
        ])
    }

    /// A new, empty folder in the temporary directory; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-tests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
