import Dispatch
import GtkUICore
import GtkUICoreTesting

/// Runs one program on a freshly mounted ``ProgramRoot`` and, after each step's settle,
/// compares the app with the ``ReferenceModel``.
@MainActor
final class ProgramRun {
    /// Every view type of the program app, whose body counts are checked after each step.
    static let viewTypes = [
        "ProgramRoot", "DraftField", "DraftPreview", "DraftExclaimer", "VolumeView", "ProfileBadge", "HeadlineView",
        "HeadlineField", "CounterView", "PublishedCounterView", "BookShelf", "BookRow", "NoteList", "NoteRow",
        "DetailPage", "DeepPage",
    ]

    private let models = ProgramModels()
    private let host: CoreHost
    private var model = ReferenceModel()

    init() {
        host = CoreHost(ProgramRoot(models: models).environmentObject(models.profile))
        models.probe.graph = host.graph
    }

    /// Runs `program`, stopping at the first step after which the app and the model differ.
    ///
    /// - Returns: What differed after that step, or nil if nothing did.
    static func failure(of program: Program) -> String? {
        let run = ProgramRun()
        defer { run.host.unmount() }
        if let problem = run.shownMismatches().first { return "after mounting: \(problem)" }
        for (index, operation) in program.operations.enumerated() {
            let problems = run.perform(operation)
            if !problems.isEmpty {
                return "step \(index + 1) of \(program.operations.count), \(operation): "
                    + problems.joined(separator: "; ")
            }
        }
        return nil
    }

    private func perform(_ operation: ProgramOperation) -> [String] {
        let step = model.apply(operation)
        host.statistics.reset()
        models.probe.reset()
        if let problem = perform(step.action) { return [problem] }
        host.settle(includingDelayed: true)
        return shownMismatches() + workMismatches(for: step)
    }

    // MARK: Acting

    private func perform(_ action: ProgramAction) -> String? {
        let library = models.library
        switch action {
        case .none: break
        case .click(let label):
            guard let button = button(label) else { return "no button labelled “\(label)”; shown \(host.texts)" }
            button.click()
        case .type(let placeholder, let text):
            guard let field = field(placeholder) else { return "no field “\(placeholder)”" }
            field.type(text)
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
        case .goBack: host.chrome.goBack()
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

    // The host's own finders stop the process when nothing matches; a property reports it.
    private func button(_ label: String) -> TestWidget? {
        host.allWidgets.first { $0.kind == "Label" && $0.text == label }?.enclosingButton
    }

    private func field(_ placeholder: String) -> TestWidget? {
        host.allWidgets.first { $0.kind == "Entry" && $0.properties["placeholder"] as? String == placeholder }
    }

    // MARK: Checking

    /// Where what the window shows differs from the model: texts, title, back button, fields.
    private func shownMismatches() -> [String] {
        var problems: [String] = []
        if host.texts != model.texts { problems.append("shown \(host.texts) but the model says \(model.texts)") }
        if host.chrome.title != model.title {
            problems.append("title “\(host.chrome.title)” but the model says “\(model.title)”")
        }
        if host.chrome.isBackButtonVisible != (model.depth > 0) {
            problems.append("back button visible: \(host.chrome.isBackButtonVisible), depth \(model.depth)")
        }
        for (placeholder, text) in model.fields.sorted(by: { $0.key < $1.key }) {
            let shown = field(placeholder)?.text
            if shown != text {
                problems.append("field “\(placeholder)” shows \(shown.debugDescription), model “\(text)”")
            }
        }
        return problems
    }

    /// Where the work the settle did breaks the granularity rules for `step`.
    private func workMismatches(for step: ProgramStep) -> [String] {
        let statistics = host.statistics
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
