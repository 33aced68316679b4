import GtkUICore
import GtkUICoreTesting
import Observation
import OpenCombine

// The data of the program app (see `ProgramApp.swift`), one kind of model per wrapper.

/// An `ObservableObject` read through `@ObservedObject`; `remark` is not `@Published`.
final class ProgramSettings: ObservableObject {
    @Published var volume = 0
    /// Written by programs but announced to nobody: writing it must re-render nothing.
    var remark = ""
}

/// An `ObservableObject` placed with `.environmentObject(_:)`.
final class ProgramProfile: ObservableObject {
    @Published var name = "ann"
}

/// A book of the `ForEach`; its title is observed per row.
@Observable
final class ProgramBook: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// A note of the lazy `List`: a value, so editing one changes the array.
struct ProgramNote: Identifiable, Equatable {
    let id: Int
    var text: String
}

/// The `@Observable` model: a headline, the two lists, and a property no view reads.
@Observable
final class ProgramLibrary {
    var headline = "news"
    var books: [ProgramBook] = []
    var notes: [ProgramNote] = []
    var unread = 0
}

/// Everything a program's views share, passed down as one reference (an unchanged input).
@MainActor
public final class ProgramModels {
    let settings = ProgramSettings()
    let profile = ProgramProfile()
    let library = ProgramLibrary()
    /// Written from background threads, under a lock.
    let counter = LockedObservableCounter()
    /// Written from background threads through `objectWillChange`, under a lock.
    let published = LockedPublishedCounter()
    let probe = BodyProbe()

    /// Fresh models: no books, no notes, every counter at zero.
    public init() {}

    /// The program app over these models, the profile placed as an environment object.
    public var app: some View { ProgramRoot(models: self).environmentObject(profile) }
}

/// Notes each body evaluation with the graph's pass number, to catch a body evaluated twice in
/// one update pass (`RenderStatistics` counts evaluations per type, not per pass).
@MainActor
final class BodyProbe {
    weak var graph: ViewGraph?
    private var pass = -1
    private var seenInPass: Set<String> = []
    /// Views evaluated more than once in one pass since the last ``reset()``.
    private(set) var repeats: [String] = []

    func record(_ view: String) {
        let current = graph?.passCount ?? 0
        if current != pass {
            pass = current
            seenInPass.removeAll()
        }
        if !seenInPass.insert(view).inserted { repeats.append("\(view) in pass \(current)") }
    }

    func reset() {
        pass = -1
        seenInPass.removeAll()
        repeats.removeAll()
    }
}
