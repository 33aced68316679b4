import GtkUI

/// One thing to do: what it is, optional notes, how urgent it is, when it is due, and whether
/// it is done.
struct TodoItem: Identifiable, Hashable, Codable, Sendable {
    /// How urgent a to-do is; the list marks high-priority ones.
    enum Priority: String, CaseIterable, Identifiable, Codable, Sendable {
        case low, normal, high

        var id: Self { self }

        /// The name shown in the editor's picker.
        var title: String {
            switch self {
            case .low: "Low"
            case .normal: "Normal"
            case .high: "High"
            }
        }
    }

    var id = UUID()
    var title: String
    var notes = ""
    var priority = Priority.normal
    /// The day it is due, if it has one.
    var dueDate: Date?
    var isDone = false

    /// Whether the title or the notes contain `query`, ignoring case and diacritics; an empty
    /// query matches everything.
    func matches(_ query: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return true }
        return title.localizedStandardContains(query) || notes.localizedStandardContains(query)
    }
}
