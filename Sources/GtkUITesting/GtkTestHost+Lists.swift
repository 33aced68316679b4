import Foundation
import GtkUI

/// Scrolling and clicking rows of the lists on screen (`List`, `LazyVStack`, `LazyVGrid`),
/// whose rows exist only while they are shown.
///
/// ```swift
/// let host = try GtkTestHost(List(0..<100_000) { Text("Row \($0)") })
/// host.scrollToEnd(try host.scrolledList())
/// #expect(host.isShown(text: "Row 99999"))
/// ```
extension GtkTestHost {
    /// The scrolling window of the `index`th list or table on screen (a `GtkScrolledWindow`
    /// around a `GtkListView`, `GtkGridView` or `GtkColumnView`).
    public func scrolledList(_ index: Int = 0) throws -> Gtk.Widget {
        let lists = allWidgets.filter { widget in
            widget.isMapped && widget.verticalScroll != nil
                && widget.children.contains { ["GtkListView", "GtkGridView", "GtkColumnView"].contains($0.typeName) }
        }
        guard index < lists.count else { throw TestHostError("no list \(index) on screen; \(lists.count) shown") }
        return lists[index]
    }

    /// Scrolls `list` so that `fraction` of its range is above the top (0 the start, 1 the
    /// end) and waits until the rows that come into view are bound and drawn. A `LazyHStack`
    /// or `LazyHGrid` scrolls sideways, its fraction measured from the leading edge.
    ///
    /// A recycling list estimates its height from the rows it has measured, so the end of
    /// its range moves as rows are bound; this scrolls again until the position holds.
    public func scroll(_ list: Gtk.Widget, toFraction fraction: Double) {
        let isHorizontal = list.children.first?.isLaidOutHorizontally == true
        guard let scroll = isHorizontal ? list.horizontalScroll : list.verticalScroll else { return }
        for _ in 0..<20 {
            let target = scroll.lower + (scroll.upper - scroll.pageSize - scroll.lower) * fraction
            if abs(scroll.value - target) < 1, scroll.upper > 0 { break }
            scroll.value = target
            waitUntilIdle()
            waitForLayout()
        }
    }

    /// Scrolls `list` to its end and waits until the last rows are shown.
    public func scrollToEnd(_ list: Gtk.Widget) { scroll(list, toFraction: 1) }

    /// Scrolls `list` until a label showing exactly `text` is on screen, a page at a time from
    /// the top, as a user looking for a row would; rows off screen have no widgets to find.
    ///
    /// - Throws: ``TestHostError`` when the list ends without showing it.
    public func scroll(_ list: Gtk.Widget, toShow text: String) throws {
        guard !isVisible(text: text, in: list), let scroll = list.verticalScroll else { return }
        self.scroll(list, toFraction: 0)
        while !isVisible(text: text, in: list) {
            let end = scroll.upper - scroll.pageSize
            guard scroll.value < end - 0.5 else {
                throw TestHostError("“\(text)” is not in the list; texts shown at its end: \(shownTexts)")
            }
            scroll.value = min(scroll.value + scroll.pageSize * 0.8, end)
            waitForLayout()
        }
    }

    /// Whether a label showing `text` lies inside the visible area of the scrolling `container`
    /// (a list's offscreen rows have no labels; a `ScrollView`'s are there but scrolled away).
    private func isVisible(text: String, in container: Gtk.Widget) -> Bool {
        let height = Double(container.allocatedSize.height)
        return shownLabels.contains { label in
            guard label.text == text, let bounds = label.bounds(relativeTo: container) else { return false }
            return bounds.y >= 0 && bounds.y + bounds.height <= height
        }
    }

    /// Clicks the middle of `widget` with the real pointer, through the X server (`xdotool`).
    public func clickPointer(on widget: Gtk.Widget) throws {
        guard let windowID = window.x11WindowID else {
            throw TestHostError("clicking needs an X11 display (Xvfb); this window is not on X11")
        }
        let (x, y) = try settledCenter(of: widget)
        let xdotool = try ChildProcess(
            "/usr/bin/xdotool",
            Self.pointerMove(to: (Int(x), Int(y)), in: String(windowID)) + ["click", "1"], captureOutput: true,
            mergeErrors: true)
        let output = xdotool.readAll()
        guard xdotool.wait() == 0 else { throw TestHostError("xdotool failed: \(output)") }
        waitForLayout()
    }

    /// The row of a list on screen (its `GtkListItem` widget) that shows the label `text`,
    /// looked for inside `container` (a list from ``scrolledList(_:)``) or the whole window.
    public func row(showing text: String, in container: Gtk.Widget? = nil) throws -> Gtk.Widget {
        let found = container.map { label(text, in: $0) } ?? label(text)
        guard var widget: Gtk.Widget = found else {
            throw TestHostError("no label “\(text)” on screen; texts shown: \(shownTexts)")
        }
        while let parent = widget.parent {
            if ["GtkListView", "GtkGridView", "GtkColumnListView"].contains(parent.typeName) { return widget }
            widget = parent
        }
        throw TestHostError("“\(text)” is not in a list row")
    }

    /// The edit button named `name` ("Delete", "Move Up" or "Move Down", as assistive
    /// technologies and its tooltip name it) of the list row showing `text`: rows show them
    /// while the list is being edited (`EditButton`, `\.editMode`).
    public func editButton(_ name: String, inRowShowing text: String) throws -> Gtk.Button {
        let row = try row(showing: text)
        let buttons = widgets(in: row).compactMap { $0 as? Gtk.Button }.filter(\.isMapped)
        guard let button = buttons.first(where: { $0.tooltip == name }) else {
            throw TestHostError(
                "the row showing “\(text)” has no “\(name)” button; it shows: \(buttons.compactMap { $0.tooltip })")
        }
        return button
    }

    /// The centre of `widget` in its window's surface once it is mapped and laid out inside
    /// the window: a pointer aimed before the first allocation after a map or resize (on a
    /// loaded machine) lands outside the widget. Waits up to 5 seconds.
    func settledCenter(of widget: Gtk.Widget) throws -> (x: Double, y: Double) {
        let deadline = Date().addingTimeInterval(5)
        while true {
            let size = window.allocatedSize
            if widget.isMapped, let center = widget.centerInSurface, center.x >= 0, center.y >= 0,
                center.x < Double(size.width), center.y < Double(size.height)
            {
                return center
            }
            guard Date() < deadline else {
                throw TestHostError("the \(widget.typeName) is not laid out inside the window after 5 seconds")
            }
            if !Gtk.MainLoop.iterate() { usleep(2000) }
        }
    }

    /// Runs the main loop for a few frames (0.1 s) and settles: a recycling list binds and
    /// places the rows a change brings in its next frame's layout, which ``waitUntilIdle(timeout:includingLateChecks:)``
    /// may return before.
    public func waitForLayout() {
        let deadline = Date().addingTimeInterval(0.1)
        while Date() < deadline {
            Gtk.MainLoop.iterate()
            usleep(2000)
        }
        waitUntilIdle()
    }
}
