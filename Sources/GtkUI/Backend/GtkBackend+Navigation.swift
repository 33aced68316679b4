import CGtk
import GtkUICore

extension GtkBackend {
    /// Creates a `GtkStack` that expands both ways, slides pages in 200 ms and removes popped pages
    /// once the slide has finished.
    public func makeNavigationStack() -> BackendWidget {
        let stack = NavigationStackWidget()
        stack.flexibility = (true, true)
        stack.transitionDuration = 200
        stack.connectIgnoringArgument("notify::transition-running") { [weak stack] in
            stack?.removeFinishedPages()
        }
        return stack
    }

    /// Adds new pages and shows the last one, sliding left when the stack grows or is replaced and right
    /// when it shrinks; popped pages leave after the slide, and pages under the top one are hidden.
    public func updateNavigationStack(_ stack: BackendWidget, pages: [BackendWidget]) {
        let stack = stack as! NavigationStackWidget
        let pages = pages.map { $0 as! Gtk.Widget }
        let oldPages = stack.pages
        guard oldPages.map(\.pointer) != pages.map(\.pointer) else { return }
        for page in pages where !oldPages.contains(where: { $0.pointer == page.pointer }) {
            page.isPageRoot = true
            placePageRoot(page)
            detach(page)
            stack.addPage(page, name: "page-\(stack.nextPageNumber)")
            stack.nextPageNumber += 1
        }
        let popped = oldPages.filter { old in !pages.contains { $0.pointer == old.pointer } }
        stack.pages = pages
        if let top = pages.last, let name = stack.name(of: top) {
            top.isVisible = true
            let transition =
                pages.count >= oldPages.count
                ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
            stack.showPage(named: name, transition: oldPages.isEmpty ? GTK_STACK_TRANSITION_TYPE_NONE : transition)
            statistics.recordWrite("Stack", "visiblePage")
        }
        // Popped pages stay until the slide finishes, so the animation shows them leaving.
        stack.finishedPages += popped
        stack.removeFinishedPages()
    }
}

/// A `GtkStack` whose pages form a navigation stack, root first.
final class NavigationStackWidget: Gtk.Stack {
    var pages: [Gtk.Widget] = []
    var finishedPages: [Gtk.Widget] = []
    var nextPageNumber = 0

    func name(of page: Gtk.Widget) -> String? {
        guard let page = gtk_stack_get_page(gtkui_stack(pointer), gtkui_widget(page.pointer)) else { return nil }
        return String(validatingCString: gtk_stack_page_get_name(page))
    }

    func removeFinishedPages() {
        guard gtk_stack_get_transition_running(gtkui_stack(pointer)) == 0 else { return }
        for page in finishedPages where page.parentPointer == pointer { removePage(page) }
        finishedPages.removeAll()
        // Pages under the top one are hidden, so keyboard focus and assistive technologies
        // see only the page on screen; the top page is shown again when it is popped to.
        for page in pages.dropLast() where page.isVisible { page.isVisible = false }
    }
}
