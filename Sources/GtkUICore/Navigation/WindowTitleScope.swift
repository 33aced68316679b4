/// The title of one window's title bar: collects what names it — `.navigationTitle` outside
/// any navigation stack, and each navigation stack's top titled page — and shows the most
/// deeply nested one on a visible page, or the scene's own title when none names it.
///
/// So a split view's detail titled with `.navigationTitle` titles the window, as on macOS, and
/// a navigation stack inside that detail titles it while its pages have titles. Sheets keep
/// their own title bars and are not part of it.
@MainActor
final class WindowTitleScope {
    private var sources: [WeakTitleSource] = []
    private var shown: String?

    func register(_ node: WindowTitleSource) {
        guard !sources.contains(where: { $0.node === node }) else { return }
        sources.append(WeakTitleSource(node: node))
    }

    func unregister(_ node: WindowTitleSource) {
        sources.removeAll { $0.node === node || $0.node == nil }
    }

    /// Shows the title that names the window now on `chrome`, if it changed.
    func refresh(_ chrome: (any WindowChrome)?) {
        guard let chrome else { return }
        var best: (depth: Int, title: String)?
        for source in sources.compactMap(\.node) where source.isMounted && source.isOnVisiblePage {
            guard let title = source.windowTitle else { continue }
            let depth = source.depth
            if best.map({ depth >= $0.depth }) ?? true { best = (depth, title) }
        }
        let title = best?.title ?? chrome.sceneTitle
        guard title != shown else { return }
        shown = title
        chrome.setTitle(title)
    }
}

private struct WeakTitleSource {
    weak var node: WindowTitleSource?
}

/// A node that may name the window: a `.navigationTitle` outside navigation stacks, or a
/// navigation stack.
@MainActor
protocol WindowTitleSource: ViewNode {
    /// The title it gives the window now; nil to leave it to an outer source or the scene.
    var windowTitle: String? { get }
}
