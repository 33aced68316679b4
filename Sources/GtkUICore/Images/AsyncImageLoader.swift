import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads the bytes behind an ``AsyncImage``'s URL, off the main actor.
enum AsyncImageLoader {
    /// Why a load gave no image.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes at `url`: a file read on a background thread, or an `http(s)` response body
    /// through `URLSession` (a status outside 200–299 fails). Cancelling the calling task
    /// cancels a network request.
    static func data(from url: URL) async throws -> Data {
        if url.isFileURL {
            // swift-corelibs-foundation's URLSession fails file URLs as "unsupported URL".
            return try await Task.detached(priority: .userInitiated) { try Data(contentsOf: url) }.value
        }
        let (data, response) = try await URLSession.shared.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw Failure(description: "\(url.absoluteString) answered HTTP \(http.statusCode)")
        }
        return data
    }
}

/// The images ``AsyncImage``s loaded, by URL, for as long as the process runs: at most
/// ``countLimit`` images and ``byteLimit`` encoded bytes, the least recently used going first.
@MainActor
final class AsyncImageCache {
    /// The process's cache.
    static let shared = AsyncImageCache()

    /// The most images kept.
    var countLimit = 100
    /// The most encoded bytes kept.
    var byteLimit = 64 << 20

    private struct Key: Hashable {
        let url: URL
        /// Decoded images belong to the backend type that made them.
        let backend: ObjectIdentifier
    }

    private var images: [Key: DecodedImage] = [:]
    /// Keys from least to most recently used.
    private var order: [Key] = []
    private var bytes = 0

    /// The image loaded from `url` by a backend of `backend`'s type, marking it recently used.
    func image(for url: URL, backend: any Backend) -> DecodedImage? {
        let key = Key(url: url, backend: ObjectIdentifier(type(of: backend)))
        guard let image = images[key] else { return nil }
        if let index = order.firstIndex(of: key) { order.append(order.remove(at: index)) }
        return image
    }

    /// Keeps `image` for `url`, dropping the least recently used images beyond the limits.
    func store(_ image: DecodedImage, for url: URL, backend: any Backend) {
        let key = Key(url: url, backend: ObjectIdentifier(type(of: backend)))
        if let old = images[key] {
            bytes -= old.byteCount
            order.removeAll { $0 == key }
        }
        images[key] = image
        order.append(key)
        bytes += image.byteCount
        while order.count > 1, order.count > countLimit || bytes > byteLimit {
            let evicted = order.removeFirst()
            bytes -= images.removeValue(forKey: evicted)?.byteCount ?? 0
        }
    }

    /// Forgets every image.
    func removeAll() {
        images.removeAll()
        order.removeAll()
        bytes = 0
    }
}
