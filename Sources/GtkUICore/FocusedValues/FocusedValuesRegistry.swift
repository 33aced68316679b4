/// One window's published focused values: what each `.focusedValue` and
/// `.focusedSceneValue` in it publishes, and which of them keyboard focus is inside.
///
/// The window host says when focus moved (``focusDidMove()``), or that it moved out of the
/// window's content — to the title bar or an open menu — which leaves the values as they were,
/// so a command in the main menu still acts on the view that had focus before the menu opened.
@MainActor
final class FocusedValuesRegistry {
    /// What one modifier publishes.
    struct Entry {
        /// Whether it publishes while its window is active, wherever focus is.
        let isSceneValue: Bool
        /// The key, and the value (nil publishes nothing).
        let key: ObjectIdentifier
        let value: Any?
        /// How deep its view is: deeper views win over the views around them.
        let depth: Int
        /// Whether keyboard focus is inside its view now.
        let hasFocus: @MainActor () -> Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Which entries focus was inside at the last move within the content.
    private var focusedOwners: Set<ObjectIdentifier> = []
    /// Set while focus is outside the content (title bar, open menu): the values stay.
    private var focusIsElsewhere = false
    /// The values published now.
    private(set) var values: [ObjectIdentifier: Any] = [:]

    init() {
        FocusedValuesStore.shared.add(self)
    }

    /// Records what `owner` publishes, replacing what it published before.
    func publish(_ entry: Entry, from owner: ObjectIdentifier) {
        entries[owner] = entry
        if !entry.isSceneValue, !focusIsElsewhere {
            if entry.hasFocus() { focusedOwners.insert(owner) } else { focusedOwners.remove(owner) }
        }
        recompute()
    }

    /// Forgets what `owner` published, as its view leaves.
    func withdraw(from owner: ObjectIdentifier) {
        guard entries.removeValue(forKey: owner) != nil else { return }
        focusedOwners.remove(owner)
        recompute()
    }

    /// Keyboard focus moved to another view of the window's content, or to none.
    func focusDidMove() {
        focusIsElsewhere = false
        focusedOwners = Set(entries.filter { !$0.value.isSceneValue && $0.value.hasFocus() }.keys)
        recompute()
    }

    /// Keyboard focus moved out of the content (to the title bar or a menu): the values stay.
    func focusDidMoveOutsideContent() {
        focusIsElsewhere = true
    }

    /// The window became the active one.
    func windowDidBecomeActive() {
        FocusedValuesStore.shared.makeKey(self)
    }

    /// The window closed.
    func windowDidClose() {
        entries = [:]
        focusedOwners = []
        FocusedValuesStore.shared.remove(self)
    }

    private func recompute() {
        let published = entries.filter { $0.value.isSceneValue || focusedOwners.contains($0.key) }.values
        // Scene values first, then focused views from the outermost in, so later ones win.
        let ordered = published.sorted {
            $0.isSceneValue != $1.isSceneValue ? $0.isSceneValue : $0.depth < $1.depth
        }
        var values: [ObjectIdentifier: Any] = [:]
        for entry in ordered { if let value = entry.value { values[entry.key] = value } }
        let before = self.values
        self.values = values
        FocusedValuesStore.shared.valuesDidChange(in: self, from: before)
    }
}

/// The app's focused values: those of the key window — the one active most recently and still
/// open — which ``FocusedValue`` and ``FocusedBinding`` read, so commands act on that window.
@MainActor
final class FocusedValuesStore {
    static let shared = FocusedValuesStore()

    private struct WeakRegistry {
        weak var registry: FocusedValuesRegistry?
    }

    /// The windows' registries, the key window's last.
    private var registries: [WeakRegistry] = []
    /// A source per key, so a reader is told only about the keys it read.
    private var sources: [ObjectIdentifier: ObservationSource] = [:]
    let readRecorder = FocusedValuesReadRecorder()

    private var keyRegistry: FocusedValuesRegistry? { registries.last?.registry }

    /// The key window's values, recording which keys the reader reads.
    var current: FocusedValues {
        FocusedValues(storage: keyRegistry?.values ?? [:], readRecorder: readRecorder)
    }

    func recordRead(of key: ObjectIdentifier) {
        let source = sources[key] ?? ObservationSource()
        sources[key] = source
        source.recordRead()
    }

    /// A new window: the key window until another becomes active.
    func add(_ registry: FocusedValuesRegistry) {
        let before = keyRegistry?.values ?? [:]
        registries.removeAll { $0.registry == nil }
        registries.append(WeakRegistry(registry: registry))
        notifyChanges(from: before, to: registry.values)
    }

    func makeKey(_ registry: FocusedValuesRegistry) {
        guard keyRegistry !== registry else { return }
        let before = keyRegistry?.values ?? [:]
        registries.removeAll { $0.registry == nil || $0.registry === registry }
        registries.append(WeakRegistry(registry: registry))
        notifyChanges(from: before, to: registry.values)
    }

    func remove(_ registry: FocusedValuesRegistry) {
        let wasKey = keyRegistry === registry
        let before = registry.values
        registries.removeAll { $0.registry == nil || $0.registry === registry }
        if wasKey { notifyChanges(from: before, to: keyRegistry?.values ?? [:]) }
    }

    func valuesDidChange(in registry: FocusedValuesRegistry, from before: [ObjectIdentifier: Any]) {
        guard keyRegistry === registry else { return }
        notifyChanges(from: before, to: registry.values)
    }

    /// Tells the readers of each key whose value differs.
    private func notifyChanges(from before: [ObjectIdentifier: Any], to after: [ObjectIdentifier: Any]) {
        for key in Set(before.keys).union(after.keys) {
            guard let source = sources[key] else { continue }
            switch (before[key], after[key]) {
            case (nil, nil): continue
            case (let old?, let new?) where ViewInputs.areEqual(old, new): continue
            default: source.notifyDependents()
            }
        }
    }
}
