import Foundation
import Testing

@testable import Notes

/// The model without a window: titles, modification dates and file names.
@MainActor
@Suite("Note model")
struct NoteModelTests {
    @Test("a note's title is its first line that is not blank, or New Note")
    func title() {
        #expect(Note(text: "Groceries\nMilk").title == "Groceries")
        #expect(Note(text: "\n   \n  Plans  \nMore").title == "Plans")
        #expect(Note(text: "").title == "New Note")
        #expect(Note(text: " \n\t").title == "New Note")
    }

    @Test("changing the text moves the modification date; writing the same text does not")
    func modified() {
        let past = Date(timeIntervalSince1970: 0)
        var note = Note(text: "Draft", modified: past)
        note.text = "Draft"
        #expect(note.modified == past)
        note.text = "Draft 2"
        #expect(note.modified > past)
    }

    @Test("the sidebar gives today's notes a time, yesterday's a word and older ones a date")
    func modifiedDescription() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 6, day: 15, hour: 18)))
        func described(hoursAgo hours: Double) -> String {
            Note(text: "", modified: now.addingTimeInterval(-hours * 3600))
                .modifiedDescription(now: now, calendar: calendar)
        }
        #expect(described(hoursAgo: 2) == now.addingTimeInterval(-7200).formatted(date: .omitted, time: .shortened))
        #expect(described(hoursAgo: 24) == "Yesterday")
        #expect(!described(hoursAgo: 24 * 30).contains("2026"), "this year's dates leave out the year")
        #expect(described(hoursAgo: 24 * 400).contains("2025"))
    }

    @Test("the export file name is the title, without characters that separate folders")
    func exportFilename() {
        let store = NoteStore(notes: [Note(text: "Plans 2026/27: Q1\nMore")])
        #expect(store.exportFilename == "Plans 2026-27- Q1")
    }

    @Test("deleting the selected note selects its neighbour; deleting the last one selects nothing")
    func deletingSelects() {
        let store = NoteStore(notes: [Note(text: "A"), Note(text: "B")])
        store.delete(store.notes[0].id)
        #expect(store.selectedNote?.title == "B")
        store.delete(store.notes[0].id)
        #expect(store.selection == nil)
        #expect(store.notes.isEmpty)
    }
}
