import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-connection HTTP server on 127.0.0.1 that answers only when the test says so: a load
/// through it stays running for as long as the test needs.
final class HeldHTTPServer: @unchecked Sendable {
    /// The URL the server answers on.
    let url: URL
    private let listener: Int32
    private let release = DispatchSemaphore(value: 0)

    /// Listens on a free port and serves `body` as a PNG once ``answer()`` is called.
    init(serving body: Data) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard listener >= 0, bound == 0, listen(listener, 1) == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSDebugDescriptionErrorKey: "cannot listen on 127.0.0.1"])
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/photo.png")!
        let response =
            Data(
                "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                    .utf8) + body
        DispatchQueue.global().async { [listener, release] in
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            var request = [UInt8](repeating: 0, count: 4096)
            _ = read(connection, &request, request.count)
            release.wait()
            // MSG_NOSIGNAL: a client that gave up must not kill the test process with SIGPIPE.
            _ = response.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(connection)
        }
    }

    /// Sends the response.
    func answer() { release.signal() }

    deinit {
        release.signal()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}
