import CGtk
import CGtkUI
import GtkUICore

extension GtkBackend {
    /// Gives the element `owner`'s actions: named ones as items of the widget's context menu,
    /// every one as a `GAction` in the element's `a11y` action group — which GTK 4.8 lists as
    /// the element's AT-SPI actions — and the default and escape actions on Enter or Space and
    /// Escape. An element that does not take focus is made to, so the keys reach it.
    public func updateAccessibilityActions(
        _ actions: [AccessibilityActionDescription], on widget: BackendWidget, owner: ObjectIdentifier,
        perform: @escaping @MainActor (Int) -> Void
    ) {
        let host = widget as! Gtk.Widget
        let titles = actions.compactMap { action -> String? in
            if case .named(let title) = action.role { return title }
            return nil
        }
        let namedIndices = actions.indices.filter { if case .named = actions[$0].role { true } else { false } }
        let sources = host.contextMenuSources as? ContextMenuSources ?? ContextMenuSources()
        sources.setActions(titles, owner: owner) { perform(namedIndices[$0]) }
        showContextMenu(of: host, sources: sources)

        let element = host.accessibleTarget
        let set = element.existingAccessibleActions ?? element.makeAccessibleActions()
        set.set(actions, owner: owner, perform: perform)
        set.apply(to: element)
        statistics.recordWrite(element.typeName, "accessibility")
        if set.isEmpty { element.removeAccessibleActions() }
    }
}

/// The actions every `.accessibilityAction` gives a widget, kept on the GTK object, with the
/// action group, key controller and focusability they put on it.
@MainActor
final class AccessibleActionSet {
    private typealias Entry = (
        owner: ObjectIdentifier, actions: [AccessibilityActionDescription], perform: @MainActor (Int) -> Void
    )
    private var entries: [Entry] = []
    private var group: Gtk.Object?
    private var groupActions: [Gtk.Object] = []
    private var keys: Gtk.Object?
    private var madeFocusable = false

    /// The prefix of the group, so AT-SPI lists `a11y.Delete`.
    static let prefix = "a11y"

    var isEmpty: Bool { entries.isEmpty }

    func set(
        _ actions: [AccessibilityActionDescription], owner: ObjectIdentifier,
        perform: @escaping @MainActor (Int) -> Void
    ) {
        if let index = entries.firstIndex(where: { $0.owner == owner }) {
            if actions.isEmpty { entries.remove(at: index) } else { entries[index] = (owner, actions, perform) }
        } else if !actions.isEmpty {
            entries.append((owner, actions, perform))
        }
    }

    /// Every action with where it is, in the order the modifiers first gave them.
    private var runnable: [(description: AccessibilityActionDescription, entry: Int, index: Int)] {
        entries.enumerated().flatMap { entryIndex, entry in
            entry.actions.enumerated().map { index, action in (action, entryIndex, index) }
        }
    }

    /// Runs an action; the group is rebuilt whenever the entries change, so the place holds.
    private func run(entry: Int, index: Int) {
        guard entries.indices.contains(entry) else { return }
        entries[entry].perform(index)
    }

    /// Puts the actions on `widget`: the group (replaced whole; it is small), the keys and focus.
    func apply(to widget: Gtk.Widget) {
        removeGroup(from: widget)
        let actions = runnable
        if !actions.isEmpty {
            let group = Gtk.Object.adopting(UnsafeMutableRawPointer(g_simple_action_group_new()))
            var used: Set<String> = []
            for (index, action) in actions.enumerated() {
                var name = Self.actionName(for: action.description.role, index: index)
                if used.contains(name) { name += "-\(index + 1)" }
                used.insert(name)
                let gAction = Gtk.Object.adopting(UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
                let (entry, actionIndex) = (action.entry, action.index)
                gAction.connectIgnoringArgument("activate") { [weak self] in self?.run(entry: entry, index: actionIndex)
                }
                g_action_map_add_action(OpaquePointer(group.pointer), OpaquePointer(gAction.pointer))
                groupActions.append(gAction)
            }
            gtk_widget_insert_action_group(widget.widget, Self.prefix, OpaquePointer(group.pointer))
            self.group = group
        }
        let needsFocus = actions.contains {
            if case .escape = $0.description.role { return false }
            if case .magicTap = $0.description.role { return false }
            return true
        }
        if needsFocus, !widget.isFocusable {
            widget.isFocusable = true
            gtkui_widget_set_focuses_itself(widget.pointer, 1)
            widget.addCSSClass("gtkui-accessibility-element")
            madeFocusable = true
        } else if !needsFocus, madeFocusable {
            widget.isFocusable = false
            gtkui_widget_set_focuses_itself(widget.pointer, 0)
            widget.removeCSSClass("gtkui-accessibility-element")
            madeFocusable = false
        }
        installKeys(on: widget, actions: actions)
    }

    private func installKeys(
        on widget: Gtk.Widget, actions: [(description: AccessibilityActionDescription, entry: Int, index: Int)]
    ) {
        if let keys {
            keys.disconnectAllSignals()
            gtk_widget_remove_controller(widget.widget, gtkui_event_controller(keys.pointer))
            self.keys = nil
        }
        // A control that takes focus on its own (a button) keeps Enter and Space for itself; the
        // default action is for screen readers there, as in SwiftUI.
        let defaultAction =
            madeFocusable ? actions.last { $0.description.role == .default }.map { ($0.entry, $0.index) } : nil
        let escapeAction = actions.last { $0.description.role == .escape }.map { ($0.entry, $0.index) }
        guard defaultAction != nil || escapeAction != nil else { return }
        // Bubble phase: a control inside the element that uses the key keeps it.
        let keys = Gtk.Object(UnsafeMutableRawPointer(gtk_event_controller_key_new()!))
        let element = widget.widget
        keys.connectKey("key-pressed") { [weak self] keyval, _, _ in
            switch Int32(keyval) {
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
                // Only on the element itself: Space in a field inside it types a space.
                guard let defaultAction, gtk_widget_has_focus(element) != 0 else { return false }
                self?.run(entry: defaultAction.0, index: defaultAction.1)
                return true
            case GDK_KEY_Escape:
                guard let escapeAction else { return false }
                self?.run(entry: escapeAction.0, index: escapeAction.1)
                return true
            default: return false
            }
        }
        gtk_widget_add_controller(widget.widget, gtkui_event_controller(keys.pointer))
        self.keys = keys
    }

    /// Takes everything off `widget`.
    func remove(from widget: Gtk.Widget) {
        entries.removeAll()
        apply(to: widget)
    }

    private func removeGroup(from widget: Gtk.Widget) {
        for action in groupActions { action.disconnectAllSignals() }
        groupActions.removeAll()
        if group != nil { gtk_widget_insert_action_group(widget.widget, Self.prefix, nil) }
        group = nil
    }

    /// The `GAction` name: AT-SPI's conventional names for the kinds, and a named action's
    /// letters, digits and dashes (spaces as dashes), which is all a `GAction` name may hold.
    static func actionName(for role: AccessibilityActionDescription.Role, index: Int) -> String {
        switch role {
        case .default: return "activate"
        case .escape: return "escape"
        case .magicTap: return "magic-tap"
        case .named(let title):
            let name = String(
                title.unicodeScalars.compactMap { scalar -> Character? in
                    if scalar == " " { return "-" }
                    return scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                        ? Character(scalar) : nil
                })
            return name.isEmpty ? "action-\(index + 1)" : name
        }
    }
}

extension Gtk.Widget {
    private static let actionsKey = "gtkui-accessibility-actions"

    fileprivate var existingAccessibleActions: AccessibleActionSet? {
        g_object_get_data(gtkui_object(pointer), Self.actionsKey).map {
            Unmanaged<AccessibleActionSet>.fromOpaque($0).takeUnretainedValue()
        }
    }

    fileprivate func makeAccessibleActions() -> AccessibleActionSet {
        let set = AccessibleActionSet()
        g_object_set_data_full(gtkui_object(pointer), Self.actionsKey, Unmanaged.passRetained(set).toOpaque()) {
            guard let data = $0 else { return }
            Unmanaged<AccessibleActionSet>.fromOpaque(data).release()
        }
        return set
    }

    fileprivate func removeAccessibleActions() {
        g_object_set_data(gtkui_object(pointer), Self.actionsKey, nil)
    }
}
