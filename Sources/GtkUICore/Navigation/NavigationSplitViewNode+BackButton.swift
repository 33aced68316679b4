/// The one back button a collapsed split view shares with the navigation stacks in its
/// columns: it pops the shown stack's pushed pages first, then shows the previous column.
///
/// Stacks inside a column report their changes here instead of setting the back button
/// themselves, so the last one to change does not hide the button the split view needs
/// (popping a detail's last pushed page must still leave a way back to the sidebar).
extension NavigationSplitViewNode {
    /// A navigation stack in column `index` pushed or popped a page, or hid its back button.
    func stackChanged(_ stack: NavigationStackNode, inColumn index: Int) {
        guard isMounted else { return }
        stacks.removeAll { $0.stack.value == nil || $0.stack.value === stack }
        if stack.isMounted { stacks.append((WeakReference(stack), index)) }
        syncBackButton()
    }

    /// The stack the back button pops: on the top page of a shown column (the rightmost one
    /// side by side), with a page pushed.
    private var stackToPop: NavigationStackNode? {
        stacks
            .filter { entry in
                guard let stack = entry.stack.value else { return false }
                return stack.isMounted && stack.pushedCount > 0 && isShowing(column: entry.column)
                    && stack.isOnVisiblePage
            }
            .max { $0.column < $1.column }?.stack.value
    }

    func syncBackButton() {
        let stack = stackToPop
        let wanted =
            if let stack {
                stack.pages.last?.isBackButtonHidden == false
            } else {
                isCollapsed && collapsedColumn > 0
            }
        // A split view inside a navigation stack leaves that stack's back button alone.
        guard wanted || showsBackButton, let chrome = environment.windowChrome else { return }
        showsBackButton = wanted
        if wanted {
            chrome.setBackButton(visible: true) { [weak self] in self?.back() }
        } else {
            chrome.setBackButton(visible: false, action: nil)
        }
    }

    /// The back button, Escape or Alt+Left: pops the shown stack's top page, or shows the
    /// previous column.
    func back() {
        if let stack = stackToPop {
            stack.pop()
        } else {
            goBack()
        }
    }
}
