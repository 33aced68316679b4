import CGtk
import GtkUICore

/// The GTK 4 ``Backend``: every view becomes a native widget (`GtkLabel`, `GtkEntry`,
/// `GtkButton`, `GtkBox`, `GtkStack`, `GtkListBox`, `GtkSwitch`).
///
/// Writes go through `write(_:_:_:_:)`, which compares with what the widget shows and
/// counts only real changes. Layout mimics SwiftUI: stacks align their children and give
/// extra space only to flexible views (fields, spacers, lists, colours).
@MainActor
public final class GtkBackend: Backend {
    /// Counters shared with every graph using this backend.
    public let statistics = RenderStatistics()
    /// Schedules on the GLib main loop.
    public nonisolated var scheduler: any MainLoopScheduler { GLibScheduler() }
    let styles = DecorationStyleSheet()
    /// The alerts open now (see `GtkBackend+Alert.swift`).
    let alertWindows = AlertWindowRegistry()
    /// The animation for the decoration writes made now (see `GtkBackend+Animation.swift`).
    public var animation: Animation?

    /// Creates a backend; GTK must already be initialized (see ``Gtk/initialize()``).
    public init() {}

    /// Writes `value` with `apply` unless the widget already shows it, counting the write.
    func write<Value: Hashable>(
        _ widget: Gtk.Widget, _ kind: String, _ property: String, _ value: Value, apply: (Value) -> Void
    ) {
        let boxed = AnyHashable(value)
        if let old = widget.written[property], old == boxed { return }
        widget.written[property] = boxed
        apply(value)
        statistics.recordWrite(kind, property)
    }

    /// Creates a wrapping `GtkLabel` whose natural width is its text on one line; `announced` gives it
    /// the alert role, so screen readers read it when it appears.
    public func makeText(announced: Bool) -> BackendWidget {
        let label = announced ? Gtk.Label.alert() : Gtk.Label()
        label.measuresNaturalSizeUnwrapped = true
        return label
    }

    /// Sets the label's text, skipping the write when the label already shows it.
    ///
    /// The label's own text is the record of what was written: keeping a Swift copy of every
    /// label's text would cost each row a few hundred bytes.
    public func updateText(_ text: BackendWidget, content: String) {
        let label = text as! Gtk.Label
        guard !label.shows(content) else { return }
        label.text = content
        statistics.recordWrite("Label", "text")
        renameButton(namedBy: label)
        let wraps = label.isFramed || TextWrapping.mayNeedWrapping(content)
        if label.wraps != wraps { label.wraps = wraps }
    }

    /// Creates a `GtkEntry` that fills the width it is offered and passes its text to `onChange` on
    /// every `changed` signal.
    public func makeTextField(onChange: @escaping @MainActor (String) -> Void) -> BackendWidget {
        let entry = Gtk.Entry()
        entry.flexibility = (true, false)
        entry.connect("changed") { [weak entry] in
            guard let entry else { return }
            onChange(entry.text)
        }
        return entry
    }

    /// Writes `text` only when the entry shows something else, with signals blocked so `onChange` stays
    /// quiet; the placeholder is also the accessible label, and `.plain` removes the frame.
    public func updateTextField(_ field: BackendWidget, text: String, placeholder: String, style: TextFieldStyleKind) {
        let entry = field as! Gtk.Entry
        // Compare with what the field shows, not what was last written: the user's own typing
        // is already there and writing it back would move the cursor and re-emit `changed`.
        if entry.text != text {
            entry.withSignalsBlocked { entry.text = text }
            statistics.recordWrite("Entry", "text")
        }
        write(entry, "Entry", "placeholder", placeholder) {
            entry.placeholder = $0
            if !entry.hasAccessibleName { entry.setAccessibleLabel($0) }
        }
        write(entry, "Entry", "hasFrame", style != .plain) { entry.hasFrame = $0 }
    }

    /// Creates an empty `GtkButton` whose `clicked` signal calls `action`.
    public func makeButton(action: @escaping @MainActor () -> Void) -> BackendWidget {
        let button = Gtk.Button()
        button.connect("clicked", handler: action)
        return button
    }

    /// Moves `content` into the button, drops the button's frame when the content draws its own box, and
    /// names the button `accessibleName` or, without one, the text of the labels inside it.
    public func updateButton(_ button: BackendWidget, content: BackendWidget, accessibleName: String?) {
        let button = button as! Gtk.Button
        let content = content as! Gtk.Widget
        if content.parentPointer != button.pointer {
            detach(content)
            button.setChild(content)
        }
        // A label that draws its own box (like the seed's blue link) replaces the button frame.
        let drawsOwnBox = content.hasCSSClass(DecorationStyleSheet.boxClass)
        if drawsOwnBox != Self.contentDrawsOwnBox(button) {
            writeButtonClasses(button, appearance: Self.appearance(of: button), drawsOwnBox: drawsOwnBox)
        }
        // Screen readers announce the button by its visible text, wherever the label sits, or
        // by its icons' names when it shows no text (an icon-only label), as the text changes.
        nameButton(button, content: content, accessibleName: accessibleName)
        button.flexibility = content.flexibility
    }

    /// Creates an empty `GtkBox` that expands along `axis` (both ways when nil); `minLength` is its
    /// minimum height on the vertical axis and its minimum width otherwise.
    public func makeSpacer(axis: Axis?, minLength: Double?) -> BackendWidget {
        let spacer = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL)
        spacer.flexibility = (axis != .vertical, axis != .horizontal)
        if let minLength {
            spacer.sizeRequest = axis == .vertical ? (-1, Int(minLength)) : (Int(minLength), -1)
        }
        return spacer
    }

    /// The text of the labels inside `widget`, joined, or nil when it shows none.
    static func visibleText(in widget: Gtk.Widget) -> String? {
        if let label = widget as? Gtk.Label { return label.text.isEmpty ? nil : label.text }
        // An open popover (a context menu) is not part of what the widget shows.
        let texts = widget.children.filter { !$0.isPopover }.compactMap { visibleText(in: $0) }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

    /// The screen-reader names of the images inside `widget`, joined, or nil when it has none.
    static func imageNames(in widget: Gtk.Widget) -> String? {
        if let name = widget.imageAccessibleLabel { return name }
        let names = widget.children.filter { !$0.isPopover }.compactMap { imageNames(in: $0) }
        return names.isEmpty ? nil : names.joined(separator: " ")
    }

    /// Disconnects the widget's signal handlers (and its inner controls') so their closures go now;
    /// the GObject goes when its parent or Swift wrapper lets go.
    public func discard(_ widget: BackendWidget) {
        // Closures go now; the GObject goes when the last reference (parent or wrapper) drops.
        (widget as! Gtk.Widget).disconnectAllSignals()
        stopAnimations(of: widget as! Gtk.Widget)
        (widget as? CompositeControl)?.disconnectInnerSignals()
        discardAddedControllers(widget as! Gtk.Widget)
        if let button = widget as? Gtk.Button { discardButtonControls(button) }
        if let menu = (widget as! Gtk.Widget).contextMenu as? ContextMenuController {
            menu.detach()
            (widget as! Gtk.Widget).contextMenu = nil
        }
        (widget as! Gtk.Widget).contextMenuSources = nil
    }
}

/// Runs work on the GLib main loop, from any thread.
struct GLibScheduler: MainLoopScheduler {
    func schedule(_ body: @escaping @Sendable @MainActor () -> Void) {
        Gtk.MainLoop.schedule(body)
    }

    func schedule(after seconds: Double, _ body: @escaping @Sendable @MainActor () -> Void) {
        Gtk.MainLoop.schedule(after: seconds, body)
    }
}
