import Dispatch
import GtkUICore
import GtkUICoreTesting

/// Runs one program on a freshly mounted ``ProgramRoot`` and, after each step's settle,
/// compares the app with the ``ReferenceModel``.
@MainActor
public final class ProgramRun {
    /// Every view type of the program app, whose body counts are checked after each step.
    static let viewTypes = [
        "ProgramRoot", "DraftField", "DraftPreview", "DraftExclaimer", "VolumeView", "ProfileBadge", "HeadlineView",
        "HeadlineField", "CounterView", "PublishedCounterView", "BookShelf", "BookRow", "NoteList", "NoteRow",
        "DetailPage", "DeepPage",
    ]

    private let models: ProgramModels
    private let window: any ProgramWindow
    private var model = ReferenceModel()

    private init(models: ProgramModels, window: any ProgramWindow) {
        self.models = models
        self.window = window
        models.probe.graph = window.graph
    }

    /// Runs `program` on the in-memory backend (see ``failure(of:mounting:)``).
    static func failure(of program: Program) -> String? {
        failure(of: program, mounting: CoreProgramWindow.init)
    }

    /// Runs `program` on the app mounted by `mount`, stopping at the first step after which the
    /// app and the model differ.
    ///
    /// - Parameters:
    ///   - program: The steps.
    ///   - mount: Mounts the app of the models it is given in a new window.
    /// - Returns: What differed after that step, or nil if nothing did.
    public static func failure(
        of program: RandomProgram<ProgramOperation>, mounting mount: (ProgramModels) throws -> any ProgramWindow
    ) -> String? {
        let models = ProgramModels()
        let window: any ProgramWindow
        do {
            window = try mount(models)
        } catch {
            return "no window: \(error)"
        }
        defer { window.close() }
        let run = ProgramRun(models: models, window: window)
        if let problem = run.shownMismatches().first { return "after mounting: \(problem)" }
        for (index, operation) in program.steps.enumerated() {
            let problems = run.perform(operation)
            if !problems.isEmpty {
                return "step \(index + 1) of \(program.steps.count), \(operation): "
                    + problems.joined(separator: "; ")
            }
        }
        return nil
    }

    private func perform(_ operation: ProgramOperation) -> [String] {
        let step = model.apply(operation)
        window.graph.statistics.reset()
        models.probe.reset()
        if let problem = perform(step.action) { return [problem] }
        if case .publishInBackground = step.action {
            window.settle(includingLateChecks: true)
        } else {
            window.settle(includingLateChecks: false)
        }
        return shownMismatches() + workMismatches(for: step)
    }

    // MARK: Acting

    private func perform(_ action: ProgramAction) -> String? {
        let library = models.library
        switch action {
        case .none: break
        case .click(let label):
            guard window.click(label) else { return "no button labelled “\(label)”; shown \(window.pageTexts)" }
        case .type(let placeholder, let text):
            guard window.type(text, placeholder: placeholder) else { return "no field “\(placeholder)”" }
        case .setVolume(let volume): models.settings.volume = volume
        case .setRemark(let text): models.settings.remark = text
        case .renameProfile(let name): models.profile.name = name
        case .setHeadline(let text): library.headline = text
        case .touchUnread: library.unread += 1
        case .increment(let count): for _ in 0..<count { models.counter.increment() }
        case .incrementInBackground(let threads, let each):
            let counter = models.counter
            Self.inBackground(threads: threads, each: each) { counter.increment() }
        case .publishInBackground(let threads, let each):
            let counter = models.published
            Self.inBackground(threads: threads, each: each) { counter.increment() }
        case .insertBook(let index, let id, let title):
            library.books.insert(ProgramBook(id: id, title: title), at: index)
        case .removeBook(let index): library.books.remove(at: index)
        case .moveBook(let from, let to): library.books = library.books.moving(from: from, to: to)
        case .renameBook(let index, let title): library.books[index].title = title
        case .insertNote(let index, let id, let text): library.notes.insert(ProgramNote(id: id, text: text), at: index)
        case .removeNote(let index): library.notes.remove(at: index)
        case .moveNote(let from, let to): library.notes = library.notes.moving(from: from, to: to)
        case .editNote(let index, let text): library.notes[index].text = text
        case .goBack: window.goBack()
        }
        return nil
    }

    /// Runs `work` `each` times on each of `threads` background threads and waits for them all.
    private static func inBackground(threads: Int, each: Int, _ work: @escaping @Sendable () -> Void) {
        let group = DispatchGroup()
        for _ in 0..<threads {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<each { work() }
            }
        }
        group.wait()
    }

    // MARK: Checking

    /// Where what the window shows differs from the model: texts, title, back button, fields.
    private func shownMismatches() -> [String] {
        var problems: [String] = []
        let texts = window.pageTexts
        if texts != model.texts { problems.append("shown \(texts) but the model says \(model.texts)") }
        if window.title != model.title {
            problems.append("title “\(window.title)” but the model says “\(model.title)”")
        }
        if window.isBackButtonShown != (model.depth > 0) {
            problems.append("back button shown: \(window.isBackButtonShown), depth \(model.depth)")
        }
        for (placeholder, text) in model.fields.sorted(by: { $0.key < $1.key }) {
            let shown = window.fieldText(placeholder: placeholder)
            if shown != text {
                problems.append("field “\(placeholder)” shows \(shown.debugDescription), model “\(text)”")
            }
        }
        return problems
    }

    /// Where the work the settle did breaks the granularity rules for `step`.
    private func workMismatches(for step: ProgramStep) -> [String] {
        let statistics = window.graph.statistics
        var problems: [String] = []
        var counted = 0
        var unexpected: [String] = []
        for type in Self.viewTypes {
            let count = statistics.bodyEvaluations(of: type)
            counted += count
            let expected = step.bodies[type] ?? 0...0
            if !expected.contains(count) { unexpected.append("\(type) \(count) (model: \(Self.describe(expected)))") }
        }
        if !unexpected.isEmpty { problems.append("bodies evaluated: " + unexpected.joined(separator: ", ")) }
        if statistics.bodyEvaluations != counted {
            problems.append("\(statistics.bodyEvaluations - counted) bodies of views outside the program app evaluated")
        }
        if !models.probe.repeats.isEmpty {
            problems.append("evaluated twice in one pass: \(models.probe.repeats.joined(separator: ", "))")
        }
        if step.changesNothingRead, statistics.updatePasses + statistics.widgetWrites > 0 {
            problems.append(
                "nothing read changed, yet \(statistics.updatePasses) passes ran and "
                    + "\(statistics.widgetWrites) widget properties were written")
        }
        if !step.isStructural, statistics.structuralChanges > 0 {
            problems.append("an edit restructured \(statistics.structuralChanges) containers")
        }
        return problems
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)…\(range.upperBound)"
    }
}
