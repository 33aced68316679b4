import Foundation

/// Renders an ``AsyncImage``: starts a load when the URL changes, shows the content for the
/// current phase, and cancels the load when the view leaves the tree.
@MainActor
final class AsyncImageNode: SingleChildNode {
    private var view: (any AsyncImageRepresentable)?
    /// The URL the phase belongs to; a different one starts a new load.
    private var loadedURL: URL??
    private var phase = AsyncImagePhase.empty
    private var loading: Task<Void, Never>?
    /// Counts loads, so that only the latest one's result is shown.
    private var loadID = 0

    override func update(_ view: any View, environment: EnvironmentValues) {
        let image = view as! any AsyncImageRepresentable
        self.view = image
        self.environment = environment
        if loadedURL != .some(image.url) { load(image.url, scale: image.scale) }
        render()
    }

    override func rerender() { render() }

    override func unmount() {
        loading?.cancel()
        loading = nil
        loadID += 1
        super.unmount()
    }

    private func render() {
        guard let view else { return }
        isDirty = false
        lastUpdatedPass = graph.passCount
        // What the content closure reads makes this node depend on it.
        let content = trackingReads { view.content(for: phase) }
        show(content, environment: environment)
    }

    /// Shows the cached image for `url` at once, or starts loading it.
    private func load(_ url: URL?, scale: CGFloat) {
        loading?.cancel()
        loading = nil
        loadID += 1
        loadedURL = .some(url)
        phase = .empty
        guard let url else { return }
        if let cached = AsyncImageCache.shared.image(for: url, backend: graph.backend) {
            phase = .success(Image(decoded: cached, scale: scale, url: url))
            return
        }
        let statistics = graph.statistics
        statistics.recordImageLoad(started: 1)
        let id = loadID
        // The result comes back through the backend's main loop (GLib's, in an app and in a
        // test host pumping it), not the main actor's job queue, which a running main loop
        // does not drain.
        let scheduler = graph.backend.scheduler
        loading = Task.detached(priority: .userInitiated) { [weak self] in
            let result: Result<Data, any Error>
            do {
                result = .success(try await AsyncImageLoader.data(from: url))
            } catch {
                result = .failure(error)
            }
            scheduler.schedule { [weak self] in
                statistics.recordImageLoad(ended: 1)
                guard let self, self.isMounted, self.loadID == id else { return }
                self.loading = nil
                self.finish(url, scale: scale, with: result)
            }
        }
    }

    /// Decodes the loaded bytes on the main actor and shows the image, or the failure.
    private func finish(_ url: URL, scale: CGFloat, with result: Result<Data, any Error>) {
        graph.statistics.recordImageLoad(delivered: 1)
        switch result {
        case .success(let data):
            if let backend = graph.backend as? any ImageBackend, let decoded = backend.decodeImage(data) {
                AsyncImageCache.shared.store(decoded, for: url, backend: graph.backend)
                phase = .success(Image(decoded: decoded, scale: scale, url: url))
            } else {
                phase = .failure(
                    AsyncImageLoader.Failure(description: "\(url.absoluteString) holds no image this backend decodes"))
            }
        case .failure(let error):
            phase = .failure(error)
        }
        // The app's transaction animates the change of phase (`AsyncImage(url:transaction:)`).
        withTransaction(view?.transaction ?? Transaction()) { invalidate() }
    }
}
