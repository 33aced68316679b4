import GtkUI
import GtkUICoreTests
import GtkUITesting
import Testing

/// The core suite's data-flow property on real GTK widgets, with a small budget: the same
/// program app, the same random programs and the same reference model, so what a person sees
/// and the bodies each step evaluates are checked in a real window too.
@MainActor
@Suite("Properties: GTK data flow", .serialized)
struct GtkDataFlowProperties {
    /// Every kind of step but the lazy `List`'s: on GTK its rows depend on the window's height.
    static let mix = OperationMix(background: 0.5, notes: 0, maxSteps: 12)

    @Test("real widgets follow the model, and only the readers of a change re-render")
    func gtkDataFlowProperty() async {
        // Each step waits for GTK: a tenth of GTKUI_PROPERTY_RUNS, or four programs.
        await PropertyRunner.check(
            { RandomProgram.generator(Self.mix, seeds: $0) }, defaultSeed: 11, defaultRuns: 4, share: 0.1
        ) { program in
            ProgramRun.failure(of: program, mounting: GtkProgramWindow.init)
        }
    }
}

/// A ``ProgramWindow`` on real GTK widgets, in a window of its own.
@MainActor
final class GtkProgramWindow: ProgramWindow {
    private let host: GtkTestHost

    init(_ models: ProgramModels) throws { host = try GtkTestHost(models.app) }

    var graph: ViewGraph { host.windowHost.graph }
    var title: String { host.title }
    var isBackButtonShown: Bool { host.isBackButtonShown }

    /// The mapped labels of the window's content: not the header bar's, and not a field's
    /// placeholder.
    var pageTexts: [String] {
        labels(in: host.window).filter(\.isMapped).map(\.text).filter { !$0.isEmpty }
    }

    func fieldText(placeholder: String) -> String? { field(placeholder)?.text }

    /// Emits `clicked` as a click does; a button on a covered page is found too.
    func click(_ label: String) -> Bool {
        let button = host.allWidgets.lazy.compactMap { $0 as? Gtk.Button }.first { button in
            button.label == label || self.labels(in: button).contains { $0.text == label }
        }
        guard let button else { return false }
        button.emit("clicked")
        return true
    }

    /// Sets the field's text through `GtkEditable`, which reports the change as typing does.
    ///
    /// GTK replaces a text with itself by deleting and inserting it, two changes the binding
    /// hears; pasting the same text changes nothing, as on the in-memory backend.
    func type(_ text: String, placeholder: String) -> Bool {
        guard let field = field(placeholder) else { return false }
        if field.text != text { field.text = text }
        return true
    }

    func goBack() { host.goBack() }

    func settle(includingLateChecks: Bool) { host.waitUntilIdle(includingLateChecks: includingLateChecks) }

    func close() { host.close() }

    private func field(_ placeholder: String) -> Gtk.Entry? {
        host.allWidgets.lazy.compactMap { $0 as? Gtk.Entry }.first { $0.placeholder == placeholder }
    }

    private func labels(in widget: Gtk.Widget) -> [Gtk.Label] {
        if widget.pointer == host.windowHost.headerBar.pointer || widget is Gtk.Entry { return [] }
        if let label = widget as? Gtk.Label { return [label] }
        return widget.children.flatMap { labels(in: $0) }
    }
}
