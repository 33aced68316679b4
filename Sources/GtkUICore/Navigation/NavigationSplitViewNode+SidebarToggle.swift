/// The sidebar toggle: a button at the start of the title bar that hides and shows the
/// sidebar while the columns sit side by side, as SwiftUI shows one on macOS and iPadOS.
///
/// The toggle writes the `columnVisibility` binding when there is one (the split view's own
/// visibility otherwise) and follows it when code sets it; it leaves the title bar while the
/// split view is collapsed, and with `.toolbar(removing: .sidebarToggle)`.
extension NavigationSplitViewNode: ToolbarContributor {
    func makeSidebarToggle() {
        guard let backend, let widget else { return }
        sidebarToggle = backend.sidebarToggle(of: widget) { [weak self] show in self?.userToggledSidebar(show: show) }
        toolbarScope = toolbarScope(for: "NavigationSplitView's sidebar toggle")
        toolbarScope?.register(self)
    }

    var chromeItems: [ToolbarChromeItem] {
        guard showsSidebarToggle, let sidebarToggle else { return [] }
        return [ToolbarChromeItem(widget: sidebarToggle, position: .start, emphasis: .none)]
    }

    /// Puts the toggle in the title bar, or takes it out, when whether it belongs there changed.
    func syncSidebarToggle() {
        let wanted = sidebarToggle != nil && !isCollapsed && columns.count > 1 && !removesSidebarToggle
        publishSidebarCommand(enabled: !isCollapsed && columns.count > 1)
        guard wanted != showsSidebarToggle else { return }
        showsSidebarToggle = wanted
        toolbarScope?.refresh()
    }

    /// Offers the main menu's “Toggle Sidebar” to the window while the columns sit side by side.
    private func publishSidebarCommand(enabled: Bool) {
        guard let registry = environment._sceneState?.focusedValues else { return }
        if enabled, sidebarCommand == nil {
            sidebarCommand = SidebarToggleAction { [weak self] in
                guard let self else { return }
                self.userToggledSidebar(show: !self.shownVisibility.shows(column: 0, of: self.columns.count))
            }
        }
        registry.publish(
            FocusedValuesRegistry.Entry(
                isSceneValue: true, key: ObjectIdentifier(SidebarToggleAction.self),
                value: enabled ? sidebarCommand : nil, depth: depth, hasFocus: { false }),
            from: ObjectIdentifier(self))
    }

    func withdrawSidebarCommand() {
        environment._sceneState?.focusedValues.withdraw(from: ObjectIdentifier(self))
        sidebarCommand = nil
    }

    /// A person used the toggle: hide the sidebar (`.detailOnly`, or `.doubleColumn` to keep the
    /// content column of three) or show it again as it was shown before (`.all` if it never was).
    private func userToggledSidebar(show: Bool) {
        guard isMounted, !isCollapsed else { return }
        let current = shownVisibility
        let count = columns.count
        guard current.shows(column: 0, of: count) != show else { return }
        let next: NavigationSplitViewVisibility
        if show {
            next = visibilityBeforeHiding ?? .all
        } else {
            visibilityBeforeHiding = current
            next = count > 2 ? .doubleColumn : .detailOnly
        }
        if let visibility {
            visibility.wrappedValue = next
        } else {
            localVisibility = next
        }
        graph.statistics.recordStructuralChange()
        layOut()
    }
}
