import GtkUI

/// A plain-text note: its text, and when the text last changed.
///
/// The first line that is not blank is the note's title, as in most notes apps; there is no
/// separate title field to keep in step.
struct Note: Identifiable, Hashable {
    /// Identifies the note in the sidebar's selection.
    let id: UUID
    /// What the note says. Changing it moves ``modified`` to now.
    var text: String {
        didSet {
            if text != oldValue { modified = Date() }
        }
    }
    /// When ``text`` last changed.
    private(set) var modified: Date

    /// A note with `text`, last changed at `modified`.
    init(id: UUID = UUID(), text: String, modified: Date = Date()) {
        self.id = id
        self.text = text
        self.modified = modified
    }

    /// The first line that is not blank, trimmed; “New Note” while there is none.
    var title: String {
        let firstLine = text.split(whereSeparator: \.isNewline)
            .lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        return firstLine ?? "New Note"
    }

    /// When the note changed, as briefly as the sidebar says it: the time for today,
    /// “Yesterday”, the day and month this year, and the full date before that.
    func modifiedDescription(now: Date = Date(), calendar: Calendar = .current) -> String {
        if calendar.isDate(modified, inSameDayAs: now) {
            return modified.formatted(date: .omitted, time: .shortened)
        }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
            calendar.isDate(modified, inSameDayAs: yesterday)
        {
            return "Yesterday"
        }
        if calendar.isDate(modified, equalTo: now, toGranularity: .year) {
            return modified.formatted(.dateTime.day().month(.wide))
        }
        return modified.formatted(date: .long, time: .omitted)
    }
}

extension Note {
    /// The notes a first launch starts with, so the window has something to show.
    static func samples(now: Date = Date()) -> [Note] {
        let hour: TimeInterval = 3600
        return [
            Note(
                text: """
                    Groceries
                    Oat milk
                    Sourdough bread
                    Tomatoes, basil and mozzarella
                    Coffee beans
                    """,
                modified: now.addingTimeInterval(-2 * hour)),
            Note(
                text: """
                    Ideas for the weekend
                    Walk up to the lighthouse if the weather holds.
                    Try the new bakery on Harbour Street.
                    Finish the chapter about the Antarctic expedition.
                    """,
                modified: now.addingTimeInterval(-26 * hour)),
            Note(
                text: """
                    Meeting notes
                    Ship the release candidate on Thursday.
                    Ada reviews the translations; Grace updates the screenshots.
                    """,
                modified: now.addingTimeInterval(-9 * 24 * hour)),
        ]
    }
}
